/**
 * Web-only document types: which record a panel lists. The documents API's answers and bodies are
 * the domain's (@portal/domain/documents/document-schemas), the dropoffs a proof of delivery may go
 * on the shipments area's (@portal/domain/shipments/shipment-detail-schemas).
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
