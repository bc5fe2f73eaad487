import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { EntityType } from '@portal/domain/common/entity-type';
import { FileType } from '@portal/domain/documents/file-type';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { findDocumentById, type DocumentRow } from './documents.repository';
import { findEntityForViewer, isSupportedEntityType } from './entity-access';
import { shipmentsInvoicedToViewer } from './entity.repository';

/**
 * The documents among `rows` the caller may read: those of records the caller takes part in (a
 * carrier that only sees a load, or whose booking came off, reads none of its documents). Proofs
 * of delivery are also read by the parties of an invoice on their shipment (a factoring company or a
 * payer needs them to pay, without seeing the shipment), and documents attached to a case by the
 * parties of the case. Documents on other kinds of record are read by the company that uploaded
 * them; profile pictures by everyone signed in.
 */
export async function readableDocuments(db: Db, caller: Caller, rows: DocumentRow[]): Promise<DocumentRow[]> {
  if (caller.isBrokerage || rows.length === 0) return rows;
  const seen = new Map<string, boolean>();
  const canSee = async (entityType: number, entityId: number) => {
    const key = `${entityType}:${entityId}`;
    if (!seen.has(key)) seen.set(key, (await findEntityForViewer(db, caller, entityType, entityId))?.isParty === true);
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
    if (!isSupportedEntityType(row.entity_type)) return row.company_id === caller.companyId;
    if (seen.get(`${row.entity_type}:${row.entity_id}`) || viaCase.has(row.id)) return true;
    return row.file_type === FileType.ProofOfDelivery && row.shipment_id !== null && invoiced.has(row.shipment_id);
  });
}

/** The documents of `ids` the caller may read; missing, deleted and unreadable ones are left out. */
export async function findReadableDocuments(db: Db, caller: Caller, ids: readonly string[]): Promise<DocumentRow[]> {
  const rows = (await Promise.all(ids.map((id) => findDocumentById(db, id)))).filter((row): row is DocumentRow => row !== undefined);
  return readableDocuments(db, caller, rows);
}

/** The document, or 404 when it does not exist, was deleted, or the caller may not read it. */
export async function getReadableDocument(db: Db, caller: Caller, id: string): Promise<DocumentRow> {
  const row = await findDocumentById(db, id);
  if (!row) throw notFound('Document');
  const [readable] = await readableDocuments(db, caller, [row]);
  if (!readable) throw notFound('Document');
  return readable;
}
