import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RateRequest } from '@portal/domain/rates/rate-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { OfferCard } from '../../../components/freight/offer-card';
import { paths } from '../../../config/paths';
import { RateStatusChip } from './rate-status-chip';
import { useTranslation } from '../../../i18n/use-translation';

/** One rate request in the list: lane, shipment, pickup, equipment, and the target rate or the carrier's. */
export function RateRequestCard({ request }: { request: RateRequest }) {
  const { t } = useTranslation();
  const answered = request.responseRate !== null;
  return (
    <OfferCard
      load={request}
      href={paths.rates.preview.getHref(request.id)}
      ariaLabel={t('Rate request {{id}}, shipment {{shipmentNumber}}', { id: request.id, shipmentNumber: request.shipmentNumber })}
      badges={
        <>
          <RateStatusChip request={request} />
          <Typography variant="body2" color="text.secondary">
            {t(request.rateType)}
          </Typography>
        </>
      }
      aside={
        <Box sx={{ textAlign: { xs: 'left', md: 'right' } }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {answered ? t('Your rate') : t('Target rate')}
          </Typography>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {formatDollars(answered ? request.responseRate : request.targetRate)}
          </Typography>
        </Box>
      }
    />
  );
}
