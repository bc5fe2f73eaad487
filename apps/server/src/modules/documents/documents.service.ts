import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EntityType } from '@portal/domain/common/entity-type';
import type { DocumentFindQuery, DocumentList, DocumentResultId, RequiredDocumentsAnswer } from '@portal/domain/documents/document-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../lib/file-store';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { canDelete, documentDtoOf } from './document-view';
import { contentDisposition, parseRange, storedFileAnswer, type StoredFileAnswer } from './document-file';
import { findDocuments as findDocumentRows, softDeleteDocument, type DocumentQuery } from './documents.repository';
import { requirePartyEntity } from './entity-access';
import { requireFileType } from './file-types';
import { getReadableDocument, readableDocuments } from './readable-documents.service';
import { loadRequirementInputs, requirementsOf } from './required-documents';
import { DOCUMENT_MESSAGES } from '@portal/domain/documents/document-messages';
import { SIGNATURE_MESSAGES } from '@portal/domain/signatures/signature-messages';

/**
 * Reading and deleting documents, and the required documents of a record. Uploads are
 * document-upload.service.ts; the shipment document event is document-trigger.service.ts.
 */

export interface DocumentDeps {
  db: Db;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

// ---- lists ----------------------------------------------------------------------------------

const RECORD_PARAMS = ['invoiceId', 'orderId', 'shipmentId', 'apInvoiceId', 'caseId', 'thirdPartyInvoiceId'] as const;

/**
 * Documents of one record (invoice, order, shipment, AP invoice, case or third-party invoice),
 * optionally only those a company uploaded, or all a company uploaded; newest first.
 */
export async function findDocuments(db: Db, caller: Caller, query: DocumentFindQuery): Promise<DocumentList> {
  const given = RECORD_PARAMS.filter((p) => query[p] !== undefined);
  if (given.length > 1) throw badRequest(DOCUMENT_MESSAGES.giveOnlyOne({ params: RECORD_PARAMS.join(', ') }), Object.fromEntries(given.map((p) => [p, [DOCUMENT_MESSAGES.giveOnlyOneRecord]])));
  if (given.length === 0 && query.companyId === undefined) {
    throw badRequest(DOCUMENT_MESSAGES.giveOne({ params: [...RECORD_PARAMS, 'companyId'].join(', ') }), { request: [DOCUMENT_MESSAGES.recordRequired] });
  }
  if (query.companyId !== undefined && query.companyId !== caller.companyId && !caller.isBrokerage) throw notFound('Company');

  const fileType = query.fileType === undefined ? undefined : requireFileType(query.fileType);
  const filter: DocumentQuery = { companyId: query.companyId, fileType };
  if (query.shipmentId !== undefined) filter.shipmentId = (await requirePartyEntity(db, caller, EntityType.SHIPMENT, query.shipmentId)).entityId;
  if (query.orderId !== undefined) filter.orderId = (await requirePartyEntity(db, caller, EntityType.ORDER, query.orderId)).entityId;
  if (query.caseId !== undefined) filter.caseId = (await requirePartyEntity(db, caller, EntityType.CASE, query.caseId)).entityId;
  const apInvoiceId = query.apInvoiceId ?? query.invoiceId;
  if (apInvoiceId !== undefined) {
    const invoice = await requirePartyEntity(db, caller, EntityType.AP_INVOICE, apInvoiceId);
    filter.apInvoiceId = invoice.entityId;
    filter.proofOfDeliveryOfShipmentId = invoice.shipmentId ?? undefined;
  }
  if (query.thirdPartyInvoiceId !== undefined) {
    const invoice = await requirePartyEntity(db, caller, EntityType.THIRD_PARTY, query.thirdPartyInvoiceId);
    filter.thirdPartyInvoiceId = invoice.entityId;
    filter.proofOfDeliveryOfShipmentId = invoice.shipmentId ?? undefined;
  }
  const rows = await readableDocuments(db, caller, await findDocumentRows(db, filter));
  return { data: rows.map((row) => documentDtoOf(caller, row)), totalCount: rows.length };
}

/** Documents of a shipment (Trucks API), optionally of one file type. */
export async function findShipmentDocuments(db: Db, caller: Caller, shipmentId: number, fileType?: string | number): Promise<DocumentList> {
  return findDocuments(db, caller, { shipmentId, fileType });
}

// ---- the file -------------------------------------------------------------------------------

export type FileAnswer = StoredFileAnswer | { status: 416; size: number };

/**
 * A sealed document (a PDF signed on the phone) is read whole and hashed before any byte is sent:
 * a file that no longer matches the SHA-256 kept at signing is refused, never served.
 */
async function assertSealIntact(deps: DocumentDeps, row: { id: string; storage_key: string; sealed_sha256: string | null }): Promise<void> {
  if (row.sealed_sha256 === null) return;
  const whole = await deps.fileStore.get(row.storage_key);
  if (!whole) return;
  const hash = createHash('sha256');
  for await (const chunk of whole.stream) hash.update(chunk as Buffer);
  if (hash.digest('hex') === row.sealed_sha256) return;
  deps.log.error({ documentId: row.id, storageKey: row.storage_key }, 'a sealed document file does not match its SHA-256');
  throw conflict(SIGNATURE_MESSAGES.sealBroken);
}

/**
 * The stored file of a readable document, whole or one byte range. The name in
 * Content-Disposition is the sanitised stored name; the content type is the one detected at upload.
 */
export async function openDocumentFile(deps: DocumentDeps, caller: Caller, id: string, options: { range?: string; download: boolean }): Promise<FileAnswer> {
  const row = await getReadableDocument(deps.db, caller, id);
  await assertSealIntact(deps, row);
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
  return storedFileAnswer(headers, range, file);
}

// ---- delete ---------------------------------------------------------------------------------

/** Deletes a readable document: only its uploader's company or the brokerage may (403 otherwise). */
export async function deleteDocument(deps: DocumentDeps, caller: Caller, id: string): Promise<DocumentResultId['data']> {
  const row = await getReadableDocument(deps.db, caller, id);
  if (!canDelete(caller, row)) throw forbidden(DOCUMENT_MESSAGES.onlyUploaderDeletes);
  if (row.sealed_sha256 !== null) throw conflict(SIGNATURE_MESSAGES.sealedUndeletable);
  const storageKey = await deps.db.transaction().execute((trx) => softDeleteDocument(trx, row.id));
  if (!storageKey) throw notFound('Document');
  // The row is gone for readers already; a file left behind is only wasted space, so log and go on.
  await deps.fileStore.delete(storageKey).catch((error) => deps.log.error({ err: error, documentId: row.id, storageKey }, 'could not remove a deleted document file'));
  return { resultId: row.id };
}

// ---- required documents -----------------------------------------------------------------------

/** What must be uploaded for a shipment, an AP invoice or a third-party invoice, and what is (see required-documents.ts). */
export async function findRequiredDocuments(
  db: Db,
  caller: Caller,
  query: { shipmentId?: number; apInvoiceId?: number; thirdPartyInvoiceId?: number },
): Promise<RequiredDocumentsAnswer> {
  const given = (['shipmentId', 'apInvoiceId', 'thirdPartyInvoiceId'] as const).filter((p) => query[p] !== undefined);
  if (given.length !== 1) throw badRequest(DOCUMENT_MESSAGES.giveOne({ params: 'shipmentId, apInvoiceId, thirdPartyInvoiceId' }), { request: [DOCUMENT_MESSAGES.exactlyOneRecord] });
  const entity =
    query.shipmentId !== undefined
      ? await requirePartyEntity(db, caller, EntityType.SHIPMENT, query.shipmentId)
      : query.apInvoiceId !== undefined
        ? await requirePartyEntity(db, caller, EntityType.AP_INVOICE, query.apInvoiceId)
        : await requirePartyEntity(db, caller, EntityType.THIRD_PARTY, query.thirdPartyInvoiceId!);
  const record = { shipmentId: entity.shipmentId!, orderId: entity.orderId, apInvoiceId: entity.apInvoiceId, thirdPartyInvoiceId: entity.thirdPartyInvoiceId };
  const data = requirementsOf(record, await loadRequirementInputs(db, [record]));
  return { data, uploadedCount: data.filter((r) => r.isUploaded).length, requiredCount: data.length };
}
