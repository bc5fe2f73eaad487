import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { appointmentBody } from '@portal/domain/shipments/shipment-request-schemas';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import dayjs from '../../../lib/dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useSetStopAppointment } from '../api/set-stop-appointment';
import { LOCAL_INPUT_FORMAT } from '../hooks/use-stop-event-form';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const schema = z.object({ stopId: z.coerce.number().int().positive(msg('Choose a stop')), local: z.string().min(1, msg('Enter the appointment')) });
type Form = z.input<typeof schema>;

/** Sets a stop's appointment on the stop's own clock; the server's warnings (window, dock hours) are shown, not refused. */
export function AppointmentForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const open = shipment.stops.filter((s) => !s.departedAt);
  const set = useSetStopAppointment();
  const [warnings, setWarnings] = useState<string[]>([]);
  const form = useForm<Form, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { stopId: open[0]?.shipmentStopId ?? 0, local: '' } });
  const stop = shipment.stops.find((s) => s.shipmentStopId === Number(form.watch('stopId')));
  const zone = stop?.ianaTimezone ?? 'UTC';
  const submit = form.handleSubmit((values) => {
    const body = appointmentBody.safeParse({ appointment: dayjs.tz(values.local, LOCAL_INPUT_FORMAT, zone).format() });
    if (!body.success) return form.setError('local', { message: msg('Enter a date and time') });
    set.mutate(
      { shipmentId: shipment.id, stopId: values.stopId, appointment: body.data.appointment },
      {
        onSuccess: (answer) => {
          setWarnings(answer.warnings);
          notify.success('Appointment set');
        },
      },
    );
  });
  if (open.length === 0) return null;
  const { errors } = form.formState;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="appointment-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography id="appointment-title" variant="subtitle2" component="h3">
        {t('Stop appointment')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField select label={t('Stop')} fullWidth value={String(form.watch('stopId'))} onChange={(e) => form.setValue('stopId', Number(e.target.value))} error={!!errors.stopId} helperText={errors.stopId?.message && t(errors.stopId.message)}>
          {open.map((s) => (
            <MenuItem key={s.shipmentStopId} value={String(s.shipmentStopId)}>
              {`${s.stopNumber + 1}. ${t(s.stopType)} · ${s.locationAddress.city}, ${s.locationAddress.state}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.register('local')}
          type="datetime-local"
          label={t('Appointment ({{zone}})', { zone: dayjs().tz(zone).format('z') })}
          fullWidth
          error={!!errors.local}
          helperText={errors.local?.message ? t(errors.local.message) : t("On the stop's local clock")}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {warnings.map((w) => (
        <Alert key={w} severity="warning" data-testid="appointment-warning">
          {w}
        </Alert>
      ))}
      <Box>
        <Button type="submit" variant="outlined" disabled={set.isPending}>
          {t('Set appointment')}
        </Button>
      </Box>
    </Box>
  );
}
