import Divider from '@mui/material/Divider';
import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { formatMoney } from '../../../components/invoices/format-money';
import { DetailRow, PreviewSection, ShipmentDetailRow } from '../../../components/invoices/invoice-preview-layout';
import { formatDate } from '../../../lib/format';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

/** The money of a third-party invoice: amount, fees and balance, the payment and the total payment. */
export function ThirdPartyInvoiceSummary({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  return (
    <PreviewSection title="Summary" testId="third-party-summary">
      <DetailRow label="Invoice Amount" value={formatMoney(invoice.invoiceAmount)} />
      <DetailRow label="Fees & Balance" value={formatMoney(invoice.feeAndBalance)} />
      <Divider sx={{ my: 0.5 }} />
      <DetailRow label="Payment" value={formatMoney(invoice.balance)} strong testId="summary-payment" />
      <DetailRow label="Total Payment" value={formatMoney(invoice.total)} strong testId="summary-total-payment" />
    </PreviewSection>
  );
}

/** The facts of a third-party invoice: its shipment, carrier, customer, remit-to, dates and billing settings. */
export function ThirdPartyInvoiceDetails({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  return (
    <PreviewSection title="Invoice Details">
      <DetailRow label="Invoice Number" value={invoice.invoiceNumber} />
      <ShipmentDetailRow shipmentNumber={invoice.shipmentNumber} />
      <DetailRow label="Shipment Status" value={invoice.shipmentStatus} />
      <DetailRow label="Carrier" value={invoice.carrierName} />
      {invoice.customerName && <DetailRow label="Customer" value={invoice.customerName} />}
      {invoice.factoringCompany && <DetailRow label="Remit To" value={invoice.factoringCompany.name} testId="remit-to" />}
      {invoice.externalInvoiceNumber && <DetailRow label="Carrier Invoice #" value={invoice.externalInvoiceNumber} />}
      <DetailRow label="Invoice Date" value={dateOrDash(invoice.invoiceDate)} />
      <DetailRow label="Load Date" value={dateOrDash(invoice.loadDate)} />
      <DetailRow label="Due Date" value={dateOrDash(invoice.dueDateTimeStamp)} />
      {invoice.billingSettingsName && <DetailRow label="Billing Settings" value={invoice.billingSettingsName} />}
    </PreviewSection>
  );
}
