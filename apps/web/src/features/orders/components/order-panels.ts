import type { Order } from '@portal/domain/orders/order-schemas';
import type { ReactNode } from 'react';

/** A document to show in the viewer (the generated bill of lading). */
export interface ViewedDocument {
  id: string;
  name: string;
  extension: string;
}

/**
 * What the order preview shows of other areas: the documents panel and viewer (documents feature)
 * and the shipment actions (rating, tendering, booking), composed by the route module
 * (app/routes/app/order-panels.tsx) because features do not import each other.
 */
export interface OrderPanels {
  documents: (order: Order) => ReactNode;
  viewDocument: (document: ViewedDocument | null, onClose: () => void) => ReactNode;
  /** Actions on the order's shipment in the logistics tab (Rate, Tender, Book, Rescind, Void). */
  shipmentActions?: (order: Order) => ReactNode;
}
