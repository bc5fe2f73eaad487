import { useParams } from 'react-router';
import { ApInvoiceListPage } from '../../../features/invoices/components/ap-invoice-list-page';
import { ApInvoicePreview } from '../../../features/invoices/components/ap-invoice-preview';
import { invoicePanels, paySpeedSlot, payTimelineSlot } from './invoice-panels';

interface InvoiceArea {
  getHref: () => string;
  preview: { getHref: (invoiceNumber: string) => string };
}

/** The accounting list and its invoice preview under an area's address ({area} and {area}/{invoiceNumber}/preview). */
export function apInvoicePages(area: InvoiceArea) {
  return function Component() {
    const { invoiceNumber } = useParams();
    if (invoiceNumber !== undefined) {
      return (
        <ApInvoicePreview
          invoiceNumber={invoiceNumber}
          closeHref={area.getHref()}
          selfHref={area.preview.getHref(invoiceNumber)}
          panels={invoicePanels}
          payTimeline={payTimelineSlot}
          paySpeed={paySpeedSlot}
        />
      );
    }
    return <ApInvoiceListPage previewHref={area.preview.getHref} />;
  };
}
