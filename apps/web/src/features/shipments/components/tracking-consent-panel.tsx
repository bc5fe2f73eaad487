import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { TRACKING_CONSENT_LABELS, TRACKING_CONSENT_LEVELS, trackingConsentLevelSchema } from '@portal/domain/shipments/tracking-consent';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useSetTrackingConsent } from '../api/set-tracking-consent';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Tracking consent next to the map: the carrier on the load chooses what the broker sees;
 * everyone else reads what the carrier shares, and the next stop ETA when it is shared.
 */
export function TrackingConsentPanel({ shipment, canChange }: { shipment: Shipment; canChange: boolean }) {
  const { t } = useTranslation();
  const consent = shipment.trackingConsent;
  const save = useSetTrackingConsent();
  const zone = shipment.stops.find((stop) => stop.arrivedAt === null)?.ianaTimezone ?? shipment.stops[0]?.ianaTimezone;
  const eta = shipment.nextStopEta ? (
    <Typography variant="body2" data-testid="next-stop-eta">
      {t('Next stop ETA: {{time}}', { time: formatDateTimeWithZone(shipment.nextStopEta, zone) })}
    </Typography>
  ) : null;

  if (consent.isCarrier && canChange) {
    const id = `tracking-consent-${shipment.id}`;
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id={`${id}-label`}>{t('Shared with the broker')}</InputLabel>
          <Select
            labelId={`${id}-label`}
            id={id}
            label={t('Shared with the broker')}
            value={consent.level}
            disabled={save.isPending}
            onChange={(event) => {
              const level = trackingConsentLevelSchema.parse(event.target.value);
              save.mutate({ shipmentId: shipment.id, level }, { onSuccess: () => notify.success(`Tracking shared with the broker: ${TRACKING_CONSENT_LABELS[level]}`) });
            }}
          >
            {TRACKING_CONSENT_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(TRACKING_CONSENT_LABELS[level])}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="caption" color="text.secondary">
          {t('Live position sharing ends automatically at delivery.')}
        </Typography>
        {eta}
      </Box>
    );
  }
  if (consent.isCarrier) return eta;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="tracking-consent-note">
      <Typography variant="body2" color="text.secondary">
        {t(consent.note)}
      </Typography>
      {eta}
    </Box>
  );
}
