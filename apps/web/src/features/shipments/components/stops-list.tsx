import CheckCircle from '@mui/icons-material/CheckCircle';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STOP_PRELOAD_RECORDED } from '@portal/domain/common/messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { lazy, Suspense, useState } from 'react';
import type { Shipment, Stop } from '@portal/domain/shipments/shipment-schemas';
import { DockStatusChip } from '../../../components/dock-status-chip';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { importWithReload } from '../../../lib/lazy-import';
import { handleError, notify } from '../../../lib/notify';
import { useRecordPreload } from '../api/record-stop-event';
import { useStopDockHours } from '../api/get-stop-dock-hours';
import { formatWindow } from '../lib/format-window';
import type { StopEvent } from '../hooks/use-stop-event-form';
import { useTranslation } from '../../../i18n/use-translation';
import { translateActivity } from '../../../lib/translate-activity';

// The arrival and departure form (with its count rule's zod schema) loads when a stop is updated.
const StopEventDialog = lazy(importWithReload(async () => ({ default: (await import('./stop-event-dialog')).StopEventDialog })));

const EDITABLE_STATUSES: readonly number[] = [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop];

/** The one stop that can take the next event: the first stop not yet departed. */
function nextStop(stops: readonly Stop[]): Stop | undefined {
  return stops.find((stop) => stop.departedAt === null);
}

interface StopsListProps {
  shipment: Shipment;
  /** Phones (the driver portal): large buttons across the card. */
  touch?: boolean;
  readOnly?: boolean;
}

/** Stops in route order with windows, appointments and arrivals in each stop's time zone, and the stop actions. */
export function StopsList({ shipment, touch = false, readOnly = false }: StopsListProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ stop: Stop; event: StopEvent } | null>(null);
  const preload = useRecordPreload();
  const editable = !readOnly && EDITABLE_STATUSES.includes(shipment.shipmentStatus.value);
  const next = nextStop(shipment.stops);
  const dockHours = useStopDockHours(shipment.id);

  const recordPreload = (stop: Stop) =>
    preload.mutate(
      { shipmentId: shipment.id, stopId: stop.shipmentStopId },
      { onSuccess: (message) => notify.success(message || STOP_PRELOAD_RECORDED), onError: (error) => handleError(error, 'preload') },
    );

  return (
    <Box component="ol" aria-label={t('Stops')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {shipment.stops.map((stop) => {
        const zone = stop.ianaTimezone;
        const isNext = editable && next?.shipmentStopId === stop.shipmentStopId;
        const isPickup = stop.stopType.toLowerCase().includes('pick');
        const done = stop.departedAt !== null;
        const dock = dockHours.data?.data.find((entry) => entry.stopId === stop.shipmentStopId);
        return (
          <Paper
            component="li"
            key={stop.shipmentStopId}
            variant="outlined"
            data-testid="stop-card"
            data-stop-number={stop.stopNumber}
            sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, borderColor: isNext ? 'primary.main' : 'divider', borderWidth: isNext ? 2 : 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  width: 32, height: 32, borderRadius: '50%', flexShrink: 0, display: 'grid', placeItems: 'center', fontWeight: 700, fontSize: 14,
                  bgcolor: done ? 'success.main' : isNext ? 'primary.main' : 'action.selected',
                  color: done ? 'success.contrastText' : isNext ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {done ? <CheckCircle fontSize="small" /> : stop.stopNumber + 1}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(stop.stopType)} color={isPickup ? 'primary' : 'secondary'} variant="outlined" />
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {stop.name}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {[stop.locationAddress.address1, `${stop.locationAddress.city}, ${stop.locationAddress.state} ${stop.locationAddress.zip}`].filter(Boolean).join(' · ')}
                </Typography>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0,1fr))', columnGap: 2, rowGap: 0.5, m: 0, mt: 1, '& dt': { color: 'text.secondary', fontSize: 12, fontWeight: 600 }, '& dd': { m: 0, fontSize: 14 } }}>
                  <Box sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}><dt>{t('Window')}</dt><dd data-testid="stop-window">{formatWindow(stop.early, stop.late, zone)}</dd></Box>
                  <div><dt>{t('Appointment')}</dt><dd>{formatDateTimeWithZone(stop.appointment, zone) || '—'}</dd></div>
                  <div><dt>{t('Arrived')}</dt><dd data-testid="stop-arrived">{formatDateTimeWithZone(stop.arrivedAt, zone) || '—'}</dd></div>
                  <div><dt>{t('Departed')}</dt><dd data-testid="stop-departed">{formatDateTimeWithZone(stop.departedAt, zone) || '—'}</dd></div>
                  <div>
                    <dt>{t('Packages')}</dt>
                    <dd>
                      {stop.confirmedPackageCount !== null ? t('{{count}} confirmed', { count: stop.confirmedPackageCount }) : '—'}
                      {stop.expectedPackageCount !== null ? ` · ${t('{{count}} expected', { count: stop.expectedPackageCount })}` : ''}
                    </dd>
                  </div>
                  {dock?.status && !done && (
                    <Box sx={{ gridColumn: 'span 2' }} data-testid="stop-dock-status">
                      <dt>{dock.dock === 'Shipping' ? t('Shipping dock') : t('Receiving dock')}{dock.isAppointmentRequired ? ` · ${t('appointment required')}` : ''}</dt>
                      <dd><DockStatusChip status={dock.status} /></dd>
                    </Box>
                  )}
                  {stop.preloadRecordedAt && <div><dt>{t('Preload')}</dt><dd>{formatDateTimeWithZone(stop.preloadRecordedAt, zone)}</dd></div>}
                </Box>
                {stop.arrivalFlag && (
                  <Alert severity="warning" variant="outlined" data-testid="stop-arrival-flag" sx={{ mt: 1, py: 0 }}>
                    {translateActivity(stop.arrivalFlag)}
                  </Alert>
                )}
              </Box>
            </Box>
            {isNext && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap', '& > button': touch ? { flex: 1, minHeight: 56, fontSize: 16 } : {} }}>
                {stop.arrivedAt === null ? (
                  <Button variant="contained" size="large" startIcon={<Login />} onClick={() => setDialog({ stop, event: 'arrival' })}>
                    {t('Arrive')}
                  </Button>
                ) : (
                  <Button variant="contained" size="large" startIcon={<Logout />} onClick={() => setDialog({ stop, event: 'departure' })}>
                    {t('Depart')}
                  </Button>
                )}
                {isPickup && !stop.preloadRecordedAt && stop.arrivedAt === null && (
                  <Button variant="outlined" size="large" startIcon={<Inventory2Outlined />} disabled={preload.isPending} onClick={() => recordPreload(stop)}>
                    {t('Record Preload')}
                  </Button>
                )}
              </Box>
            )}
          </Paper>
        );
      })}
      {dialog && (
        <Suspense fallback={null}>
          <StopEventDialog shipmentId={shipment.id} stop={dialog.stop} event={dialog.event} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Box>
  );
}
