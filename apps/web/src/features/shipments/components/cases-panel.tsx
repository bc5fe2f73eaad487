import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ListError, ListNote } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useShipmentCases } from '../api/get-shipment-cases';
import { formatMoney } from '../lib/format-window';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** The shipment's cases (accessorial requests), each opening its case preview. */
export function CasesPanel({ shipmentId, action }: { shipmentId: number; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {action && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{action}</Box>}
      <CasesList shipmentId={shipmentId} />
    </Box>
  );
}

function CasesList({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const cases = useShipmentCases(shipmentId);
  if (cases.error) return <ListError error={cases.error} onRetry={() => void cases.refetch()} />;
  if (!cases.data) return <Skeleton variant="rounded" height={96} />;
  if (cases.data.data.length === 0) return <ListNote text={msg('No cases for this shipment')} />;
  return (
    <Box component="ul" aria-label={t('Cases')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {cases.data.data.map((item) => (
        <Paper component="li" variant="outlined" key={item.id} sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <CardActionArea component={Link} to={paths.cases.preview.getHref(item.caseNumber)} sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-start' }}>
            <Typography sx={{ fontWeight: 700 }}>{t('Case {{number}}', { number: item.caseNumber })}</Typography>
            <Chip size="small" label={t(item.statusGroup)} />
            <Typography variant="body2">{t(item.caseType.displayName)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {item.description ?? ''}
            </Typography>
            <Typography variant="body2">{formatMoney(item.approvedAmount ?? item.amount)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDate(item.createdAt)}
            </Typography>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
