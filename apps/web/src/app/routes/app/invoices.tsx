import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountingListPage } from '../../../features/accounting/components/accounting-list-page';
import { ApInvoicePreview } from '../../../features/accounting/components/ap-invoice-preview';

/** /invoices and /invoices/{invoiceNumber}/preview: the accounting list and preview under their own address. */
export function Component() {
  const { invoiceNumber } = useParams();
  if (invoiceNumber !== undefined) {
    return (
      <ApInvoicePreview invoiceNumber={invoiceNumber} closeHref={paths.invoices.getHref()} selfHref={paths.invoices.preview.getHref(invoiceNumber)} />
    );
  }
  return <AccountingListPage previewHref={paths.invoices.preview.getHref} />;
}
