import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import type { Driver } from '../../drivers/api/search-drivers';
import { DriverPicker } from '../../drivers/components/driver-picker';
import { useRespondToTender } from '../api/respond-to-tender';
import type { TenderDetail } from '../types';

const optional = (max: number, label: string) => z.string().trim().max(max, `${label} is at most ${max} characters`);

const acceptSchema = z.object({
  truckNumber: optional(30, 'Truck number'),
  trailerNumber: optional(30, 'Trailer number'),
  notes: optional(1000, 'Notes'),
});
const rejectSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required to reject a tender').max(500, 'The reason is at most 500 characters'),
});

const blankToUndefined = (value: string) => (value.trim() ? value.trim() : undefined);

/** A refusal of the server (409: the tender moved on) shown inside the dialog. */
function AnswerError({ error }: { error: unknown }) {
  if (!error) return null;
  const conflict = isApiError(error) && error.status === 409;
  return (
    <Alert severity={conflict ? 'warning' : 'error'} data-testid="tender-answer-error">
      {conflict && <strong>This tender can no longer be answered. </strong>}
      {errorMessages(error).join(' ')}
    </Alert>
  );
}

interface DialogProps {
  tender: TenderDetail;
  open: boolean;
  onClose: () => void;
}

function useFullScreen() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}

/** Accept: books the load to the carrier; driver, truck and trailer are optional. */
export function AcceptTenderDialog({ tender, open, onClose }: DialogProps) {
  const respond = useRespondToTender(tender.id);
  const fullScreen = useFullScreen();
  const form = useForm<z.input<typeof acceptSchema>>({ resolver: zodResolver(acceptSchema), defaultValues: { truckNumber: '', trailerNumber: '', notes: '' } });
  const [driver, setDriver] = useState<Driver | null>(null);
  const close = () => {
    respond.reset();
    form.reset();
    setDriver(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await respond.mutateAsync({
        status: 'Accepted',
        driverId: driver?.id,
        truckNumber: blankToUndefined(values.truckNumber),
        trailerNumber: blankToUndefined(values.trailerNumber),
        notes: blankToUndefined(values.notes),
      });
      notify.success(answer.message);
      close();
    } catch {
      // Shown in the dialog (and by the central handler).
    }
  });
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="accept-tender-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="accept-tender-title">Accept tender for shipment {tender.shipmentNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Accepting books this load to your company at the tendered rate. Driver, truck and trailer can be added now or later.
            </DialogContentText>
            <AnswerError error={respond.error} />
            <DriverPicker value={driver} onChange={setDriver} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Truck number" {...form.register('truckNumber')} error={!!form.formState.errors.truckNumber} helperText={form.formState.errors.truckNumber?.message} fullWidth />
              <TextField label="Trailer number" {...form.register('trailerNumber')} error={!!form.formState.errors.trailerNumber} helperText={form.formState.errors.trailerNumber?.message} fullWidth />
            </Stack>
            <TextField label="Notes" {...form.register('notes')} multiline minRows={2} error={!!form.formState.errors.notes} helperText={form.formState.errors.notes?.message} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="success" disabled={respond.isPending}>
            {respond.isPending ? 'Accepting…' : 'Accept tender'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Reject: a reason is required. */
export function RejectTenderDialog({ tender, open, onClose }: DialogProps) {
  const respond = useRespondToTender(tender.id);
  const fullScreen = useFullScreen();
  const form = useForm<z.input<typeof rejectSchema>>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const close = () => {
    respond.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await respond.mutateAsync({ status: 'Rejected', reason: values.reason.trim() });
      notify.success(answer.message);
      close();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors?.reason : undefined;
      if (fieldErrors?.length) form.setError('reason', { message: fieldErrors[0] });
    }
  });
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="reject-tender-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-tender-title">Reject tender for shipment {tender.shipmentNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Tell the broker why you are passing on this load.</DialogContentText>
            <AnswerError error={respond.error} />
            <TextField
              label="Reason"
              required
              autoFocus
              multiline
              minRows={3}
              {...form.register('reason')}
              error={!!form.formState.errors.reason}
              helperText={form.formState.errors.reason?.message}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={respond.isPending}>
            {respond.isPending ? 'Rejecting…' : 'Reject tender'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
