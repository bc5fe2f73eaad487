import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentSummary } from '@portal/domain/shipments/shipment-schemas';
import { useState } from 'react';
import { PagedList } from '../../../components/list-layout/paged-list';
import { paths } from '../../../config/paths';
import { useShipment } from '../api/get-shipment';
import { useShipments } from '../api/get-shipments';
import { formatWindow } from '../lib/format-window';
import { ShipmentRow } from './shipment-row';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** Loads that need the driver now: on the road or at a stop first, then the dispatched and booked ones coming up. */
const ON_THE_ROAD_STATUSES = [ShipmentStatus.AtStop, ShipmentStatus.InTransit] as const;
const COMING_UP_STATUSES = [ShipmentStatus.Dispatched, ShipmentStatus.Booked] as const;
/** Delivered loads still take the proof of delivery. */
const DELIVERED_STATUSES = [ShipmentStatus.Delivered] as const;
const PAGE_SIZE = 10;

/**
 * /my-shipments: a driver's assigned loads that need action now, on the road first, then coming up,
 * each with its next stop due first; then the delivered ones, which still take the proof of delivery.
 */
export function MyShipmentsPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('My Shipments')}
        </Typography>
        <Typography color="text.secondary">{t('Tap a shipment to record arrivals and departures at its stops.')}</Typography>
      </Box>
      <LoadSection title={msg('On the road')} statuses={ON_THE_ROAD_STATUSES} emptyText={msg('No load of yours is on the road')} showNextStop />
      <LoadSection title={msg('Coming up')} statuses={COMING_UP_STATUSES} emptyText={msg('No booked or dispatched load is assigned to you')} showNextStop />
      <LoadSection title={msg('Delivered')} statuses={DELIVERED_STATUSES} emptyText={msg('No delivered shipments waiting for paperwork')} />
    </Box>
  );
}

function LoadSection({ title, statuses, emptyText, showNextStop = false }: { title: string; statuses: readonly number[]; emptyText: string; showNextStop?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const shipments = useShipments({ page, statuses, pageSize: PAGE_SIZE });
  const id = `my-shipments-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(title)}
      </Typography>
      <PagedList
        label={t(title)}
        items={shipments.data?.data}
        totalCount={shipments.data?.totalCount ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={shipments.isFetching}
        error={shipments.error}
        onRetry={() => void shipments.refetch()}
        emptyText={emptyText}
        getKey={(s) => s.id}
        renderItem={(s) => <ShipmentRow shipment={s} to={paths.myShipments.detail.getHref(s.shipmentNumber)} footer={showNextStop ? <NextStop shipment={s} /> : undefined} />}
      />
    </Box>
  );
}

/**
 * The load's next stop (the first not yet left) with its time in the stop's own zone, read from the
 * shipment itself: the list's rows carry no stops. The same query opens the shipment, so tapping the
 * card shows it at once.
 */
function NextStop({ shipment }: { shipment: ShipmentSummary }) {
  const { t } = useTranslation();
  const detail = useShipment(shipment.shipmentNumber);
  const stop = detail.data?.stops.find((s) => !s.departedAt);
  if (detail.isPending) return <Skeleton variant="text" sx={{ mx: 1.5, mb: 1 }} />;
  if (!stop) return null;
  const when = stop.appointment ? formatWindow(stop.appointment, null, stop.ianaTimezone) : formatWindow(stop.early, stop.late, stop.ianaTimezone);
  const place = `${stop.name}, ${stop.locationAddress.city}, ${stop.locationAddress.state}`;
  return (
    <Box sx={{ px: 1.5, pb: 1.5, pt: { xs: 0, md: 0.5 }, borderTop: { md: 1 }, borderColor: { md: 'divider' } }} data-testid="next-stop">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {stop.arrivedAt ? t('At {{stop}} now', { stop: t(stop.stopType) }) : t('Next stop: {{stop}}', { stop: t(stop.stopType) })} · {place}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {stop.appointment ? t('Appointment {{time}}', { time: when }) : t('Due {{time}}', { time: when })}
      </Typography>
    </Box>
  );
}
