import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  availablePayerActions,
  DISPUTE_REASON_MAX,
  payerDisputeBody,
  payerPaymentBody,
  PAYMENT_REFERENCE_MAX,
  type PayerAction,
} from '@portal/domain/third-party-invoices/payer-actions';
import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../components/invoices/format-money';
import { ReasonField } from '../../../components/reason-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../i18n/use-translation';
import { useApproveThirdPartyInvoice } from '../api/approve-third-party-invoice';
import { useDisputeThirdPartyInvoice } from '../api/dispute-third-party-invoice';
import { usePayThirdPartyInvoice } from '../api/pay-third-party-invoice';
import { translatedFieldError } from '../../../lib/translate-message';
import { CancelConfirmActions } from '../../../components/cancel-confirm-actions';

/** The payer's dispute and payment, shown to everyone who reads the invoice (payer, carrier, brokerage). */
export function PayerOutcome({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {invoice.dispute && (
        <Alert severity={invoice.dispute.open ? 'warning' : 'info'} data-testid="dispute-notice">
          <AlertTitle>
            {invoice.dispute.open
              ? t('Disputed by the payer on {{date}}', { date: formatDate(invoice.dispute.disputedAt) })
              : t('Dispute of {{date}}, resolved', { date: formatDate(invoice.dispute.disputedAt) })}
          </AlertTitle>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dispute-reason">
            {invoice.dispute.reason}
          </Box>
          {invoice.dispute.disputedBy && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('Raised by {{name}}', { name: invoice.dispute.disputedBy })}
            </Typography>
          )}
        </Alert>
      )}
      {invoice.payment && (
        <Alert severity="success" data-testid="payment-notice">
          {t('Paid in Full on {{date}}, payment reference {{reference}}', { date: formatDate(invoice.payment.paidOn), reference: invoice.payment.reference })}
        </Alert>
      )}
    </>
  );
}

/**
 * Approve, dispute and pay, offered only to the payer's users whose role allows the action in the
 * invoice's present state (the rule the server enforces); each asks for confirmation first.
 */
export function PayerActions({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState<PayerAction | null>(null);
  const actions = availablePayerActions(user, { payerCompanyId: invoice.payerCompanyId, status: invoice.status.status, disputeOpen: invoice.dispute?.open ?? false });
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="payer-actions">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flex: 1, fontWeight: 500 }}>
          {actions.includes('pay') ? t('This invoice is approved and ready to pay.') : t('Review this invoice: approve it for payment or dispute it.')}
        </Typography>
        {actions.includes('dispute') && (
          <Button variant="outlined" color="warning" onClick={() => setOpen('dispute')}>
            {t('Dispute Invoice')}
          </Button>
        )}
        {actions.includes('approve') && (
          <Button variant="contained" onClick={() => setOpen('approve')}>
            {t('Approve')}
          </Button>
        )}
        {actions.includes('pay') && (
          <Button variant="contained" color="success" onClick={() => setOpen('pay')}>
            {t('Pay Invoice')}
          </Button>
        )}
      </Stack>
      {open === 'approve' && <ApproveDialog invoice={invoice} onClose={close} />}
      {open === 'dispute' && <DisputeDialog invoice={invoice} onClose={close} />}
      {open === 'pay' && <PayDialog invoice={invoice} onClose={close} />}
    </Paper>
  );
}

function useFullScreen() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}

/** A refusal of the server inside the dialog: 409 when the invoice moved on meanwhile. */
function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  const moved = isApiError(error) && error.status === 409;
  return (
    <Alert severity={moved ? 'warning' : 'error'} data-testid="payer-action-error">
      {errorMessages(error).join(' ')}
    </Alert>
  );
}

function ActionDialog(props: { id: string; title: string; onClose: () => void; onSubmit: () => void; busy: boolean; confirm: ReactNode; children: ReactNode }) {
  const fullScreen = useFullScreen();
  return (
    <Dialog open onClose={props.onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={props.id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <DialogTitle id={props.id}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>{props.children}</Stack>
        </DialogContent>
        <CancelConfirmActions onCancel={props.onClose} label={props.confirm} pending={props.busy} />
      </form>
    </Dialog>
  );
}

function ApproveDialog({ invoice, onClose }: { invoice: ThirdPartyInvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveThirdPartyInvoice(invoice.invoiceNumber);
  const submit = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('Invoice {{number}} approved', { number: invoice.invoiceNumber }));
        onClose();
      },
    });
  return (
    <ActionDialog id="approve-invoice-title" title={t('Approve invoice {{number}}?', { number: invoice.invoiceNumber })} onClose={onClose} onSubmit={submit} busy={approve.isPending} confirm={t('Approve')}>
      <DialogContentText>
        {t('{{carrier}} is paid {{amount}}. The invoice moves from Received to Settled and can no longer be edited.', {
          carrier: invoice.carrierName,
          amount: formatMoney(invoice.balance),
        })}
      </DialogContentText>
      {invoice.dispute?.open && <DialogContentText>{t('Approving it resolves your dispute.')}</DialogContentText>}
      <ActionError error={approve.error} />
    </ActionDialog>
  );
}

function DisputeDialog({ invoice, onClose }: { invoice: ThirdPartyInvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const dispute = useDisputeThirdPartyInvoice(invoice.invoiceNumber);
  const form = useForm<z.input<typeof payerDisputeBody>, unknown, z.output<typeof payerDisputeBody>>({ resolver: zodResolver(payerDisputeBody), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((body) =>
    dispute.mutate(body, {
      onSuccess: () => {
        notify.success(t('Invoice {{number}} disputed', { number: invoice.invoiceNumber }));
        onClose();
      },
      onError: (error) => {
        const reason = isApiError(error) ? translatedFieldError(error, 'reason') : undefined;
        if (reason) form.setError('reason', { message: reason });
      },
    }),
  );
  const error = form.formState.errors.reason?.message;
  return (
    <ActionDialog
      id="dispute-invoice-title"
      title={t('Dispute invoice {{number}}', { number: invoice.invoiceNumber })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={dispute.isPending}
      confirm={t('Dispute Invoice')}
    >
      <DialogContentText>{t('The carrier and the brokerage see your reason. The invoice stays Received and needs action until you approve it.')}</DialogContentText>
      <ActionError error={dispute.error} />
      <ReasonField field={form.register('reason')} problem={error} maxLength={DISPUTE_REASON_MAX} />
    </ActionDialog>
  );
}

function PayDialog({ invoice, onClose }: { invoice: ThirdPartyInvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const pay = usePayThirdPartyInvoice(invoice.invoiceNumber);
  const form = useForm<z.input<typeof payerPaymentBody>, unknown, z.output<typeof payerPaymentBody>>({
    resolver: zodResolver(payerPaymentBody),
    defaultValues: { paymentReference: '', paidOn: dayjs().format('YYYY-MM-DD') },
  });
  const submit = form.handleSubmit((body) =>
    pay.mutate(body, {
      onSuccess: () => {
        notify.success(t('Invoice {{number}} paid in full', { number: invoice.invoiceNumber }));
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const field of ['paymentReference', 'paidOn'] as const) {
          const message = translatedFieldError(error, field);
          if (message) form.setError(field, { message });
        }
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <ActionDialog
      id="pay-invoice-title"
      title={t('Pay invoice {{number}}', { number: invoice.invoiceNumber })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={pay.isPending}
      confirm={t('Record Payment')}
    >
      <DialogContentText>
        {t('Record the payment of {{amount}} to {{payee}}. The invoice moves from Settled to Paid in Full.', {
          amount: formatMoney(invoice.balance),
          payee: invoice.factoringCompany?.name ?? invoice.carrierName,
        })}
      </DialogContentText>
      <ActionError error={pay.error} />
      <TextField
        label={t('Payment Reference')}
        required
        autoFocus
        {...form.register('paymentReference')}
        slotProps={{ htmlInput: { maxLength: PAYMENT_REFERENCE_MAX } }}
        error={!!errors.paymentReference}
        helperText={errors.paymentReference?.message ? t(errors.paymentReference.message) : t('The check number or transfer reference')}
        fullWidth
      />
      <TextField
        label={t('Payment Date')}
        type="date"
        required
        {...form.register('paidOn')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!errors.paidOn}
        helperText={errors.paidOn?.message && t(errors.paidOn.message)}
        fullWidth
      />
    </ActionDialog>
  );
}
