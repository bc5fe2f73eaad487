import { sql, type Expression, type SqlBool } from 'kysely';
import { FileType } from '@portal/domain/documents/file-type';
import type { DocumentsTable } from '../../db/database';
import type { Db } from '../../db/db';

/** More than any one record carries; a list is cut here rather than paged. */
export const MAX_DOCUMENTS_LISTED = 1000;

function selectDocuments(db: Db) {
  return db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by_user_id')
    .leftJoin('shipments as s', 's.id', 'd.shipment_id')
    .leftJoin('order_stops as os', 'os.id', 'd.order_stop_id')
    .leftJoin('orders as o', 'o.id', 'd.order_id')
    .leftJoin('ap_invoices as ai', 'ai.id', 'd.ap_invoice_id')
    .leftJoin('third_party_invoices as ti', 'ti.id', 'd.third_party_invoice_id')
    .leftJoin('cases as c', 'c.id', 'd.case_id')
    .select([
      'd.id',
      'd.name',
      'd.file_type',
      'd.extension',
      'd.content_type',
      'd.size_bytes',
      'd.storage_key',
      'd.entity_type',
      'd.entity_id',
      'd.company_id',
      'd.shipment_id',
      'd.order_id',
      'd.order_stop_id',
      'd.ap_invoice_id',
      'd.third_party_invoice_id',
      'd.case_id',
      'd.uploaded_by_user_id',
      'd.created_at',
      'd.sealed_sha256',
      'u.first_name as uploader_first_name',
      'u.last_name as uploader_last_name',
      's.shipment_number',
      'os.stop_number',
      'o.order_number',
      'ai.invoice_number as ap_invoice_number',
      'ti.invoice_number as third_party_invoice_number',
      'c.case_number',
    ])
    .where('d.deleted_at', 'is', null);
}

export type DocumentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirst']>>>;

export function findDocumentById(db: Db, id: string): Promise<DocumentRow | undefined> {
  return selectDocuments(db).where('d.id', '=', id).executeTakeFirst();
}

/** What a document list is asked for: documents of any of these records (an invoice also lists its shipment's proofs of delivery). */
export interface DocumentQuery {
  shipmentId?: number;
  orderId?: number;
  apInvoiceId?: number;
  thirdPartyInvoiceId?: number;
  caseId?: number;
  /** Proofs of delivery of this shipment. */
  proofOfDeliveryOfShipmentId?: number;
  /** Documents uploaded by this company. */
  companyId?: number;
  fileType?: number;
}

export function findDocuments(db: Db, query: DocumentQuery): Promise<DocumentRow[]> {
  let q = selectDocuments(db).where((eb) => {
    const any: Expression<SqlBool>[] = [];
    if (query.shipmentId !== undefined) any.push(eb('d.shipment_id', '=', query.shipmentId));
    if (query.orderId !== undefined) any.push(eb('d.order_id', '=', query.orderId));
    if (query.apInvoiceId !== undefined) any.push(eb('d.ap_invoice_id', '=', query.apInvoiceId));
    if (query.thirdPartyInvoiceId !== undefined) any.push(eb('d.third_party_invoice_id', '=', query.thirdPartyInvoiceId));
    if (query.caseId !== undefined) any.push(eb('d.case_id', '=', query.caseId));
    if (query.proofOfDeliveryOfShipmentId !== undefined) {
      any.push(eb.and([eb('d.shipment_id', '=', query.proofOfDeliveryOfShipmentId), eb('d.file_type', '=', FileType.ProofOfDelivery)]));
    }
    return any.length > 0 ? eb.or(any) : eb.val(true);
  });
  if (query.companyId !== undefined) q = q.where('d.company_id', '=', query.companyId);
  if (query.fileType !== undefined) q = q.where('d.file_type', '=', query.fileType);
  return q.orderBy('d.created_at', 'desc').orderBy('d.id').limit(MAX_DOCUMENTS_LISTED).execute();
}

type RecordLinks = Pick<DocumentsTable, 'shipment_id' | 'order_id' | 'order_stop_id' | 'ap_invoice_id' | 'third_party_invoice_id' | 'case_id'>;

const NO_RECORD_LINKS: RecordLinks = { shipment_id: null, order_id: null, order_stop_id: null, ap_invoice_id: null, third_party_invoice_id: null, case_id: null };

/** A new document; the records it is not on (the links left out) are null. */
export type NewDocument = Omit<DocumentsTable, 'id' | 'created_at' | 'deleted_at' | 'sealed_sha256' | keyof RecordLinks> & Partial<RecordLinks> & { sealed_sha256?: string | null };

export async function insertDocument(db: Db, document: NewDocument): Promise<string> {
  const row = await db.insertInto('documents').values({ ...NO_RECORD_LINKS, ...document }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the document deleted; answers its storage key, or undefined when it was already gone. */
export async function softDeleteDocument(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('documents')
    .set({ deleted_at: sql`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}

/**
 * Stored requirements of shipments' own paperwork (their stops and themselves), plus those of the
 * given AP and third-party invoices.
 */
export function findRequiredDocumentRows(db: Db, where: { shipmentIds: readonly number[]; apInvoiceIds?: readonly number[]; thirdPartyInvoiceIds?: readonly number[] }) {
  if (where.shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('required_documents as r')
    .select(['r.id', 'r.file_type', 'r.description', 'r.entity_type', 'r.order_id', 'r.order_stop_id', 'r.shipment_id', 'r.ap_invoice_id', 'r.third_party_invoice_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('r.shipment_id', 'in', [...where.shipmentIds]), eb('r.ap_invoice_id', 'is', null), eb('r.third_party_invoice_id', 'is', null)]),
        ...(where.apInvoiceIds?.length ? [eb('r.ap_invoice_id', 'in', [...where.apInvoiceIds])] : []),
        ...(where.thirdPartyInvoiceIds?.length ? [eb('r.third_party_invoice_id', 'in', [...where.thirdPartyInvoiceIds])] : []),
      ]),
    )
    .orderBy('r.id')
    .execute();
}
export type RequiredDocumentRow = Awaited<ReturnType<typeof findRequiredDocumentRows>>[number];

/** The dropoff stops of the orders the shipments carry, in stop order. */
export function findShipmentDropoffs(db: Db, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_stops as os')
    .innerJoin('shipments as s', 's.order_id', 'os.order_id')
    .select(['s.id as shipment_id', 'os.id', 'os.order_id', 'os.stop_number'])
    .where('s.id', 'in', [...shipmentIds])
    .where('os.stop_type', '=', 'Dropoff')
    .orderBy('os.stop_number')
    .execute();
}
export type DropoffRow = Awaited<ReturnType<typeof findShipmentDropoffs>>[number];

/** Live documents of the shipments' record families (their stops, invoices and themselves), oldest first. */
export function findDocumentsForRequirements(db: Db, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents')
    .select(['id', 'file_type', 'order_stop_id', 'ap_invoice_id', 'third_party_invoice_id', 'shipment_id'])
    .where('deleted_at', 'is', null)
    .where('shipment_id', 'in', [...shipmentIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type RequirementDocumentRow = Awaited<ReturnType<typeof findDocumentsForRequirements>>[number];

export async function insertShipmentActivity(db: Db, activity: { shipmentId: number; kind: string; description: string; userId: number }): Promise<number> {
  const row = await db
    .insertInto('shipment_activity')
    .values({ shipment_id: activity.shipmentId, kind: activity.kind, description: activity.description, user_id: activity.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
