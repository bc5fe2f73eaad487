import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListSpinner } from '../../../components/list-layout/list-states';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { fieldMessages, translateApiMessage } from '../../../lib/translate-message';
import { useTranslation } from '../../../i18n/use-translation';
import { PHONE_PAPER } from './dialog-paper';
import { useShipmentStops } from '../api/get-shipment-stops';
import { useUpdateShipmentStops } from '../api/update-shipment-stops';
import { ZonedDateTimeField } from './zoned-date-time-field';

interface EditStopTimesDialogProps {
  shipmentId: number;
  shipmentNumber: string;
  open: boolean;
  onClose: () => void;
}

type StopTimes = { shipmentStopId: number; earlyDateTime: string; lateDateTime: string; appointmentDateTime: string };
const FIELDS = ['earlyDateTime', 'lateDateTime', 'appointmentDateTime'] as const;

/** The windows and appointments of every stop of a shipment not yet booked, each in its stop's own zone; the server checks them. */
export function EditStopTimesDialog({ shipmentId, shipmentNumber, open, onClose }: EditStopTimesDialogProps) {
  const { t } = useTranslation();
  const stops = useShipmentStops(shipmentNumber, open);
  const update = useUpdateShipmentStops(shipmentId);
  const [edits, setEdits] = useState<Record<number, StopTimes>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const rows = (stops.data?.data ?? []).map((stop) => ({
    stop,
    times: edits[stop.shipmentStopId] ?? { shipmentStopId: stop.shipmentStopId, earlyDateTime: stop.early, lateDateTime: stop.late ?? '', appointmentDateTime: stop.appointment ?? '' },
  }));
  const labels = { earlyDateTime: t('Early'), lateDateTime: t('Late', { context: 'window' }), appointmentDateTime: t('Appointment') };

  const close = () => {
    setEdits({});
    setFieldErrors({});
    setProblem(null);
    onClose();
  };

  const save = async () => {
    setProblem(null);
    setFieldErrors({});
    try {
      const body = { stops: rows.map(({ times }) => ({ shipmentStopId: times.shipmentStopId, earlyDateTime: times.earlyDateTime, lateDateTime: times.lateDateTime || undefined, appointmentDateTime: times.appointmentDateTime || undefined })) };
      await update.mutateAsync(body);
      notify.success(t('Stop times of shipment {{shipmentNumber}} updated', { shipmentNumber }));
      close();
    } catch (error) {
      const byField = isApiError(error) ? Object.fromEntries(Object.entries(fieldMessages(error)).map(([field, messages]) => [field, messages.map((m) => translateApiMessage(m)).join(' ')])) : {};
      setFieldErrors(byField);
      setProblem(errorMessages(error).join(' '));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="edit-stop-times-title" fullWidth maxWidth="md" slotProps={{ paper: { sx: PHONE_PAPER } }}>
      <DialogTitle id="edit-stop-times-title">{t('Stop times of shipment {{shipmentNumber}}', { shipmentNumber })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("Each time is in the stop's own time zone.")}
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {!stops.data && !stops.error && <ListSpinner label={t('Loading stops')} />}
        {stops.error && <Alert severity="error">{errorMessages(stops.error).join(' ')}</Alert>}
        <Stack spacing={2}>
          {rows.map(({ stop, times }, index) => (
            <Box key={stop.shipmentStopId} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('Stop {{number}}', { number: index + 1 })}: {t(stop.stopType)} · {stop.name}, {stop.locationAddress.city}, {stop.locationAddress.state}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
                {FIELDS.map((field) => (
                  <ZonedDateTimeField
                    key={field}
                    id={`stop-times.${index}.${field}`}
                    label={labels[field]}
                    value={times[field]}
                    zone={stop.ianaTimezone}
                    required={field === 'earlyDateTime'}
                    error={fieldErrors[`stops.${index}.${field}`]}
                    onChange={(value) => setEdits((current) => ({ ...current, [stop.shipmentStopId]: { ...times, [field]: value } }))}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!stops.data || update.isPending}>
          {t('Save stop times')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
