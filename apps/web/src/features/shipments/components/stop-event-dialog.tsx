import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { useState } from 'react';
import { z } from 'zod';
import '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useRecordArrival, useRecordDeparture } from '../api/record-stop-event';
import type { Stop } from '../api/types';
import { stopEventErrorMessage } from '../lib/stop-event-error';

export type StopEvent = 'arrival' | 'departure';

interface StopEventDialogProps {
  shipmentId: number;
  stop: Stop;
  event: StopEvent;
  onClose: () => void;
}

const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const countSchema = z.coerce.number({ error: 'Enter a number' }).int('Whole packages only').min(0, 'Cannot be negative').max(100_000, 'At most 100,000');

interface CountLine {
  key: string;
  lineItemId?: string;
  label: string;
  expected: number | null;
}

/** The package lines a departure confirms: the stop's line items, or one count for the stop. */
function countLines(stop: Stop): CountLine[] {
  const items = stop.orderLineItems.flatMap((order) =>
    order.lineItems.map((item) => ({
      key: item.id,
      lineItemId: item.id,
      label: `${item.description ?? 'Line item'} (${order.orderNumber})`,
      expected: item.packageCount,
    })),
  );
  return items.length > 0 ? items : [{ key: 'stop', label: 'Packages', expected: stop.expectedPackageCount }];
}

/** Arrival (a time) or departure (a time and confirmed package counts) at one stop. */
export function StopEventDialog({ shipmentId, stop, event, onClose }: StopEventDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const zone = stop.ianaTimezone;
  const zoneLabel = dayjs().tz(zone).format('z');
  const [time, setTime] = useState(() => dayjs().tz(zone).format(LOCAL_INPUT_FORMAT));
  // Left as opened, the time is 'now' and the server stamps it to the second.
  const [timeEdited, setTimeEdited] = useState(false);
  const lines = countLines(stop);
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.key, line.expected === null ? '' : String(line.expected)])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const arrival = useRecordArrival();
  const departure = useRecordDeparture();
  const pending = arrival.isPending || departure.isPending;
  const title = event === 'arrival' ? `Arrive at stop ${stop.stopNumber + 1}` : `Depart stop ${stop.stopNumber + 1}`;

  const submit = async () => {
    setProblem(null);
    const errors: Record<string, string> = {};
    const at = dayjs.tz(time, LOCAL_INPUT_FORMAT, zone);
    if (!time || !at.isValid()) errors.time = 'Enter a date and time';
    else if (timeEdited && at.isAfter(dayjs().add(5, 'minute'))) errors.time = 'The time cannot be in the future';
    const parsed: Record<string, number> = {};
    if (event === 'departure') {
      for (const line of lines) {
        const result = countSchema.safeParse(counts[line.key]?.trim() === '' ? undefined : counts[line.key]);
        if (result.success) parsed[line.key] = result.data;
        else errors[line.key] = counts[line.key]?.trim() ? (result.error.issues[0]?.message ?? 'Enter a number') : 'Enter the package count';
      }
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      if (event === 'arrival') {
        await arrival.mutateAsync({ shipmentId, stopId: stop.shipmentStopId, arrivedAt: timeEdited ? at.toISOString() : undefined });
        notify.success(`Arrival recorded at ${stop.name}`);
      } else {
        const itemized = lines.filter((line) => line.lineItemId);
        await departure.mutateAsync({
          shipmentId,
          stopId: stop.shipmentStopId,
          departedAt: timeEdited ? at.toISOString() : undefined,
          ...(itemized.length > 0
            ? { confirmedPackageCounts: itemized.map((line) => ({ lineItemId: line.lineItemId, count: parsed[line.key] ?? 0 })) }
            : { confirmedPackageCount: parsed.stop }),
        });
        notify.success(`Departure recorded from ${stop.name}`);
      }
      onClose();
    } catch (error) {
      setProblem(stopEventErrorMessage(error));
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="stop-event-title">
      <DialogTitle id="stop-event-title">{title}</DialogTitle>
      <DialogContent>
        <Box component="form" id="stop-event-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {stop.name} · {stop.locationAddress.city}, {stop.locationAddress.state}
          </Typography>
          {problem && (
            <Alert severity="error" role="alert" data-testid="stop-event-problem">
              {problem}
            </Alert>
          )}
          <TextField
            type="datetime-local"
            label={event === 'arrival' ? `Arrived at (${zoneLabel})` : `Departed at (${zoneLabel})`}
            value={time}
            onChange={(e) => { setTime(e.target.value); setTimeEdited(true); }}
            error={!!fieldErrors.time}
            helperText={fieldErrors.time ?? `Local time at the stop (${zone})`}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          {event === 'departure' &&
            lines.map((line) => (
              <TextField
                key={line.key}
                label={`Package count: ${line.label}`}
                value={counts[line.key] ?? ''}
                onChange={(e) => setCounts((current) => ({ ...current, [line.key]: e.target.value }))}
                error={!!fieldErrors[line.key]}
                helperText={fieldErrors[line.key] ?? (line.expected !== null ? `Expected ${line.expected}` : undefined)}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Package count ${line.label}` } }}
                fullWidth
              />
            ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} size="large">
          Cancel
        </Button>
        <Button type="submit" form="stop-event-form" variant="contained" disabled={pending} size="large">
          {event === 'arrival' ? 'Record Arrival' : 'Record Departure'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
