import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Tender } from '@portal/domain/tenders/tender-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { OfferCard } from '../../../components/freight/offer-card';
import { paths } from '../../../config/paths';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { ExpiryCountdown } from './expiry-countdown';
import { useIsTenderedCarrier } from '../hooks/use-is-tendered-carrier';
import { TenderStatusChip } from './tender-status-chip';
import { useTranslation } from '../../../i18n/use-translation';

/** One tender in the list: lane, shipment, pickup, equipment, rate and time left. */
export function TenderCard({ tender }: { tender: Tender }) {
  const { t } = useTranslation();
  const open = tender.status.value === TenderOfferStatus.Sent && !tender.isExpired;
  // The carrier reads whose freight it is; the broker that sent it reads whom it went to.
  const counterpart = useIsTenderedCarrier(tender) ? tender.customer?.name : t('To {{carrier}}', { carrier: tender.carrier.name });
  return (
    <OfferCard
      load={tender}
      href={paths.tenders.detail.getHref(tender.id)}
      ariaLabel={t('Tender {{id}}, shipment {{number}}', { id: tender.id, number: tender.shipmentNumber })}
      badges={
        <>
          <TenderStatusChip tender={tender} />
          {counterpart && (
            <Typography variant="body2" color="text.secondary" noWrap data-testid="tender-counterpart">
              {counterpart}
            </Typography>
          )}
        </>
      }
      aside={
        <Box sx={{ textAlign: { xs: 'left', md: 'right' }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, justifyContent: 'space-between', alignItems: { xs: 'center', md: 'flex-end' }, gap: 0.5 }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {formatDollars(tender.rate)}
          </Typography>
          {open ? (
            <ExpiryCountdown expiresAt={tender.expiresAt} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {tender.respondedAt ? t('Answered {{time}}', { time: formatDateTimeWithZone(tender.respondedAt) }) : tender.isExpired ? t('Expired') : ''}
            </Typography>
          )}
        </Box>
      }
    />
  );
}
