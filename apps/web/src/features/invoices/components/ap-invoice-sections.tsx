import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ApInvoiceDetail } from '@portal/domain/invoices/ap-invoice-schemas';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../components/invoices/format-money';
import { DetailRow, PreviewSection, ShipmentDetailRow } from '../../../components/invoices/invoice-preview-layout';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { RemitToPicker } from './remit-to-picker';
import { useTranslation } from '../../../i18n/use-translation';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

/** The money of a payables invoice: amount, fees, balance due, what was paid and by which check. */
export function ApInvoiceSummary({ invoice }: { invoice: ApInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <PreviewSection title={t('Summary')} testId="invoice-summary">
      <DetailRow label={t('Invoice Amount')} value={formatMoney(invoice.invoiceAmount)} testId="summary-invoice-amount" />
      <DetailRow label={t('Fees')} value={invoice.feeAmount ? `-${formatMoney(invoice.feeAmount)}` : formatMoney(0)} />
      <Divider sx={{ my: 0.5 }} />
      <DetailRow label={t('Balance Due')} value={formatMoney(invoice.balanceDue)} strong testId="summary-balance-due" />
      <DetailRow label={t('Paid')} value={formatMoney(invoice.paidAmount)} />
      {invoice.payment && (
        <>
          <Divider sx={{ my: 0.5 }} />
          <DetailRow
            label={t('Check')}
            value={
              <Link component={RouterLink} to={paths.payments.preview.getHref(invoice.payment.checkNumber)}>
                {invoice.payment.checkNumber}
              </Link>
            }
          />
          <DetailRow label={t('Payment Date')} value={formatDate(invoice.payment.paymentDate)} />
          <DetailRow label={t('Payment Type')} value={t(invoice.payment.paymentType.displayName)} />
        </>
      )}
    </PreviewSection>
  );
}

/** The facts of a payables invoice: its shipment, carrier, remit-to, dates and required documents. */
export function ApInvoiceDetails({ invoice }: { invoice: ApInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <PreviewSection title={t('Invoice Details')}>
      <DetailRow label={t('Invoice Number')} value={invoice.invoiceNumber} />
      <ShipmentDetailRow shipmentNumber={invoice.shipmentNumber} />
      <DetailRow label={t('Shipment Status')} value={t(invoice.shipmentStatus.displayName)} />
      <DetailRow label={t('Carrier')} value={invoice.carrier.name} testId="details-carrier" />
      {invoice.remitTo && (
        <>
          <DetailRow label={t('Remit To')} value={invoice.remitTo.name} testId="details-remit-to" />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5, mb: 0.5 }}>
            {t('{{carrier}} assigned this invoice: it is paid to {{factor}}.', { carrier: invoice.carrier.name, factor: invoice.remitTo.name })}
          </Typography>
        </>
      )}
      <DetailRow label={t('Delivered')} value={dateOrDash(invoice.deliveredAt)} />
      <DetailRow label={t('Invoice Date')} value={dateOrDash(invoice.invoiceDate)} />
      <DetailRow label={t('Due Date')} value={dateOrDash(invoice.dueDate)} />
      <DetailRow
        label={t('Required Documents')}
        value={t('{{uploaded}} of {{required}}', { uploaded: invoice.numberOfUploadedRequiredDocuments, required: invoice.numberOfRequiredDocuments })}
        testId="details-required-documents"
      />
      <RemitToPicker invoice={invoice} />
    </PreviewSection>
  );
}
