import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApInvoiceListPage } from '../../../features/invoices/components/ap-invoice-list-page';
import { ApInvoicePreview } from '../../../features/invoices/components/ap-invoice-preview';
import { invoicePanels } from './invoice-panels';

/** /invoices and /invoices/{invoiceNumber}/preview: the accounting list and preview under their own address. */
export function Component() {
  const { invoiceNumber } = useParams();
  if (invoiceNumber !== undefined) {
    return (
      <ApInvoicePreview
        invoiceNumber={invoiceNumber}
        closeHref={paths.invoices.getHref()}
        selfHref={paths.invoices.preview.getHref(invoiceNumber)}
        panels={invoicePanels}
      />
    );
  }
  return <ApInvoiceListPage previewHref={paths.invoices.preview.getHref} />;
}
