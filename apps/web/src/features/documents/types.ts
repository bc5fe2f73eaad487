/**
 * Web-only document types: which record a panel lists, and the dropoffs a proof of delivery may go
 * on (the shipments area's answer). The documents API's answers and bodies are the domain's
 * (@portal/domain/documents/document-schemas).
 */

type Id = string | number;

/** The record whose documents are listed: exactly one of these. */
export interface DocumentFilter {
  shipmentId?: Id;
  apInvoiceId?: Id;
  thirdPartyInvoiceId?: Id;
  caseId?: Id;
  orderId?: Id;
}

/** The record whose required documents are listed. */
export interface RequiredDocumentsFilter {
  shipmentId?: Id;
  apInvoiceId?: Id;
  thirdPartyInvoiceId?: Id;
}

/** A dropoff of one order of a shipment: the stops a proof of delivery can belong to. */
export interface OrderDropoff {
  /** Zero-based within the order. */
  stopNumber: number;
  stopId: number;
  name: string;
  city: string;
  state: string;
}

export interface OrderDropoffs {
  orderNumber: string;
  dropoffs: OrderDropoff[];
}
