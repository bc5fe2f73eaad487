import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountingListPage } from '../../../features/accounting/components/accounting-list-page';
import { ApInvoicePreview } from '../../../features/accounting/components/ap-invoice-preview';

/** /accounting and /accounting/{invoiceNumber}/preview. */
export function Component() {
  const { invoiceNumber } = useParams();
  if (invoiceNumber !== undefined) {
    return (
      <ApInvoicePreview
        invoiceNumber={invoiceNumber}
        closeHref={paths.accounting.getHref()}
        selfHref={paths.accounting.preview.getHref(invoiceNumber)}
      />
    );
  }
  return <AccountingListPage previewHref={paths.accounting.preview.getHref} />;
}
