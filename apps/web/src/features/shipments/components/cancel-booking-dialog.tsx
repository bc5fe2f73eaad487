import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelBookingBody, type CancelBookingBody } from '@portal/domain/shipments/shipment-request-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessages, notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCancelBooking } from '../api/cancel-booking';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

const HOUR_MS = 3_600_000;

/**
 * The booked carrier gives the load back before pickup (Booked or Dispatched), with a reason. Less
 * than 24 hours before pickup it counts as a late cancellation on the carrier's score card, and the
 * dialog says so before it is sent.
 */
export function CancelBooking({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const status = shipment.shipmentStatus.value;
  const ownBooking = !!user && shipment.carrier?.id === user.companyId;
  if (!ownBooking || (status !== ShipmentStatus.Booked && status !== ShipmentStatus.Dispatched)) return null;
  return (
    <Box>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('Cancel booking')}
      </Button>
      {open && <CancelBookingDialog shipment={shipment} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function CancelBookingDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CancelBookingBody>({ resolver: zodResolver(cancelBookingBody), defaultValues: { reason: '' } });
  const pickup = shipment.pickupLate ?? shipment.pickupEarly;
  const late = pickup !== null && new Date(pickup).getTime() - Date.now() < 24 * HOUR_MS;
  const submit = form.handleSubmit((body) =>
    cancel.mutate(
      { shipmentId: shipment.id, body },
      {
        onSuccess: (answer) => {
          notify.success(answerMessageOf(answer));
          onClose();
          // The load is no longer the carrier's: back to its shipments.
          void navigate(paths.shipments.getHref());
        },
        onError: (error) => setFailure(errorMessages(error).join(' ')),
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cancel-booking-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-booking-title">{t('Cancel booking of shipment {{number}}', { number: shipment.shipmentNumber })}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{t('The load goes back to the broker to cover again, and your drivers, truck and trailer come off it.')}</DialogContentText>
          {late && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('Pickup is less than 24 hours away: this cancellation counts as late on your score card.')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField {...form.register('reason')} label={t('Reason')} required fullWidth multiline minRows={2} error={!!form.formState.errors.reason} helperText={form.formState.errors.reason?.message && t(form.formState.errors.reason.message)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Keep booking')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
            {t('Cancel booking')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
