import { route } from '../api/route-contract';
import { IdempotencyKeyHeadersSchema } from '../orders/order-schemas';
import {
  CarrierUploadBodySchema,
  DOCUMENT_FILE_CONTENT_TYPES,
  DocumentAnswerSchema,
  DocumentFindQuerySchema,
  DocumentIdParamsSchema,
  DocumentListSchema,
  DocumentTriggerAnswerSchema,
  DocumentTriggerBodySchema,
  FileQuerySchema,
  RequiredDocumentsAnswerSchema,
  RequiredDocumentsQuerySchema,
  ResultIdSchema,
  ShipmentDocumentsQuerySchema,
  ShipmentIdAltParamsSchema,
  ShipmentIdParamsSchema,
  UploadDataSchema,
} from './document-schemas';

const portal = { service: 'portal', tags: ['documents'] } as const;
const carrier = { service: 'carrier', tags: ['documents'] } as const;
const trucks = { service: 'trucks', tags: ['documents'] } as const;

/**
 * Documents: upload, find, the file, delete, the shipment document event and required documents on
 * the Portal API; the Carrier API's and the Trucks API's paths for the same (the spec's, verbatim).
 */
export const documentRoutes = {
  upload: route({
    ...portal,
    method: 'POST',
    path: '/documents',
    summary: 'Upload a document (base64) to a stop, shipment, invoice, third-party invoice, case or order; an Idempotency-Key makes a retry answer the same',
    headers: IdempotencyKeyHeadersSchema,
    body: UploadDataSchema,
    status: 201,
    answer: DocumentAnswerSchema,
  }),
  find: route({
    ...portal,
    method: 'GET',
    path: '/documents',
    summary: 'Documents of one record (invoice, order, shipment, AP invoice, case, third-party invoice) or of a company',
    query: DocumentFindQuerySchema,
    answer: DocumentListSchema,
  }),
  file: route({
    ...portal,
    method: 'GET',
    path: '/documents/:id/file',
    summary: 'The file of a document (inline, or as an attachment with download=true); supports Range',
    params: DocumentIdParamsSchema,
    query: FileQuerySchema,
    answer: 'file',
    produces: DOCUMENT_FILE_CONTENT_TYPES,
    ranges: true,
  }),
  remove: route({ ...portal, method: 'DELETE', path: '/documents/:id', summary: 'Delete a document (its uploader company only)', params: DocumentIdParamsSchema, answer: ResultIdSchema }),
  trigger: route({
    ...portal,
    method: 'PUT',
    path: '/shipments/:shipmentId/document-trigger',
    summary: 'Record the shipment document event for a file type',
    params: ShipmentIdAltParamsSchema,
    body: DocumentTriggerBodySchema,
    answer: DocumentTriggerAnswerSchema,
  }),
  required: route({
    ...portal,
    method: 'GET',
    path: '/required-documents',
    summary: 'Required documents of a shipment, AP invoice or third-party invoice, with what is uploaded',
    query: RequiredDocumentsQuerySchema,
    answer: RequiredDocumentsAnswerSchema,
  }),

  carrierFile: route({
    ...carrier,
    method: 'GET',
    path: '/v1/documents/:id',
    summary: 'The file of a document (blob); supports Range',
    params: DocumentIdParamsSchema,
    query: FileQuerySchema,
    answer: 'file',
    produces: DOCUMENT_FILE_CONTENT_TYPES,
    ranges: true,
  }),
  carrierUpload: route({ ...carrier, method: 'POST', path: '/v2/documents', summary: 'Upload a document (uploadData)', body: CarrierUploadBodySchema, status: 201, answer: DocumentAnswerSchema }),
  carrierRemove: route({ ...carrier, method: 'DELETE', path: '/v2/documents/:id', summary: 'Delete a document', params: DocumentIdParamsSchema, answer: ResultIdSchema }),
  carrierTrigger: route({
    ...carrier,
    method: 'PUT',
    path: '/v2/documents/document-trigger/:id',
    summary: 'Record the shipment document event (id is the shipment id)',
    params: ShipmentIdParamsSchema,
    body: DocumentTriggerBodySchema,
    answer: DocumentTriggerAnswerSchema,
  }),

  trucksShipmentDocuments: route({
    ...trucks,
    method: 'GET',
    path: '/v2/shipments/:id/documents',
    summary: 'Documents of a shipment, optionally of one file type',
    params: ShipmentIdParamsSchema,
    query: ShipmentDocumentsQuerySchema,
    answer: DocumentListSchema,
  }),
  trucksUpload: route({
    ...trucks,
    method: 'POST',
    path: '/v2/shipments/:id/documents',
    summary: 'Upload a document to a shipment (uploadData); an Idempotency-Key makes a retry answer the same',
    params: ShipmentIdParamsSchema,
    headers: IdempotencyKeyHeadersSchema,
    body: CarrierUploadBodySchema,
    status: 201,
    answer: DocumentAnswerSchema,
  }),
  trucksRequired: route({
    ...trucks,
    method: 'GET',
    path: '/v2/shipments/:id/required_documents',
    summary: 'Required documents of a shipment, with what is uploaded',
    params: ShipmentIdParamsSchema,
    answer: RequiredDocumentsAnswerSchema,
  }),
} as const;
