import { useParams } from 'react-router';
import { ThirdPartyInvoicePreview } from '../../../features/third-party-invoices/components/third-party-invoice-preview';
import { ThirdPartyListPage } from '../../../features/third-party-invoices/components/third-party-list-page';
import { invoicePanels } from './invoice-panels';

/** /third-party-payer-invoices and /third-party-payer-invoices/{invoiceNumber}/preview. */
export function Component() {
  const { invoiceNumber } = useParams();
  if (invoiceNumber !== undefined) return <ThirdPartyInvoicePreview invoiceNumber={invoiceNumber} panels={invoicePanels} />;
  return <ThirdPartyListPage />;
}
