import { EntityType } from '@portal/domain/common/entity-type';
import { NO_INVOICE_DOCUMENTS } from '@portal/domain/common/messages';
import type { InvoicePanels } from '../../../components/invoices/invoice-panels';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { NotesPanel } from '../../../features/notes/components/notes-panel';
import { PayTimelinePanel } from '../../../features/pay-timeline/components/pay-timeline-panel';
import { PaySpeedCard } from '../../../features/pay-speed/components/pay-speed-card';

/**
 * The documents (required documents with upload) and comments of an invoice preview: the documents
 * and notes areas' panels, put together here because the invoice areas do not import them.
 */
export const invoicePanels: InvoicePanels = ({ kind, id, shipmentId, invoiceNumber, isLocked, selfHref }) => {
  const invoice = kind === 'ap' ? { apInvoiceId: id } : { thirdPartyInvoiceId: id };
  return {
    documents: <DocumentsPanel filter={invoice} uploadTarget={{ ...invoice, shipmentId }} required={invoice} emptyText={NO_INVOICE_DOCUMENTS} readOnly={isLocked} />,
    comments: (
      <NotesPanel
        entityId={id}
        entityType={kind === 'ap' ? EntityType.AP_INVOICE : EntityType.THIRD_PARTY}
        entityDescription={`Invoice ${invoiceNumber}`}
        entityLink={selfHref}
        title="Comments"
      />
    ),
  };
};

/** The pay timeline of a carrier invoice preview: the pay-timeline area's section, handed to the invoices area's preview. */
export const payTimelineSlot = (invoiceNumber: string) => <PayTimelinePanel invoiceNumber={invoiceNumber} />;

/** The pay speed of a carrier invoice preview (standard terms or quick pay and its fee): the pay-speed area's card, handed to the invoices area's preview. */
export const paySpeedSlot = (invoiceId: number) => <PaySpeedCard invoiceId={invoiceId} />;
