import { MAX_UPLOAD_BYTES } from '@portal/domain/common/constants';
import { EntityType } from '@portal/domain/common/entity-type';
import type { PortalDocument, UploadData } from '@portal/domain/documents/document-schemas';
import { extensionOf, isUploadable, PASTED_IMAGE_EXTRA_EXTENSIONS, UPLOADABLE_EXTENSIONS } from '@portal/domain/documents/file-extensions';
import { FileType } from '@portal/domain/documents/file-type';
import { detectFileKind, extensionsForKind } from '@portal/domain/documents/magic-bytes';
import { UPLOAD_TARGET, validateUpload } from '@portal/domain/documents/upload-validation';
import { recordDocumentsAttached } from '../../db/case-document-history';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { storeThenRecord } from '../../lib/file-store';
import { badRequest, fieldErrors, HttpProblem } from '../../lib/problem';
import { documentDtoOf } from './document-view';
import { contentTypeOf, sanitizeDocumentName, storedFileColumns } from './document-file';
import type { DocumentDeps } from './documents.service';
import { findDocumentById, insertDocument } from './documents.repository';
import { findOrderStop } from './entity.repository';
import { requirePartyEntity, type EntityInfo } from './entity-access';
import { fileTypeName, resolveFileType, UPLOADABLE_FILE_TYPES } from './file-types';
import { DOCUMENT_MESSAGES, uploadCheckMessage } from '@portal/domain/documents/document-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';

const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The bytes of base64 data (plain or a data: URL); 413 above the upload limit, 400 when it is not base64. */
export function decodeUploadData(data: string): Buffer {
  const payload = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const compact = payload.replace(/\s+/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  const estimated = Math.floor((compact.length * 3) / 4) - padding;
  if (estimated > MAX_UPLOAD_BYTES) {
    throw new HttpProblem(413, 'Content Too Large', DOCUMENT_MESSAGES.tooLarge({ megabytes: MAX_UPLOAD_MB }), fieldErrors({ data: [DOCUMENT_MESSAGES.tooLargeField({ megabytes: MAX_UPLOAD_MB })] }));
  }
  if (!BASE64.test(compact)) throw badRequest(DOCUMENT_MESSAGES.notBase64, { data: [SHARED_MESSAGES.notValidBase64] });
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}

interface UploadTarget {
  entity: EntityInfo;
  /** The shipment a proof of delivery was uploaded from, when given. */
  shipmentId: number | null;
}

/** The record the upload belongs to by its file type, seen by the caller (404 otherwise). */
async function resolveUploadTarget(db: Db, caller: Caller, fileType: number, input: UploadData): Promise<UploadTarget> {
  switch (fileType) {
    case FileType.ProofOfDelivery: {
      const entity = await requirePartyEntity(db, caller, EntityType.ORDER_STOP, input.orderStopId!);
      const stop = await findOrderStop(db, entity.entityId);
      if (stop?.stop_type !== 'Dropoff') throw badRequest(DOCUMENT_MESSAGES.noDropoffSelected, { orderStopId: [DOCUMENT_MESSAGES.podOnDropoff] });
      if (input.shipmentId !== undefined && input.shipmentId !== entity.shipmentId) {
        const shipment = await requirePartyEntity(db, caller, EntityType.SHIPMENT, input.shipmentId);
        if (shipment.orderId !== stop.order_id) throw badRequest(DOCUMENT_MESSAGES.noDropoffSelected, { orderStopId: [DOCUMENT_MESSAGES.dropoffNotOnShipment] });
        return { entity, shipmentId: shipment.entityId };
      }
      return { entity, shipmentId: entity.shipmentId };
    }
    case FileType.ApInvoice:
      return { entity: await requirePartyEntity(db, caller, EntityType.AP_INVOICE, input.apInvoiceId!), shipmentId: null };
    case FileType.ThirdParty:
      return { entity: await requirePartyEntity(db, caller, EntityType.THIRD_PARTY, input.thirdPartyInvoiceId!), shipmentId: null };
    default: {
      // Shipment miscellaneous: on a case when one is given, else the shipment, else the order.
      if (input.caseId !== undefined) return { entity: await requirePartyEntity(db, caller, EntityType.CASE, input.caseId), shipmentId: null };
      if (input.shipmentId !== undefined) return { entity: await requirePartyEntity(db, caller, EntityType.SHIPMENT, input.shipmentId), shipmentId: null };
      return { entity: await requirePartyEntity(db, caller, EntityType.ORDER, input.orderId!), shipmentId: null };
    }
  }
}

/** Checks everything about the file before any record is read: type, presence, size, extension, content. */
function checkUpload(input: UploadData): { fileType: number; bytes: Buffer; name: string; extension: string; contentType: string } {
  const requested = input.fileType ?? input.type;
  const fileType = resolveFileType(requested ?? undefined);
  const bytes = decodeUploadData(input.data);
  const target = fileType !== undefined && fileType in UPLOAD_TARGET ? UPLOAD_TARGET[fileType as keyof typeof UPLOAD_TARGET] : undefined;
  const problem = validateUpload({
    file: bytes.length > 0 ? bytes : null,
    fileType,
    orderStopId: input.orderStopId,
    // A miscellaneous document may also go on a case or an order page.
    shipmentId: input.shipmentId ?? input.caseId ?? input.orderId,
    invoiceId: target === 'apInvoiceId' || target === 'thirdPartyInvoiceId' ? input[target] : undefined,
  });
  if (problem) {
    const message = uploadCheckMessage(problem) ?? PROBLEM_MESSAGES.asSent({ text: problem });
    const field = bytes.length === 0 ? 'data' : fileType === undefined ? 'fileType' : (target ?? 'request');
    throw badRequest(message, { [field]: [message] });
  }
  if (!UPLOADABLE_FILE_TYPES.includes(fileType!)) {
    throw badRequest(DOCUMENT_MESSAGES.typeNotUploadable({ fileType: fileTypeName(fileType!) }), { fileType: [DOCUMENT_MESSAGES.typeNotUploadableField] });
  }
  const name = sanitizeDocumentName(input.name);
  const extension = extensionOf(name);
  // Pasted or dropped images may also be heic, heif, gif or webp; the server cannot
  // tell how a file was picked, so it accepts those image types always, checked by content below.
  if (!isUploadable(name, { pasted: true })) {
    throw badRequest(DOCUMENT_MESSAGES.onlyExtensions({ extensions: [...UPLOADABLE_EXTENSIONS, ...PASTED_IMAGE_EXTRA_EXTENSIONS].join(', ') }), {
      name: [extension ? DOCUMENT_MESSAGES.unsupportedExtension({ extension }) : DOCUMENT_MESSAGES.unsupportedNoExtension],
    });
  }
  const kind = detectFileKind(bytes);
  if (!kind || !extensionsForKind(kind).includes(extension)) {
    throw badRequest(SHARED_MESSAGES.contentDoesNotMatchExtension({ extension }), { data: [SHARED_MESSAGES.contentDoesNotMatchExtension({ extension })] });
  }
  return { fileType: fileType!, bytes, name, extension, contentType: contentTypeOf(kind) };
}

/**
 * Stores an uploaded document: the file first (under a generated key), then its row in a
 * transaction; when the row cannot be written the file is removed again, so neither is left alone.
 */
export async function uploadDocument(deps: DocumentDeps, caller: Caller, input: UploadData, on?: { shipmentId: number }): Promise<PortalDocument> {
  if (on) {
    // Uploads through a shipment's address belong to that shipment.
    await requirePartyEntity(deps.db, caller, EntityType.SHIPMENT, on.shipmentId);
    if (input.shipmentId !== undefined && input.shipmentId !== on.shipmentId) {
      throw badRequest(DOCUMENT_MESSAGES.shipmentMismatch, { 'uploadData.shipmentId': [DOCUMENT_MESSAGES.shipmentMismatchField] });
    }
    input = { ...input, shipmentId: on.shipmentId };
  }
  const file = checkUpload(input);
  const { entity, shipmentId } = await resolveUploadTarget(deps.db, caller, file.fileType, input);
  if (on && (shipmentId ?? entity.shipmentId) !== on.shipmentId) {
    throw badRequest(DOCUMENT_MESSAGES.recordNotOnShipment({ record: entity.description }), { request: [DOCUMENT_MESSAGES.recordNotOnShipmentField] });
  }

  const id = await storeThenRecord(deps, file, 'could not remove the file of a failed upload', (storageKey) =>
    deps.db.transaction().execute(async (trx) => {
      const newId = await insertDocument(trx, {
        ...storedFileColumns(file, storageKey),
        file_type: file.fileType,
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
      if (entity.caseId !== null) await recordDocumentsAttached(trx, entity.caseId, caller.userId, 1);
      return newId;
    }),
  );
  const row = await findDocumentById(deps.db, id);
  return documentDtoOf(caller, row!);
}
