import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CarrierRateRequestBatchBodySchema,
  DEFAULT_RATE_REQUEST_HOURS,
  type CarrierRateRequestBatchBody,
  type CarrierRateRequestBatchInput,
} from '@portal/domain/rates/carrier-rate-request-schemas';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useUnifiedRates } from '../api/get-unified-rates';
import { useRequestCarrierRates } from '../api/request-carrier-rates';
import { RateRequestCarrierPicker } from './rate-request-carrier-picker';
import { tenderCarrierOptions } from './tender-carriers';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldErrors } from '../../../lib/translate-message';

interface RequestRatesDialogProps {
  shipmentId: number;
  shipmentNumber: string;
  /** Carriers that still owe an answer on this shipment. */
  waiting: ReadonlySet<number>;
  onClose: () => void;
}

type Field = 'carrierIds' | 'targetRate' | 'expiresInHours';

/** Where the server's field errors go: `carrierIds.2` belongs to the carriers. */
function fieldOf(key: string): Field {
  if (key.startsWith('targetRate')) return 'targetRate';
  if (key.startsWith('expiresInHours')) return 'expiresInHours';
  return 'carrierIds';
}

/** Ask several carriers at once for a rate on the shipment, with an optional target rate and how long they have to answer. */
export function RequestRatesDialog({ shipmentId, shipmentNumber, waiting, onClose }: RequestRatesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const rates = useUnifiedRates(shipmentNumber);
  const options = tenderCarrierOptions(rates.data ?? []);
  const request = useRequestCarrierRates();
  const form = useForm<CarrierRateRequestBatchBody, unknown, CarrierRateRequestBatchInput>({
    resolver: zodResolver(CarrierRateRequestBatchBodySchema),
    defaultValues: { shipmentId, carrierIds: [], expiresInHours: DEFAULT_RATE_REQUEST_HOURS },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      notify.success(answerMessageOf(await request.mutateAsync(values)));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.errors) {
        for (const [key, messages] of Object.entries(translatedFieldErrors(error))) if (messages[0]) form.setError(fieldOf(key), { message: messages[0] });
      }
    }
  });
  const refusal = request.error && !(isApiError(request.error) && request.error.status === 400) ? errorMessages(request.error).join(' ') : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-label={t('Request rates')}>
        <DialogTitle id={titleId}>{t('Request rates for shipment {{shipmentNumber}}', { shipmentNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <Typography variant="body2" color="text.secondary">
              {t('Each carrier sees the request on its Rate Requests page; its answer shows here and can be booked.')}
            </Typography>
            {rates.isPending ? (
              <Typography color="text.secondary">{t('Loading carriers with rates on this lane…')}</Typography>
            ) : options.length === 0 ? (
              <Alert severity="info">{t('No carrier has a rate on this lane yet.')}</Alert>
            ) : (
              <Controller
                control={form.control}
                name="carrierIds"
                render={({ field, fieldState }) => (
                  <RateRequestCarrierPicker options={options} selected={field.value.map(Number)} waiting={waiting} onChange={field.onChange} error={fieldState.error?.message} />
                )}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('Target rate (optional)')}
                inputMode="decimal"
                {...form.register('targetRate', { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) })}
                error={!!errors.targetRate}
                helperText={errors.targetRate?.message ? t(errors.targetRate.message) : t('What you hope to pay, shown to the carriers')}
                slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label={t('Answer within (hours)')}
                type="number"
                required
                {...form.register('expiresInHours')}
                error={!!errors.expiresInHours}
                helperText={errors.expiresInHours?.message ? t(errors.expiresInHours.message) : t('From 1 to 168 hours (7 days)')}
                slotProps={{ htmlInput: { min: 1, max: 168 } }}
                sx={{ flex: 1 }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={request.isPending || options.length === 0}>
            {request.isPending ? t('Sending…') : t('Send request')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
