import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, useParams, useSearchParams } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useShipmentTrips } from '../api/get-trips';
import { ShipmentRow } from './shipment-row';
import { useTranslation } from '../../../i18n/use-translation';

/** /all-shipments/trip/{tripId}?shipmentId=: the shipments of one trip, in order. */
export function TripPage() {
  const { t } = useTranslation();
  const { tripId = '' } = useParams();
  const [search] = useSearchParams();
  const shipmentId = Number(search.get('shipmentId'));
  const valid = Number.isInteger(shipmentId) && shipmentId > 0;
  const trips = useShipmentTrips(valid ? shipmentId : undefined);
  const trip = trips.data?.data.find((item) => String(item.id) === tripId);

  let body;
  if (!valid) body = <CenteredMessage title={t('Trip not found')} description={t('Open the trip from one of its shipments.')} />;
  else if (trips.error) body = <ListError error={trips.error} onRetry={() => void trips.refetch()} />;
  else if (!trips.data) body = <Skeleton variant="rounded" height={200} />;
  else if (!trip) body = <CenteredMessage title={t('Trip not found')} description={t('This shipment is not part of that trip.')} />;
  else
    body = (
      <>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('Trip {{number}}', { number: trip.tripNumber })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {trip.shipments.length === 1 ? t('1 shipment') : t('{{number}} shipments', { number: trip.shipments.length })} · {t('created {{date}}', { date: formatDate(trip.createdAt) })}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {trip.shipments.map((s) => (
            <li key={s.id}>
              <ShipmentRow shipment={s} to={paths.allShipments.previewTab.getHref(s.shipmentNumber, 'details')} />
            </li>
          ))}
        </Box>
      </>
    );

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Button component={Link} to={paths.shipments.getHref()} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('Shipments')}
      </Button>
      {body}
    </Box>
  );
}
