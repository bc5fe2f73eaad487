import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONFIRMED_NAME_MAX_LENGTH, TRUCK_NUMBER_MAX_LENGTH } from '@portal/domain/driver-confirmations/driver-confirmation-schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { errorMessages } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useConfirmDriver, useDriverConfirmation } from '../api/driver-confirmation';

/**
 * The driver's own step before pickup, on the phone: their name and the truck they are in. Once
 * confirmed it shows what was sent and lets them correct it (a new confirmation replaces the last).
 */
export function DriverConfirmationForm({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const state = useDriverConfirmation(shipmentId);
  const confirm = useConfirmDriver();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user ? `${user.firstName} ${user.lastName}`.trim() : '');
  const [truck, setTruck] = useState('');
  const [errors, setErrors] = useState<{ name?: string; truck?: string }>({});

  const data = state.data;
  if (!data || !data.canConfirm) return null;
  const confirmation = data.confirmation;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { name: name.trim() ? undefined : t('Enter your full name'), truck: truck.trim() ? undefined : t('Enter the truck number') };
    setErrors(next);
    if (next.name || next.truck) return;
    confirm.mutate({ shipmentId, body: { name, truckNumber: truck } }, { onSuccess: () => setEditing(false) });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="driver-confirmation-title" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
      <Typography id="driver-confirmation-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('Confirm driver and truck')}
      </Typography>
      {confirmation && !editing ? (
        <Stack spacing={1.5}>
          <Alert severity="success">
            {t('Driver confirmed: {{name}}, truck {{truck}}, {{time}}', { name: confirmation.confirmedName, truck: confirmation.truckNumber, time: formatDateTimeWithZone(confirmation.confirmedAt) })}
          </Alert>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              setName(confirmation.confirmedName);
              setTruck(confirmation.truckNumber);
              setEditing(true);
            }}
          >
            {t('Change')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <Typography variant="body2" color={data.due ? 'warning.main' : 'text.secondary'}>
            {data.due ? t('Pickup is near: confirm who is driving and which truck before you load.') : t('Before pickup, confirm who is driving and which truck you are in.')}
          </Typography>
          <TextField
            id="driver-confirmation-name"
            label={t('Your full name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            required
            error={!!errors.name}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: CONFIRMED_NAME_MAX_LENGTH } }}
          />
          <TextField
            id="driver-confirmation-truck"
            label={t('Truck number')}
            value={truck}
            onChange={(event) => setTruck(event.target.value)}
            autoComplete="off"
            required
            error={!!errors.truck}
            helperText={errors.truck}
            slotProps={{ htmlInput: { maxLength: TRUCK_NUMBER_MAX_LENGTH, autoCapitalize: 'characters' } }}
          />
          {confirm.error ? <Alert severity="error">{errorMessages(confirm.error).join(' ')}</Alert> : null}
          <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
            {confirm.isPending ? t('Sending…') : t('Confirm')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
