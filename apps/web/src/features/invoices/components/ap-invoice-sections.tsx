import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import type { ApInvoiceDetail } from '@portal/domain/invoices/ap-invoice-schemas';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../components/invoices/format-money';
import { DetailRow, PreviewSection, ShipmentDetailRow } from '../../../components/invoices/invoice-preview-layout';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { RemitToPicker } from './remit-to-picker';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

/** The money of a payables invoice: amount, fees, balance due, what was paid and by which check. */
export function ApInvoiceSummary({ invoice }: { invoice: ApInvoiceDetail }) {
  return (
    <PreviewSection title="Summary" testId="invoice-summary">
      <DetailRow label="Invoice Amount" value={formatMoney(invoice.invoiceAmount)} testId="summary-invoice-amount" />
      <DetailRow label="Fees" value={invoice.feeAmount ? `-${formatMoney(invoice.feeAmount)}` : formatMoney(0)} />
      <Divider sx={{ my: 0.5 }} />
      <DetailRow label="Balance Due" value={formatMoney(invoice.balanceDue)} strong testId="summary-balance-due" />
      <DetailRow label="Paid" value={formatMoney(invoice.paidAmount)} />
      {invoice.payment && (
        <>
          <Divider sx={{ my: 0.5 }} />
          <DetailRow
            label="Check"
            value={
              <Link component={RouterLink} to={paths.payments.preview.getHref(invoice.payment.checkNumber)}>
                {invoice.payment.checkNumber}
              </Link>
            }
          />
          <DetailRow label="Payment Date" value={formatDate(invoice.payment.paymentDate)} />
          <DetailRow label="Payment Type" value={invoice.payment.paymentType.displayName} />
        </>
      )}
    </PreviewSection>
  );
}

/** The facts of a payables invoice: its shipment, carrier, remit-to, dates and required documents. */
export function ApInvoiceDetails({ invoice }: { invoice: ApInvoiceDetail }) {
  return (
    <PreviewSection title="Invoice Details">
      <DetailRow label="Invoice Number" value={invoice.invoiceNumber} />
      <ShipmentDetailRow shipmentNumber={invoice.shipmentNumber} />
      <DetailRow label="Shipment Status" value={invoice.shipmentStatus.displayName} />
      <DetailRow label="Carrier" value={invoice.carrier.name} />
      {invoice.remitTo && <DetailRow label="Remit To" value={invoice.remitTo.name} />}
      <DetailRow label="Delivered" value={dateOrDash(invoice.deliveredAt)} />
      <DetailRow label="Invoice Date" value={dateOrDash(invoice.invoiceDate)} />
      <DetailRow label="Due Date" value={dateOrDash(invoice.dueDate)} />
      <DetailRow
        label="Required Documents"
        value={`${invoice.numberOfUploadedRequiredDocuments} of ${invoice.numberOfRequiredDocuments}`}
        testId="details-required-documents"
      />
      <RemitToPicker invoice={invoice} />
    </PreviewSection>
  );
}
