import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BackOfficeInvoice } from '@portal/domain/back-office/back-office-schemas';
import { formatUsd } from '@portal/domain/common/money';
import { createPaymentBody, type CreatePaymentBody, type PaymentToCreate } from '@portal/domain/payments/payment-schemas';
import { PAYMENT_TYPES } from '@portal/domain/payments/payment-type';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { sumDollarsToCents } from '../../../components/invoices/format-money';
import { useTranslation } from '../../../i18n/use-translation';
import dayjs from '../../../lib/dayjs';
import { notifySuccessOf } from '../../../lib/notify';
import { useSchedulePayment } from '../api/schedule-payment';

interface SchedulePaymentDialogProps {
  /** Settled invoices of one carrier and one payee. */
  invoices: readonly BackOfficeInvoice[];
  onClose: () => void;
  onScheduled: () => void;
}

/**
 * The check that pays the picked invoices: number, type and date, validated by the API's own body
 * schema, and the payee and total said before anything is paid.
 */
export function SchedulePaymentDialog({ invoices, onClose, onScheduled }: SchedulePaymentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const schedule = useSchedulePayment();
  const { payee, carrier } = invoices[0];
  const total = formatUsd(sumDollarsToCents(invoices.map((i) => i.balanceDue)));
  const form = useForm<CreatePaymentBody, unknown, PaymentToCreate>({
    resolver: zodResolver(createPaymentBody),
    defaultValues: { checkNumber: '', paymentType: 0, paymentDate: dayjs().format('YYYY-MM-DD'), invoiceIds: invoices.map((i) => i.id) },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    const pending = schedule.mutateAsync(body);
    notifySuccessOf(pending, (answer) => t('Check {{check}} for {{amount}} scheduled to {{payee}}', { check: answer.data.checkNumber, amount: total, payee: answer.data.paidTo.name }));
    void pending.then(onScheduled, () => undefined);
  });
  const problem = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('Schedule a payment to {{payee}}', { payee: payee.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText data-testid="payment-confirmation">
              {invoices.length === 1
                ? t('One check pays {{payee}} {{total}} for 1 invoice of {{carrier}}.', { payee: payee.name, total, carrier: carrier.name })
                : t('One check pays {{payee}} {{total}} for {{count}} invoices of {{carrier}}.', { payee: payee.name, total, count: invoices.length, carrier: carrier.name })}
            </DialogContentText>
            <TextField
              label={t('Check number')}
              required
              autoFocus
              {...form.register('checkNumber')}
              error={!!errors.checkNumber}
              helperText={problem(errors.checkNumber?.message)}
            />
            <TextField
              select
              label={t('Payment type')}
              value={form.watch('paymentType')}
              onChange={(event) => form.setValue('paymentType', Number(event.target.value))}
              error={!!errors.paymentType}
              helperText={problem(errors.paymentType?.message)}
            >
              {PAYMENT_TYPES.map((type) => (
                <MenuItem key={type.code} value={type.code}>
                  {t(type.name)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('Payment date')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.register('paymentDate')}
              error={!!errors.paymentDate}
              helperText={problem(errors.paymentDate?.message)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={schedule.isPending}>
            {t('Pay {{total}}', { total })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
