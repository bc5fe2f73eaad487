import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { LazyLaneMap } from '../../../components/lane-map/lazy-lane-map';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { TrackingConsentPanel } from './tracking-consent-panel';
import { useTranslation } from '../../../i18n/use-translation';

/** The lane drawn offline: origin, stops and destination in route order, and the last known position. */
/** `canChangeConsent`: the carrier's own users (not its drivers) choose what the broker sees of the tracking. */
export function ShipmentMap({ shipment, height = 300, canChangeConsent = false }: { shipment: Shipment; height?: number; canChangeConsent?: boolean }) {
  const { t } = useTranslation();
  const points = shipment.stops.map((stop) => ({
    stopNumber: stop.stopNumber,
    stopType: stop.stopType,
    label: `${stop.locationAddress.city}, ${stop.locationAddress.state}`,
    latitude: stop.latitude,
    longitude: stop.longitude,
  }));
  const last = shipment.lastKnownLocation;
  // A truck standing at a stop sits under that stop's pin: its label would cover the stop's.
  const atStop = last ? shipment.stops.find((stop) => Math.abs(stop.latitude - last.latitude) < 0.05 && Math.abs(stop.longitude - last.longitude) < 0.05) : undefined;
  const extra = last ? [{ label: atStop ? '' : t('Truck'), latitude: last.latitude, longitude: last.longitude }] : [];
  return (
    <Paper variant="outlined" component="section" aria-label={t('Lane map')} data-testid="lane-map" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('Route')}
      </Typography>
      <LazyLaneMap points={points} extra={extra} height={height} label={t('Lane of shipment {{number}}', { number: shipment.shipmentNumber })} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {last
          ? `${atStop ? t('Last known position: at {{place}}', { place: `${atStop.locationAddress.city}, ${atStop.locationAddress.state}` }) : t('Last known position (Truck)')} · ${formatDateTimeWithZone(last.at, atStop?.ianaTimezone ?? shipment.stops[0]?.ianaTimezone)}`
          : shipment.trackingConsent.position
            ? t('No position reported yet')
            : t('Position not shared')}
      </Typography>
      <TrackingConsentPanel shipment={shipment} canChange={canChangeConsent} />
    </Paper>
  );
}
