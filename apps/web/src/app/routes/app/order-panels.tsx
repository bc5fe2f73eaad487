import { DocumentViewer } from '../../../components/document-viewer/document-viewer';
import { useDocumentFile } from '../../../features/documents/api/get-document-file';
import { DocumentsPanel } from '../../../features/documents/components/documents-panel';
import type { OrderPanels, ViewedDocument } from '../../../features/orders/components/order-panels';
import { BrokerShipmentActions } from '../../../features/rates/components/broker-shipment-actions';

/** The viewer on a document by id: the documents feature loads the file, the shared viewer shows it. */
function OrderDocumentViewer({ document, onClose }: { document: ViewedDocument | null; onClose: () => void }) {
  const file = useDocumentFile(document?.id ?? null);
  return <DocumentViewer open={!!document} document={document} onClose={onClose} file={{ data: file.data, error: file.error }} />;
}

/**
 * The order preview's documents tab and the viewer its Bill of Lading opens: the documents feature's
 * parts, put together here because the orders area does not import them; and the rates feature's
 * actions on the order's shipment (shop rates, tender, rescind, void, max buy, origination).
 */
export const orderPanels: OrderPanels = {
  documents: (order) => (
    <DocumentsPanel
      filter={{ orderId: order.id }}
      uploadTarget={{ shipmentId: order.shipment?.id }}
      readOnly={!order.shipment}
      emptyText="No documents for this order yet"
    />
  ),
  viewDocument: (document, onClose) => <OrderDocumentViewer document={document} onClose={onClose} />,
  shipmentActions: (order) => (order.shipment ? <BrokerShipmentActions shipmentId={order.shipment.id} shipmentNumber={order.shipment.shipmentNumber} /> : null),
};
