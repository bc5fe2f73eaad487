import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';

/** A load's special requirements as chips (tender, rate request and load board pages). */
export function RequirementChips({ requirements }: { requirements: readonly string[] }) {
  const { t } = useTranslation();
  if (requirements.length === 0) return <Typography color="text.secondary">{t('No special requirements.')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {requirements.map((r) => (
        <Chip key={r} label={t(r)} variant="outlined" />
      ))}
    </Stack>
  );
}
