import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApInvoiceListPage } from '../../../features/invoices/components/ap-invoice-list-page';
import { ApInvoicePreview } from '../../../features/invoices/components/ap-invoice-preview';
import { invoicePanels } from './invoice-panels';

/** /accounting and /accounting/{invoiceNumber}/preview. */
export function Component() {
  const { invoiceNumber } = useParams();
  if (invoiceNumber !== undefined) {
    return (
      <ApInvoicePreview
        invoiceNumber={invoiceNumber}
        closeHref={paths.accounting.getHref()}
        selfHref={paths.accounting.preview.getHref(invoiceNumber)}
        panels={invoicePanels}
      />
    );
  }
  return <ApInvoiceListPage previewHref={paths.accounting.preview.getHref} />;
}
