import { EntityType } from '@portal/domain/common/entity-type';
import { NO_INVOICE_DOCUMENTS } from '@portal/domain/common/messages';
import type { InvoicePanels } from '../../../components/invoices/invoice-panels';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import { NotesPanel } from '../../../features/notes/components/notes-panel';

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
