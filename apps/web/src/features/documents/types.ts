import type { FileType } from '@portal/domain/documents/file-type';

type Id = string | number;

/** A stored document as the Portal API answers it (spec section 3, Document). */
export interface PortalDocument {
  id: string;
  name: string;
  /** Display name of the file type ('Proof of Delivery'). */
  type: string;
  fileType: number;
  /** '.pdf', 'pdf', ...: compare through normalizeExtension. */
  extension: string;
  fileURL: string;
  entityType: number;
  entityId: number;
  entityDescription: string;
  createdAt: string;
  uploadedBy: { firstName: string; lastName: string } | null;
  canDelete: boolean;
}

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

/** One document a shipment or invoice still needs, or already has (spec section 3, Required invoice document). */
export interface RequiredDocument {
  fileType: number;
  description: string;
  entityType: number;
  orderStopId: number | null;
  orderId: number | null;
  shipmentId: number | null;
  invoiceId: number | null;
  isUploaded: boolean;
  documentIds: string[];
}

export interface RequiredDocumentsAnswer {
  data: RequiredDocument[];
  uploadedCount: number;
  requiredCount: number;
}

/** Body of POST /portal/api/documents (the spec's uploadData, with fileType as a code). */
export interface UploadDocumentBody {
  name: string;
  fileType: FileType;
  /** Base64 without the data: prefix. */
  data: string;
  orderStopId?: Id;
  shipmentId?: Id;
  apInvoiceId?: Id;
  thirdPartyInvoiceId?: Id;
  caseId?: Id;
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
