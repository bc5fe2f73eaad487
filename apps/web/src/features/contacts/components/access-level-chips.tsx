import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';

/** What the chosen permissions and roles open in the portal, announced as they change. */
export function AccessLevelChips({ levels, testId }: { levels: readonly string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('Access levels')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid={testId}>
        {levels.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('Choose a portal to see what the contact can open.')}
          </Typography>
        ) : (
          levels.map((level) => <Chip key={level} size="small" label={t(level)} />)
        )}
      </Box>
    </Box>
  );
}
