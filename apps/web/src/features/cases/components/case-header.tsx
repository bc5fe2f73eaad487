import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCaseAmount, formatLane } from '../lib/case-format';
import { CaseStatusChip } from './case-status-chip';
import { useTranslation } from '../../../i18n/use-translation';

/** The case's number, type, status, amounts, shipment, lane and description (skeletons while loading). */
export function CaseHeader({ item, caseNumber }: { item: PortalCase | undefined; caseNumber: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="case-number">
              {item?.caseNumber ?? caseNumber}
            </Typography>
            {item ? <Chip size="small" label={t(item.caseType.displayName)} variant="outlined" /> : <Skeleton width={80} />}
          </Box>
          <Box sx={{ mt: 1 }}>{item ? <CaseStatusChip item={item} /> : <Skeleton width={160} height={28} />}</Box>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.05em', fontWeight: 700 }}>
            {t('Amount')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="case-amount">
            {item ? formatCaseAmount(item.amount) : <Skeleton width={100} />}
          </Typography>
          {item && item.approvedAmount !== null && (
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
              {t('Approved {{amount}}', { amount: formatCaseAmount(item.approvedAmount) })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('Shipment')}{' '}
          </Box>
          {item?.shipmentNumber ? (
            <Link component={RouterLink} to={paths.allShipments.preview.getHref(item.shipmentNumber)} sx={{ fontWeight: 600 }} data-testid="case-shipment-link">
              {item.shipmentNumber}
            </Link>
          ) : item ? (
            '—'
          ) : (
            <Skeleton component="span" width={70} sx={{ display: 'inline-block' }} />
          )}
        </Typography>
        {item?.lane && <Typography variant="body2">{formatLane(item.lane)}</Typography>}
      </Box>
      {item?.description && (
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.description}
        </Typography>
      )}
    </Paper>
  );
}
