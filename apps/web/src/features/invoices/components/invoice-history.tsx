import { useState } from 'react';
import { HistoryList, type HistoryWording } from '../../../components/history/history-list';
import { PreviewSection } from '../../../components/invoices/invoice-preview-layout';
import { msg } from '../../../i18n/msg';
import { translator } from '../../../i18n/i18n';
import { INVOICE_HISTORY_PAGE_SIZE, useApInvoiceHistory } from '../api/get-ap-invoice-history';

const ACTIONS: Record<string, string> = {
  Created: msg('Invoice created'),
  Updated: msg('Invoice updated'),
  Submitted: msg('Invoice submitted'),
  DocumentAdded: msg('Document attached'),
  Approved: msg('Invoice approved'),
  PaymentScheduled: msg('Payment scheduled'),
  Paid: msg('Invoice paid'),
  RemitToPending: msg('Remit To change requested'),
  RemitToConfirmed: msg('Remit To changed'),
  RemitToCancelled: msg('Remit To change cancelled'),
  RemitToExpired: msg('Remit To change expired'),
};

/** The fields an entry names, marked for the catalogue. */
export const INVOICE_HISTORY_FIELDS = [msg('Invoice amount'), msg('Carrier invoice number'), msg('Carrier invoice amount'), msg('Status'), msg('Document'), msg('Check number'), msg('Remit To')];

const WORDING: HistoryWording = {
  action: (action) => ACTIONS[action],
  value: (value, entry) => (entry.field === 'Status' ? translator.t(value) : value),
};

/** The invoice preview's History section: who created, changed, submitted, approved and paid it, 10 a page. */
export function InvoiceHistory({ invoiceNumber }: { invoiceNumber: string }) {
  const [page, setPage] = useState(1);
  const history = useApInvoiceHistory(invoiceNumber, page);
  return (
    <PreviewSection title={msg('History')} testId="invoice-history">
      <HistoryList query={history} page={page} pageSize={INVOICE_HISTORY_PAGE_SIZE} onPage={setPage} wording={WORDING} />
    </PreviewSection>
  );
}
