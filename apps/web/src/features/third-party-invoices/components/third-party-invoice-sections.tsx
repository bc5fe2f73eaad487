import Divider from '@mui/material/Divider';
import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { formatMoney } from '../../../components/invoices/format-money';
import { DetailRow, PreviewSection, ShipmentDetailRow } from '../../../components/invoices/invoice-preview-layout';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n/use-translation';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

/** The money of a third-party invoice: amount, fees and balance, the payment and the total payment. */
export function ThirdPartyInvoiceSummary({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <PreviewSection title={t('Summary')} testId="third-party-summary">
      <DetailRow label={t('Invoice Amount')} value={formatMoney(invoice.invoiceAmount)} />
      <DetailRow label={t('Fees & Balance')} value={formatMoney(invoice.feeAndBalance)} />
      <Divider sx={{ my: 0.5 }} />
      <DetailRow label={t('Payment')} value={formatMoney(invoice.balance)} strong testId="summary-payment" />
      <DetailRow label={t('Total Payment')} value={formatMoney(invoice.total)} strong testId="summary-total-payment" />
    </PreviewSection>
  );
}

/** The facts of a third-party invoice: its shipment, carrier, customer, remit-to, dates and billing settings. */
export function ThirdPartyInvoiceDetails({ invoice }: { invoice: ThirdPartyInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <PreviewSection title={t('Invoice Details')}>
      <DetailRow label={t('Invoice Number')} value={invoice.invoiceNumber} />
      <ShipmentDetailRow shipmentNumber={invoice.shipmentNumber} />
      <DetailRow label={t('Shipment Status')} value={t(invoice.shipmentStatus)} />
      <DetailRow label={t('Carrier')} value={invoice.carrierName} />
      {invoice.customerName && <DetailRow label={t('Customer')} value={invoice.customerName} />}
      {invoice.factoringCompany && <DetailRow label={t('Remit To')} value={invoice.factoringCompany.name} testId="remit-to" />}
      {invoice.externalInvoiceNumber && <DetailRow label={t('Carrier Invoice #')} value={invoice.externalInvoiceNumber} />}
      <DetailRow label={t('Invoice Date')} value={dateOrDash(invoice.invoiceDate)} />
      <DetailRow label={t('Load Date')} value={dateOrDash(invoice.loadDate)} />
      <DetailRow label={t('Due Date')} value={dateOrDash(invoice.dueDateTimeStamp)} />
      {invoice.billingSettingsName && <DetailRow label={t('Billing Settings')} value={invoice.billingSettingsName} />}
    </PreviewSection>
  );
}
