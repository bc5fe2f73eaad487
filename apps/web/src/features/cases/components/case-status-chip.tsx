import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { caseStatusColor } from '../lib/case-format';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { useTranslation } from '../../../i18n/use-translation';

interface CaseStatusChipProps {
  item: Pick<PortalCase, 'statusGroup' | 'statusDescription' | 'isVoided' | 'carrierCaseResolutionType'>;
  /** Show the detailed status under the chip when it says more than the group. */
  showDescription?: boolean;
}

/** The status users see (New, In Progress, On Hold, Resolved) with the detailed status under it. */
export function CaseStatusChip({ item, showDescription = true }: CaseStatusChipProps) {
  const { t } = useTranslation();
  const detailed = item.statusDescription && item.statusDescription !== item.statusGroup ? t(item.statusDescription) : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25, minWidth: 0 }}>
      <Chip
        size="small"
        label={t(item.statusGroup)}
        color={caseStatusColor(item)}
        variant={item.statusGroup === 'New' ? 'filled' : 'outlined'}
        data-testid="case-status"
        sx={{ fontWeight: 600 }}
      />
      {showDescription && detailed && (
        <Typography variant="caption" color="text.secondary" noWrap title={detailed} sx={{ maxWidth: '100%' }}>
          {detailed}
        </Typography>
      )}
    </Box>
  );
}
