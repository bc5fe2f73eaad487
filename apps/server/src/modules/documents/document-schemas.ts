import { z } from 'zod';

/** Identity keys are PostgreSQL integers; a larger number is a bad request, not a database error. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), idSchema.optional());

/** A file type as a code (1, '1') or as its name ('Proof of Delivery', 'ProofOfDelivery'). */
export const fileTypeInput = z.union([z.number().int(), z.string().trim().max(60)]);

export const documentIdParams = z.object({ id: z.uuid({ error: 'Invalid document id' }) });
export const shipmentIdParams = z.object({ id: idSchema });
export const shipmentIdAltParams = z.object({ shipmentId: idSchema });

/** The spec's uploadData: name, type or fileType, base64 data, and the record it belongs to. */
export const UploadDataSchema = z.object({
  name: z.string().trim().min(1).max(1000),
  type: fileTypeInput.nullish(),
  fileType: fileTypeInput.nullish(),
  /** Base64, optionally as a data: URL. Size is checked after the schema, with its own message. */
  data: z.string(),
  orderStopId: optionalId,
  shipmentId: optionalId,
  apInvoiceId: optionalId,
  thirdPartyInvoiceId: optionalId,
  caseId: optionalId,
  orderId: optionalId,
});
export type UploadData = z.infer<typeof UploadDataSchema>;

export const CarrierUploadBodySchema = z.object({ uploadData: UploadDataSchema });

export const DocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Display name of the file type. */
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
export type DocumentDto = z.infer<typeof DocumentSchema>;

export const DocumentAnswerSchema = z.object({ data: DocumentSchema });
export const DocumentListSchema = z.object({ data: z.array(DocumentSchema), totalCount: z.number().int() });
export const ResultIdSchema = z.object({ data: z.object({ resultId: z.string() }) });

export const documentFindQuery = z.object({
  invoiceId: optionalId,
  orderId: optionalId,
  shipmentId: optionalId,
  companyId: optionalId,
  apInvoiceId: optionalId,
  caseId: optionalId,
  thirdPartyInvoiceId: optionalId,
  fileType: fileTypeInput.optional(),
});
export type DocumentFindQuery = z.infer<typeof documentFindQuery>;

export const shipmentDocumentsQuery = z.object({ fileType: fileTypeInput.optional() });

export const fileQuery = z.object({
  download: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const DocumentTriggerBodySchema = z.object({ fileType: fileTypeInput });
export const DocumentTriggerAnswerSchema = z.object({
  data: z.object({
    shipmentId: z.number().int(),
    fileType: z.number().int(),
    description: z.string(),
    /** For proof of delivery: whether every dropoff of the shipment now has one; null for other types. */
    proofOfDeliveryComplete: z.boolean().nullable(),
  }),
});

export const requiredDocumentsQuery = z.object({
  shipmentId: optionalId,
  apInvoiceId: optionalId,
  thirdPartyInvoiceId: optionalId,
});

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
export type RequiredDocumentDto = z.infer<typeof RequiredDocumentSchema>;

export const RequiredDocumentsAnswerSchema = z.object({
  data: z.array(RequiredDocumentSchema),
  uploadedCount: z.number().int(),
  requiredCount: z.number().int(),
});
