import { EntityType } from '@portal/domain/common/entity-type';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { newFileKey } from '../../lib/file-store';
import { insertDocument, type NewDocument } from './documents.repository';
import type { DocumentDeps } from './documents.service';

/** A PDF the server made (a bill of lading), filed on a shipment and its order. */
export interface GeneratedPdf {
  name: string;
  fileType: number;
  bytes: Uint8Array;
  shipmentId: number;
  orderId: number | null;
}

/**
 * Files a generated PDF as a document of the shipment (and its order), so the documents panels and
 * the viewer open it like any upload. The file is stored first; the row is written in the caller's
 * transaction; `removeFile` takes the file away again if that transaction fails.
 */
export async function storeGeneratedPdf(deps: DocumentDeps, trx: Db, caller: Caller, pdf: GeneratedPdf): Promise<{ id: string; removeFile: () => Promise<void> }> {
  return storePdf(deps, trx, caller, pdf, { entity_type: EntityType.SHIPMENT, entity_id: pdf.shipmentId, company_id: caller.companyId, shipment_id: pdf.shipmentId, order_id: pdf.orderId });
}

/** Stores the file, then writes its row (in the caller's transaction) on the record it belongs to. */
async function storePdf(
  deps: Pick<DocumentDeps, 'fileStore'>,
  trx: Db,
  caller: Caller,
  pdf: { name: string; fileType: number; bytes: Uint8Array },
  record: Pick<NewDocument, 'entity_type' | 'entity_id' | 'company_id' | 'shipment_id' | 'order_id'>,
): Promise<{ id: string; removeFile: () => Promise<void> }> {
  const storageKey = newFileKey();
  await deps.fileStore.put(storageKey, pdf.bytes, 'application/pdf');
  const id = await insertDocument(trx, {
    name: pdf.name,
    file_type: pdf.fileType,
    extension: '.pdf',
    content_type: 'application/pdf',
    size_bytes: pdf.bytes.byteLength,
    storage_key: storageKey,
    ...record,
    uploaded_by_user_id: caller.userId,
  });
  return { id, removeFile: () => deps.fileStore.delete(storageKey) };
}

/** A PDF that belongs to a company itself rather than to a load (a carrier's insurance certificate). */
export interface CompanyPdf {
  name: string;
  fileType: number;
  bytes: Uint8Array;
  companyId: number;
}

/**
 * Files a PDF as a document of its company: the company's users and the brokerage read it, and the
 * viewer opens it like any upload. Stored first, the row written in the caller's transaction;
 * `removeFile` takes the file away again if that transaction fails.
 */
export async function storeCompanyPdf(deps: Pick<DocumentDeps, 'fileStore'>, trx: Db, caller: Caller, pdf: CompanyPdf): Promise<{ id: string; removeFile: () => Promise<void> }> {
  return storePdf(deps, trx, caller, pdf, { entity_type: EntityType.CARRIER, entity_id: pdf.companyId, company_id: pdf.companyId });
}

/** A PDF filed sealed: its SHA-256 is kept with the row, and every download is checked against it. */
export interface SealedStopPdf {
  name: string;
  fileType: number;
  bytes: Uint8Array;
  sha256: string;
  shipmentId: number;
  orderId: number | null;
  /** The order stop it was signed at; a proof of delivery on it meets the stop's required POD like an upload. */
  orderStopId: number | null;
}

/**
 * Files a signed PDF on the stop it was signed at (or the shipment when the stop has no order stop),
 * sealed with its SHA-256. Stored first, the row written in the caller's transaction; `removeFile`
 * takes the file away again if that transaction fails.
 */
export async function storeSealedStopPdf(deps: Pick<DocumentDeps, 'fileStore'>, trx: Db, caller: Caller, pdf: SealedStopPdf): Promise<{ id: string; removeFile: () => Promise<void> }> {
  const storageKey = newFileKey();
  await deps.fileStore.put(storageKey, pdf.bytes, 'application/pdf');
  const onStop = pdf.orderStopId !== null;
  const id = await insertDocument(trx, {
    name: pdf.name,
    file_type: pdf.fileType,
    extension: '.pdf',
    content_type: 'application/pdf',
    size_bytes: pdf.bytes.byteLength,
    storage_key: storageKey,
    entity_type: onStop ? EntityType.ORDER_STOP : EntityType.SHIPMENT,
    entity_id: onStop ? pdf.orderStopId! : pdf.shipmentId,
    company_id: caller.companyId,
    shipment_id: pdf.shipmentId,
    order_id: pdf.orderId,
    order_stop_id: pdf.orderStopId,
    uploaded_by_user_id: caller.userId,
    sealed_sha256: pdf.sha256,
  });
  return { id, removeFile: () => deps.fileStore.delete(storageKey) };
}
