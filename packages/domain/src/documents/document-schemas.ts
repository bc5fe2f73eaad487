import { z } from 'zod';
import { BASE64_FILE_MAX_LENGTH, UUID_LENGTH } from '../common/input-limits';
import { idParam } from '../common/query-schemas';

/**
 * The documents routes' contract (Document, uploadData, required documents, the
 * shipment document event). Files themselves are served as bytes, never JSON.
 */

const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), idParam.optional());

/** A file type as a code (1, '1') or as its name ('Proof of Delivery', 'ProofOfDelivery'). */
export const FileTypeInputSchema = z.union([z.number().int(), z.string().trim().max(60)]);

export const DocumentIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid document id' }).max(UUID_LENGTH, 'Invalid document id') });
export const ShipmentIdParamsSchema = z.object({ id: idParam });
export const ShipmentIdAltParamsSchema = z.object({ shipmentId: idParam });

/** The spec's uploadData: name, type or fileType, base64 data, and the record it belongs to. */
export const UploadDataSchema = z.object({
  name: z.string().trim().min(1).max(1000),
  type: FileTypeInputSchema.nullish(),
  fileType: FileTypeInputSchema.nullish(),
  /** Base64, optionally as a data: URL. Size is checked after the schema, with its own message. */
  data: z.string().max(BASE64_FILE_MAX_LENGTH),
  orderStopId: optionalId,
  shipmentId: optionalId,
  apInvoiceId: optionalId,
  thirdPartyInvoiceId: optionalId,
  caseId: optionalId,
  orderId: optionalId,
});
export type UploadData = z.output<typeof UploadDataSchema>;
/** Body of POST /portal/api/documents (what the upload dialog sends). */
export type UploadDocumentBody = z.input<typeof UploadDataSchema>;

export const CarrierUploadBodySchema = z.object({ uploadData: UploadDataSchema });

/** A stored document as the APIs answer it (the spec's Document). */
export const DocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Display name of the file type ('Proof of Delivery'). */
  type: z.string(),
  fileType: z.number().int(),
  /** '.pdf', '.png', ... */
  extension: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  fileURL: z.string(),
  entityType: z.number().int(),
  entityId: z.number().int(),
  entityDescription: z.string(),
  shipmentId: z.number().int().nullable(),
  orderStopId: z.number().int().nullable(),
  createdAt: z.string(),
  uploadedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  canDelete: z.boolean(),
});
export type PortalDocument = z.output<typeof DocumentSchema>;

export const DocumentAnswerSchema = z.object({ data: DocumentSchema });
export type DocumentAnswer = z.output<typeof DocumentAnswerSchema>;
export const DocumentListSchema = z.object({ data: z.array(DocumentSchema), totalCount: z.number().int() });
export type DocumentList = z.output<typeof DocumentListSchema>;
export const ResultIdSchema = z.object({ data: z.object({ resultId: z.string() }) });
export type DocumentResultId = z.output<typeof ResultIdSchema>;

/** Documents of one record (or of a company); the record keys are exclusive (the service says so). */
export const DocumentFindQuerySchema = z.object({
  invoiceId: optionalId,
  orderId: optionalId,
  shipmentId: optionalId,
  companyId: optionalId,
  apInvoiceId: optionalId,
  caseId: optionalId,
  thirdPartyInvoiceId: optionalId,
  fileType: FileTypeInputSchema.optional(),
});
export type DocumentFindQuery = z.output<typeof DocumentFindQuerySchema>;

export const ShipmentDocumentsQuerySchema = z.object({ fileType: FileTypeInputSchema.optional() });

/** What the file routes answer with (OpenAPI); never JSON except for problems. */
export const DOCUMENT_FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;

export const FileQuerySchema = z.object({
  download: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const DocumentTriggerBodySchema = z.object({ fileType: FileTypeInputSchema });
export type DocumentTriggerBody = z.input<typeof DocumentTriggerBodySchema>;
const DocumentTriggerSchema = z.object({
  shipmentId: z.number().int(),
  fileType: z.number().int(),
  description: z.string(),
  /** For proof of delivery: whether every dropoff of the shipment now has one; null for other types. */
  proofOfDeliveryComplete: z.boolean().nullable(),
});
export type DocumentTrigger = z.output<typeof DocumentTriggerSchema>;
export const DocumentTriggerAnswerSchema = z.object({ data: DocumentTriggerSchema });

export const RequiredDocumentsQuerySchema = z.object({
  shipmentId: optionalId,
  apInvoiceId: optionalId,
  thirdPartyInvoiceId: optionalId,
});
export type RequiredDocumentsQuery = z.output<typeof RequiredDocumentsQuerySchema>;

/** One document a shipment or invoice still needs, or already has (the spec's Required invoice document). */
export const RequiredDocumentSchema = z.object({
  fileType: z.number().int(),
  type: z.string(),
  description: z.string(),
  entityType: z.number().int(),
  orderStopId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  shipmentId: z.number().int().nullable(),
  invoiceId: z.number().int().nullable(),
  isUploaded: z.boolean(),
  documentIds: z.array(z.string()),
});
export type RequiredDocument = z.output<typeof RequiredDocumentSchema>;

export const RequiredDocumentsAnswerSchema = z.object({
  data: z.array(RequiredDocumentSchema),
  uploadedCount: z.number().int(),
  requiredCount: z.number().int(),
});
export type RequiredDocumentsAnswer = z.output<typeof RequiredDocumentsAnswerSchema>;
