import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListError, ListNote } from '../../../components/list-layout/list-states';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useShipmentTenders } from '../api/get-shipment-tenders';
import { formatMoney } from '../lib/format-window';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** The tenders of the shipment the caller's company received. */
export function TendersPanel({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const tenders = useShipmentTenders(shipmentId);
  if (tenders.error) return <ListError error={tenders.error} onRetry={() => void tenders.refetch()} />;
  if (!tenders.data) return <Skeleton variant="rounded" height={64} />;
  if (tenders.data.data.length === 0) return <ListNote text={msg('No tenders for this shipment')} />;
  return (
    <Box component="ul" aria-label={t('Tenders')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {tenders.data.data.map((tender) => (
        <Paper component="li" variant="outlined" key={tender.id} sx={{ p: 1.5, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('Tender {{id}}', { id: tender.id })}</Typography>
          <Chip size="small" label={t(tender.status.displayName)} />
          <Typography variant="body2">{formatMoney(tender.rate)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('Sent {{time}}', { time: formatDateTimeWithZone(tender.sentAt) })} · {t('Expires {{time}}', { time: formatDateTimeWithZone(tender.expiresAt) })}
            {tender.respondedAt ? ` · ${t('Answered {{time}}', { time: formatDateTimeWithZone(tender.respondedAt) })}` : ''}
          </Typography>
          {tender.rejectReason && <Typography variant="body2" color="error">{tender.rejectReason}</Typography>}
        </Paper>
      ))}
    </Box>
  );
}
