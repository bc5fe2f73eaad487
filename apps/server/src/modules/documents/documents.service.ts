import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { MAX_UPLOAD_BYTES } from '@portal/domain/common/constants';
import { codeOf } from '@portal/domain/common/enum';
import { EntityType } from '@portal/domain/common/entity-type';
import { NO_DROPOFF_SELECTED } from '@portal/domain/common/messages';
import { extensionOf, isUploadable, PASTED_IMAGE_EXTRA_EXTENSIONS, UPLOADABLE_EXTENSIONS } from '@portal/domain/documents/file-extensions';
import { FILE_TYPES, FileType } from '@portal/domain/documents/file-type';
import { detectFileKind, extensionsForKind } from '@portal/domain/documents/magic-bytes';
import { UPLOAD_TARGET, validateUpload } from '@portal/domain/documents/upload-validation';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { newFileKey, type FileStore, type StoredFile } from '../../lib/file-store';
import { badRequest, forbidden, HttpProblem, notFound } from '../../lib/problem';
import type { DocumentDto, DocumentFindQuery, UploadData } from './document-schemas';
import { contentDisposition, contentTypeOf, parseRange, sanitizeDocumentName } from './document-file';
import { findEntityForViewer, requireEntity, type EntityInfo } from './entity-access';
import { findOrderStop, shipmentsInvoicedToViewer } from './entity.repository';
import { fileTypeName } from './file-type-name';
import { loadRequirementInputs, requirementsOf } from './required-documents';
import * as repo from './documents.repository';
import { documentsLinkedRow } from '../cases/case-history';
import { insertHistory } from '../cases/case-records.repository';

export interface DocumentDeps {
  db: Kysely<Database>;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/** File types people upload (spec section 3, "file types seen"); the server makes the others. */
const UPLOADABLE_FILE_TYPES: readonly number[] = [FileType.ProofOfDelivery, FileType.ShipmentMiscellaneous, FileType.ApInvoice, FileType.ThirdParty];

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);


/** A file type code from a code or a name; undefined when it names no known type. */
export function resolveFileType(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return FILE_TYPES.some((t) => t.code === value) ? value : undefined;
  if (/^\d+$/.test(value)) return resolveFileType(Number(value));
  return codeOf(FILE_TYPES, value);
}

export function documentFileUrl(id: string): string {
  return `/portal/api/documents/${id}/file`;
}

// ---- reading --------------------------------------------------------------------------------

function entityDescription(row: repo.DocumentRow): string {
  switch (row.entity_type) {
    case EntityType.SHIPMENT:
      return `Shipment ${row.shipment_number ?? row.entity_id}`;
    case EntityType.ORDER_STOP: {
      const stop = row.stop_number === null ? '' : `, stop ${row.stop_number + 1}`;
      return row.shipment_number ? `Shipment ${row.shipment_number}${stop}` : `Order ${row.order_number ?? ''}${stop}`.trim();
    }
    case EntityType.ORDER:
      return `Order ${row.order_number ?? row.entity_id}`;
    case EntityType.CASE:
      return `Case ${row.case_number ?? row.entity_id}`;
    case EntityType.AP_INVOICE:
      return `Invoice ${row.ap_invoice_number ?? row.entity_id}`;
    case EntityType.THIRD_PARTY:
      return `Third-party invoice ${row.third_party_invoice_number ?? row.entity_id}`;
    default:
      return row.shipment_number ? `Shipment ${row.shipment_number}` : '';
  }
}

function canDelete(caller: Caller, row: Pick<repo.DocumentRow, 'company_id'>): boolean {
  return caller.isBrokerage || (row.company_id !== null && row.company_id === caller.companyId);
}

export function documentDtoOf(caller: Caller, row: repo.DocumentRow): DocumentDto {
  return {
    id: row.id,
    name: row.name,
    type: fileTypeName(row.file_type),
    fileType: row.file_type,
    extension: row.extension,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    fileURL: documentFileUrl(row.id),
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityDescription: entityDescription(row),
    shipmentId: row.shipment_id,
    orderStopId: row.order_stop_id,
    createdAt: row.created_at.toISOString(),
    uploadedBy: row.uploader_first_name === null ? null : { firstName: row.uploader_first_name, lastName: row.uploader_last_name ?? '' },
    canDelete: canDelete(caller, row),
  };
}

/**
 * The documents among `rows` the caller may read: those whose record the caller can see. Proofs
 * of delivery are also read by the parties of an invoice on their shipment (a factoring company or a
 * payer needs them to pay, without seeing the shipment), and documents attached to a case by the
 * parties of the case. Documents on other kinds of record are read by the company that uploaded
 * them; profile pictures by everyone signed in.
 */
async function readableDocuments(db: Kysely<Database>, caller: Caller, rows: repo.DocumentRow[]): Promise<repo.DocumentRow[]> {
  if (caller.isBrokerage || rows.length === 0) return rows;
  const seen = new Map<string, boolean>();
  const canSee = async (entityType: number, entityId: number) => {
    const key = `${entityType}:${entityId}`;
    if (!seen.has(key)) seen.set(key, (await findEntityForViewer(db, caller, entityType, entityId)) !== undefined);
    return seen.get(key)!;
  };
  // A document attached to a case (cases link their company's documents) is also read through the case.
  const viaCase = new Set<string>();
  for (const row of rows) {
    if (await canSee(row.entity_type, row.entity_id)) continue;
    if (row.case_id !== null && (await canSee(EntityType.CASE, row.case_id))) viaCase.add(row.id);
  }
  const proofShipments = rows
    .filter((r) => r.file_type === FileType.ProofOfDelivery && r.shipment_id !== null && !seen.get(`${r.entity_type}:${r.entity_id}`))
    .map((r) => r.shipment_id!);
  const invoiced = await shipmentsInvoicedToViewer(db, caller, [...new Set(proofShipments)], {
    apInvoices: canAccess(caller, ROUTE_ACCESS.invoices),
    thirdPartyInvoices: canAccess(caller, ROUTE_ACCESS.thirdPartyPayerInvoices),
  });
  return rows.filter((row) => {
    // Profile pictures and logos show beside names everywhere (notes, contacts), to everyone signed in.
    if (row.file_type === FileType.ContactProfilePicture) return true;
    if (!isKnownEntity(row.entity_type)) return row.company_id === caller.companyId;
    if (seen.get(`${row.entity_type}:${row.entity_id}`) || viaCase.has(row.id)) return true;
    return row.file_type === FileType.ProofOfDelivery && row.shipment_id !== null && invoiced.has(row.shipment_id);
  });
}

function isKnownEntity(entityType: number): boolean {
  return ([EntityType.SHIPMENT, EntityType.ORDER, EntityType.ORDER_STOP, EntityType.CASE, EntityType.AP_INVOICE, EntityType.THIRD_PARTY] as number[]).includes(
    entityType,
  );
}

/** The document, or 404 when it does not exist, was deleted, or the caller may not read it. */
export async function getReadableDocument(db: Kysely<Database>, caller: Caller, id: string): Promise<repo.DocumentRow> {
  const row = await repo.findDocumentById(db, id);
  if (!row) throw notFound('Document');
  const [readable] = await readableDocuments(db, caller, [row]);
  if (!readable) throw notFound('Document');
  return readable;
}

const RECORD_PARAMS = ['invoiceId', 'orderId', 'shipmentId', 'apInvoiceId', 'caseId', 'thirdPartyInvoiceId'] as const;

/**
 * Documents of one record (invoice, order, shipment, AP invoice, case or third-party invoice),
 * optionally only those a company uploaded, or all a company uploaded; newest first.
 */
export async function findDocuments(db: Kysely<Database>, caller: Caller, query: DocumentFindQuery) {
  const given = RECORD_PARAMS.filter((p) => query[p] !== undefined);
  if (given.length > 1) throw badRequest(`Give only one of ${RECORD_PARAMS.join(', ')}`, Object.fromEntries(given.map((p) => [p, ['Give only one record']])));
  if (given.length === 0 && query.companyId === undefined) {
    throw badRequest(`Give one of ${[...RECORD_PARAMS, 'companyId'].join(', ')}`, { request: ['A record to list documents of is required'] });
  }
  if (query.companyId !== undefined && query.companyId !== caller.companyId && !caller.isBrokerage) throw notFound('Company');

  const fileType = query.fileType === undefined ? undefined : requireFileType(query.fileType);
  const filter: repo.DocumentQuery = { companyId: query.companyId, fileType };
  if (query.shipmentId !== undefined) filter.shipmentId = (await requireEntity(db, caller, EntityType.SHIPMENT, query.shipmentId)).entityId;
  if (query.orderId !== undefined) filter.orderId = (await requireEntity(db, caller, EntityType.ORDER, query.orderId)).entityId;
  if (query.caseId !== undefined) filter.caseId = (await requireEntity(db, caller, EntityType.CASE, query.caseId)).entityId;
  const apInvoiceId = query.apInvoiceId ?? query.invoiceId;
  if (apInvoiceId !== undefined) {
    const invoice = await requireEntity(db, caller, EntityType.AP_INVOICE, apInvoiceId);
    filter.apInvoiceId = invoice.entityId;
    filter.proofOfDeliveryOfShipmentId = invoice.shipmentId ?? undefined;
  }
  if (query.thirdPartyInvoiceId !== undefined) {
    const invoice = await requireEntity(db, caller, EntityType.THIRD_PARTY, query.thirdPartyInvoiceId);
    filter.thirdPartyInvoiceId = invoice.entityId;
    filter.proofOfDeliveryOfShipmentId = invoice.shipmentId ?? undefined;
  }
  const rows = await readableDocuments(db, caller, await repo.findDocuments(db, filter));
  return { data: rows.map((row) => documentDtoOf(caller, row)), totalCount: rows.length };
}

/** Documents of a shipment (Trucks API), optionally of one file type. */
export async function findShipmentDocuments(db: Kysely<Database>, caller: Caller, shipmentId: number, fileType?: string | number) {
  return findDocuments(db, caller, { shipmentId, fileType });
}

function requireFileType(value: string | number): number {
  const code = resolveFileType(value);
  if (code === undefined) throw badRequest(`Unknown file type ${JSON.stringify(value)}`, { fileType: ['Unknown file type'] });
  return code;
}

// ---- the file -------------------------------------------------------------------------------

export type FileAnswer =
  | { status: 200 | 206; headers: Record<string, string>; stream: StoredFile['stream'] }
  | { status: 416; size: number };

/**
 * The stored file of a readable document, whole or one byte range. The name in
 * Content-Disposition is the sanitised stored name; the content type is the one detected at upload.
 */
export async function openDocumentFile(deps: DocumentDeps, caller: Caller, id: string, options: { range?: string; download: boolean }): Promise<FileAnswer> {
  const row = await getReadableDocument(deps.db, caller, id);
  const range = parseRange(options.range, row.size_bytes);
  if (range.kind === 'unsatisfiable') return { status: 416, size: row.size_bytes };
  const file = await deps.fileStore.get(row.storage_key, range.kind === 'range' ? range : undefined);
  if (!file) {
    deps.log.error({ documentId: row.id, storageKey: row.storage_key }, 'document file is missing from the file store');
    throw notFound('Document file');
  }
  const headers: Record<string, string> = {
    'content-type': row.content_type,
    'content-disposition': contentDisposition(row.name, options.download),
    'cache-control': 'private, no-store',
    'accept-ranges': 'bytes',
    // The content of a document never changes: its id is a fine validator.
    etag: `"${row.id}"`,
  };
  if (range.kind === 'range') {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers['content-length'] = String(range.end - range.start + 1);
    return { status: 206, headers, stream: file.stream };
  }
  headers['content-length'] = String(file.size);
  return { status: 200, headers, stream: file.stream };
}

// ---- upload ---------------------------------------------------------------------------------

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The bytes of base64 data (plain or a data: URL); 413 above the upload limit, 400 when it is not base64. */
export function decodeUploadData(data: string): Buffer {
  const payload = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const compact = payload.replace(/\s+/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  const estimated = Math.floor((compact.length * 3) / 4) - padding;
  if (estimated > MAX_UPLOAD_BYTES) {
    throw new HttpProblem(413, 'Content Too Large', `The file is larger than the ${MAX_UPLOAD_MB} MB upload limit`, {
      errors: { data: [`Files can be at most ${MAX_UPLOAD_MB} MB`] },
    });
  }
  if (!BASE64.test(compact)) throw badRequest('The file data is not valid base64', { data: ['Not valid base64'] });
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}

interface UploadTarget {
  entity: EntityInfo;
  /** The shipment a proof of delivery was uploaded from, when given. */
  shipmentId: number | null;
}

/** The record the upload belongs to by its file type (spec section 5), seen by the caller (404 otherwise). */
async function resolveUploadTarget(db: Kysely<Database>, caller: Caller, fileType: number, input: UploadData): Promise<UploadTarget> {
  switch (fileType) {
    case FileType.ProofOfDelivery: {
      const entity = await requireEntity(db, caller, EntityType.ORDER_STOP, input.orderStopId!);
      const stop = await findOrderStop(db, entity.entityId);
      if (stop?.stop_type !== 'Dropoff') throw badRequest(NO_DROPOFF_SELECTED, { orderStopId: ['Proof of delivery belongs to a dropoff stop'] });
      if (input.shipmentId !== undefined && input.shipmentId !== entity.shipmentId) {
        const shipment = await requireEntity(db, caller, EntityType.SHIPMENT, input.shipmentId);
        if (shipment.orderId !== stop.order_id) throw badRequest(NO_DROPOFF_SELECTED, { orderStopId: ['The dropoff is not a stop of this shipment'] });
        return { entity, shipmentId: shipment.entityId };
      }
      return { entity, shipmentId: entity.shipmentId };
    }
    case FileType.ApInvoice:
      return { entity: await requireEntity(db, caller, EntityType.AP_INVOICE, input.apInvoiceId!), shipmentId: null };
    case FileType.ThirdParty:
      return { entity: await requireEntity(db, caller, EntityType.THIRD_PARTY, input.thirdPartyInvoiceId!), shipmentId: null };
    default: {
      // Shipment miscellaneous: on a case when one is given, else the shipment, else the order.
      if (input.caseId !== undefined) return { entity: await requireEntity(db, caller, EntityType.CASE, input.caseId), shipmentId: null };
      if (input.shipmentId !== undefined) return { entity: await requireEntity(db, caller, EntityType.SHIPMENT, input.shipmentId), shipmentId: null };
      return { entity: await requireEntity(db, caller, EntityType.ORDER, input.orderId!), shipmentId: null };
    }
  }
}

/** Checks everything about the file before any record is read: type, presence, size, extension, content. */
function checkUpload(input: UploadData): { fileType: number; bytes: Buffer; name: string; extension: string; contentType: string } {
  const requested = input.fileType ?? input.type;
  const fileType = resolveFileType(requested ?? undefined);
  const bytes = decodeUploadData(input.data);
  const target = fileType !== undefined && fileType in UPLOAD_TARGET ? UPLOAD_TARGET[fileType as keyof typeof UPLOAD_TARGET] : undefined;
  const message = validateUpload({
    file: bytes.length > 0 ? bytes : null,
    fileType,
    orderStopId: input.orderStopId,
    // A miscellaneous document may also go on a case or an order page.
    shipmentId: input.shipmentId ?? input.caseId ?? input.orderId,
    invoiceId: target === 'apInvoiceId' || target === 'thirdPartyInvoiceId' ? input[target] : undefined,
  });
  if (message) {
    const field = bytes.length === 0 ? 'data' : fileType === undefined ? 'fileType' : (target ?? 'request');
    throw badRequest(message, { [field]: [message] });
  }
  if (!UPLOADABLE_FILE_TYPES.includes(fileType!)) {
    throw badRequest(`${fileTypeName(fileType!)} documents cannot be uploaded`, { fileType: ['This file type cannot be uploaded'] });
  }
  const name = sanitizeDocumentName(input.name);
  const extension = extensionOf(name);
  // Pasted or dropped images may also be heic, heif, gif or webp (spec section 5); the server cannot
  // tell how a file was picked, so it accepts those image types always, checked by content below.
  if (!isUploadable(name, { pasted: true })) {
    throw badRequest(`Only ${[...UPLOADABLE_EXTENSIONS, ...PASTED_IMAGE_EXTRA_EXTENSIONS].join(', ')} files can be uploaded`, { name: [`Unsupported file extension${extension ? ` ${extension}` : ''}`] });
  }
  const kind = detectFileKind(bytes);
  if (!kind || !extensionsForKind(kind).includes(extension)) {
    throw badRequest(`The file content does not match its ${extension} extension`, { data: [`The file content does not match its ${extension} extension`] });
  }
  return { fileType: fileType!, bytes, name, extension, contentType: contentTypeOf(kind) };
}

/**
 * Stores an uploaded document: the file first (under a generated key), then its row in a
 * transaction; when the row cannot be written the file is removed again, so neither is left alone.
 */
export async function uploadDocument(deps: DocumentDeps, caller: Caller, input: UploadData, on?: { shipmentId: number }): Promise<DocumentDto> {
  if (on) {
    // Uploads through a shipment's address belong to that shipment.
    await requireEntity(deps.db, caller, EntityType.SHIPMENT, on.shipmentId);
    if (input.shipmentId !== undefined && input.shipmentId !== on.shipmentId) {
      throw badRequest('uploadData.shipmentId does not match the shipment of the address', { 'uploadData.shipmentId': ['Does not match the shipment'] });
    }
    input = { ...input, shipmentId: on.shipmentId };
  }
  const file = checkUpload(input);
  const { entity, shipmentId } = await resolveUploadTarget(deps.db, caller, file.fileType, input);
  if (on && (shipmentId ?? entity.shipmentId) !== on.shipmentId) {
    throw badRequest(`${entity.description} is not on this shipment`, { request: ['The record is not on this shipment'] });
  }

  const storageKey = newFileKey();
  await deps.fileStore.put(storageKey, file.bytes, file.contentType);
  let id: string;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const newId = await repo.insertDocument(trx, {
        name: file.name,
        file_type: file.fileType,
        extension: file.extension,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        storage_key: storageKey,
        entity_type: entity.entityType,
        entity_id: entity.entityId,
        company_id: caller.companyId,
        shipment_id: shipmentId ?? entity.shipmentId,
        order_id: entity.orderId,
        order_stop_id: entity.orderStopId,
        ap_invoice_id: entity.apInvoiceId,
        third_party_invoice_id: entity.thirdPartyInvoiceId,
        case_id: entity.caseId,
        uploaded_by_user_id: caller.userId,
      });
      // A file uploaded to a case shows in its history, like the files attached when it was opened.
      if (entity.caseId !== null) await insertHistory(trx, [documentsLinkedRow(entity.caseId, caller.userId, 1, new Date())]);
      return newId;
    });
  } catch (error) {
    await deps.fileStore.delete(storageKey).catch((cleanup) => deps.log.error({ err: cleanup, storageKey }, 'could not remove the file of a failed upload'));
    throw error;
  }
  const row = await repo.findDocumentById(deps.db, id);
  return documentDtoOf(caller, row!);
}

// ---- delete ---------------------------------------------------------------------------------

/** Deletes a readable document: only its uploader's company or the brokerage may (403 otherwise). */
export async function deleteDocument(deps: DocumentDeps, caller: Caller, id: string): Promise<{ resultId: string }> {
  const row = await getReadableDocument(deps.db, caller, id);
  if (!canDelete(caller, row)) throw forbidden('Only the company that uploaded this document can delete it');
  const storageKey = await deps.db.transaction().execute((trx) => repo.softDeleteDocument(trx, row.id));
  if (!storageKey) throw notFound('Document');
  // The row is gone for readers already; a file left behind is only wasted space, so log and go on.
  await deps.fileStore.delete(storageKey).catch((error) => deps.log.error({ err: error, documentId: row.id, storageKey }, 'could not remove a deleted document file'));
  return { resultId: row.id };
}

// ---- the shipment document event --------------------------------------------------------------

/**
 * Records on the shipment's activity that a document of this type was uploaded; for a proof of
 * delivery also whether every dropoff now has one. Nothing else changes (no status moves).
 */
export async function triggerShipmentDocumentEvent(db: Kysely<Database>, caller: Caller, shipmentId: number, fileTypeValue: string | number) {
  const shipment = await requireEntity(db, caller, EntityType.SHIPMENT, shipmentId);
  const fileType = requireFileType(fileTypeValue);
  const description = `Document uploaded: ${fileTypeName(fileType)}`;
  return db.transaction().execute(async (trx) => {
    await repo.insertShipmentActivity(trx, { shipmentId: shipment.entityId, kind: DOCUMENT_UPLOADED, description, userId: caller.userId });
    let proofOfDeliveryComplete: boolean | null = null;
    if (fileType === FileType.ProofOfDelivery) {
      const record = { shipmentId: shipment.entityId };
      const proofs = requirementsOf(record, await loadRequirementInputs(trx, [record])).filter((r) => r.fileType === FileType.ProofOfDelivery);
      proofOfDeliveryComplete = proofs.length > 0 && proofs.every((r) => r.isUploaded);
      if (proofOfDeliveryComplete) {
        await repo.insertShipmentActivity(trx, {
          shipmentId: shipment.entityId,
          kind: DOCUMENT_UPLOADED,
          description: 'Proof of Delivery uploaded for every dropoff',
          userId: caller.userId,
        });
      }
    }
    return { shipmentId: shipment.entityId, fileType, description, proofOfDeliveryComplete };
  });
}

/** Activity kind of document events (the shipments area's kinds cover stop and status events). */
export const DOCUMENT_UPLOADED = 'DocumentUploaded';

// ---- required documents -----------------------------------------------------------------------

/** What must be uploaded for a shipment, an AP invoice or a third-party invoice, and what is (see required-documents.ts). */
export async function findRequiredDocuments(
  db: Kysely<Database>,
  caller: Caller,
  query: { shipmentId?: number; apInvoiceId?: number; thirdPartyInvoiceId?: number },
) {
  const given = (['shipmentId', 'apInvoiceId', 'thirdPartyInvoiceId'] as const).filter((p) => query[p] !== undefined);
  if (given.length !== 1) throw badRequest('Give one of shipmentId, apInvoiceId, thirdPartyInvoiceId', { request: ['Exactly one record is required'] });
  const entity =
    query.shipmentId !== undefined
      ? await requireEntity(db, caller, EntityType.SHIPMENT, query.shipmentId)
      : query.apInvoiceId !== undefined
        ? await requireEntity(db, caller, EntityType.AP_INVOICE, query.apInvoiceId)
        : await requireEntity(db, caller, EntityType.THIRD_PARTY, query.thirdPartyInvoiceId!);
  const record = { shipmentId: entity.shipmentId!, orderId: entity.orderId, apInvoiceId: entity.apInvoiceId, thirdPartyInvoiceId: entity.thirdPartyInvoiceId };
  const data = requirementsOf(record, await loadRequirementInputs(db, [record]));
  return { data, uploadedCount: data.filter((r) => r.isUploaded).length, requiredCount: data.length };
}
