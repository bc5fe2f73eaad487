import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Stop } from '@portal/domain/shipments/shipment-schemas';
import { useStopEventForm, type CountLine, type StopEvent } from '../hooks/use-stop-event-form';
import { useTranslation } from '../../../i18n/use-translation';

interface StopEventDialogProps {
  shipmentId: number;
  stop: Stop;
  event: StopEvent;
  onClose: () => void;
}

function CountField({ line, value, error, onChange }: { line: CountLine; value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('Package count: {{line}}', { line: t(line.label) })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ? t(error) : line.expected !== null ? t('Expected {{count}}', { count: line.expected }) : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('Package count {{line}}', { line: t(line.label) }) } }}
      fullWidth
    />
  );
}

/** Arrival (a time) or departure (a time and confirmed package counts) at one stop. */
export function StopEventDialog({ shipmentId, stop, event, onClose }: StopEventDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const form = useStopEventForm({ shipmentId, stop, event, onClose });
  const title = event === 'arrival' ? t('Arrive at stop {{number}}', { number: stop.stopNumber + 1 }) : t('Depart stop {{number}}', { number: stop.stopNumber + 1 });

  return (
    <Dialog open onClose={form.pending ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="stop-event-title">
      <DialogTitle id="stop-event-title">{title}</DialogTitle>
      <DialogContent>
        <Box component="form" id="stop-event-form" noValidate onSubmit={(e) => { e.preventDefault(); void form.submit(); }} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {stop.name} · {stop.locationAddress.city}, {stop.locationAddress.state}
          </Typography>
          {form.confirmation && (
            <Alert severity="warning" role="alert" data-testid="stop-event-confirmation">
              <AlertTitle>{t('Is this time right?')}</AlertTitle>
              {t(form.confirmation)}
            </Alert>
          )}
          {form.problem && (
            <Alert severity="error" role="alert" data-testid="stop-event-problem">
              {t(form.problem)}
            </Alert>
          )}
          <TextField
            type="datetime-local"
            label={event === 'arrival' ? t('Arrived at ({{zone}})', { zone: form.zoneLabel }) : t('Departed at ({{zone}})', { zone: form.zoneLabel })}
            value={form.time}
            onChange={(e) => form.setTime(e.target.value)}
            error={!!form.fieldErrors.time}
            helperText={form.fieldErrors.time ? t(form.fieldErrors.time) : t('Local time at the stop ({{zone}})', { zone: form.zone })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          {event === 'departure' &&
            form.lines.map((line) => (
              <CountField key={line.key} line={line} value={form.counts[line.key] ?? ''} error={form.fieldErrors[line.key]} onChange={(value) => form.setCount(line.key, value)} />
            ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={form.pending} size="large">
          {t('Cancel')}
        </Button>
        <Button type="submit" form="stop-event-form" variant="contained" disabled={form.pending} size="large">
          {event === 'arrival' ? (form.confirmation ? t('Record Anyway') : t('Record Arrival')) : t('Record Departure')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
