import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BackOfficeInvoice } from '@portal/domain/back-office/back-office-schemas';
import { useId } from 'react';
import { formatMoney } from '../../../components/invoices/format-money';
import { useTranslation } from '../../../i18n/use-translation';
import { notifySuccessOf } from '../../../lib/notify';
import { useApproveInvoice } from '../api/approve-invoice';

/** Asks before approving: approving settles the invoice, and money follows it. */
export function ApproveDialog({ invoice, onClose }: { invoice: BackOfficeInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const approve = useApproveInvoice();
  const confirm = () => {
    const pending = approve.mutateAsync(invoice.id);
    notifySuccessOf(pending, () => t('Invoice {{number}} approved for payment', { number: invoice.invoiceNumber }));
    void pending.then(onClose, () => undefined);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Approve invoice {{number}}?', { number: invoice.invoiceNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('{{carrier}} is owed {{amount}} for shipment {{shipment}}.', {
            carrier: invoice.carrier.name,
            amount: formatMoney(invoice.invoiceAmount),
            shipment: invoice.shipmentNumber,
          })}{' '}
          {t('Approving settles the invoice: it moves to Payments to schedule, where an Admin who did not approve it pays it.')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={approve.isPending}>
          {t('Approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
