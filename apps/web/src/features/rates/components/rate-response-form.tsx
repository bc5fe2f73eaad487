import AttachMoney from '@mui/icons-material/AttachMoney';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RateResponseBodySchema, type RateRequestDetail } from '@portal/domain/rates/rate-schemas';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useDeclineRateRequest, useSendRateResponse } from '../api/answer-rate-request';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldError } from '../../../lib/translate-message';
import { CancelConfirmActions } from '../../../components/cancel-confirm-actions';

type ResponseValues = z.input<typeof RateResponseBodySchema>;
type Response = z.output<typeof RateResponseBodySchema>;

/** A conflict (the request was answered or expired meanwhile) or another refusal, in the form. */
function ServerRefusal({ error }: { error: unknown }) {
  if (!error || (isApiError(error) && error.status === 400)) return null;
  return (
    <Alert severity={isApiError(error) && error.status === 409 ? 'warning' : 'error'} data-testid="rate-answer-error">
      {errorMessages(error).join(' ')}
    </Alert>
  );
}

/** The carrier's answer to an open rate request: a rate and notes, or Decline. */
export function RateResponseForm({ request }: { request: RateRequestDetail }) {
  const { t } = useTranslation();
  const send = useSendRateResponse(request.id);
  const [declineOpen, setDeclineOpen] = useState(false);
  // The form validates with the route's body schema: its messages are the ones shown here.
  const form = useForm<ResponseValues, unknown, Response>({
    resolver: zodResolver(RateResponseBodySchema),
    defaultValues: { rate: request.targetRate ? request.targetRate.toFixed(2) : '', notes: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync({ rate: values.rate, notes: values.notes?.trim() });
      notify.success(answerMessageOf(answer));
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const field of ['rate', 'notes'] as const) {
          const message = translatedFieldError(error, field);
          if (message) form.setError(field, { message });
        }
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('Respond to rate request')}>
      <Stack spacing={2}>
        <ServerRefusal error={send.error} />
        <TextField
          label={t('Your rate')}
          required
          inputMode="decimal"
          {...form.register('rate')}
          error={!!form.formState.errors.rate}
          helperText={form.formState.errors.rate?.message ? t(form.formState.errors.rate.message) : t('All-in rate for the load, in US dollars')}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><AttachMoney fontSize="small" /></InputAdornment> } }}
        />
        <TextField
          label={t('Notes')}
          multiline
          minRows={3}
          {...form.register('notes')}
          error={!!form.formState.errors.notes}
          helperText={form.formState.errors.notes?.message ? t(form.formState.errors.notes.message) : t('Equipment, availability, anything the broker should know')}
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button color="error" variant="outlined" onClick={() => setDeclineOpen(true)}>
            {t('Decline')}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('Sending…') : t('Send response')}
          </Button>
        </Stack>
      </Stack>
      {declineOpen && <DeclineDialog request={request} onClose={() => setDeclineOpen(false)} />}
    </form>
  );
}

function DeclineDialog({ request, onClose }: { request: RateRequestDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineRateRequest(request.id);
  const [reason, setReason] = useState('');
  const confirm = async () => {
    try {
      const answer = await decline.mutateAsync({ reason: reason.trim() || undefined });
      notify.success(answerMessageOf(answer));
      onClose();
    } catch {
      // Shown below and by the central handler.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-rate-title">
      <DialogTitle id="decline-rate-title">{t('Decline rate request for shipment {{shipmentNumber}}', { shipmentNumber: request.shipmentNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ServerRefusal error={decline.error} />
          <TextField label={t('Reason (optional)')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <CancelConfirmActions onCancel={onClose} onConfirm={() => void confirm()} color="error" label={t('Decline request')} pending={decline.isPending} />
    </Dialog>
  );
}
