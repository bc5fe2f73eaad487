import { sql, type Insertable, type Updateable } from 'kysely';
import type { CaseHistoryTable, CasesTable } from '../../db/database';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleCases } from '../../db/visibility/case-visibility';
import { visibleShipments } from '../../db/visibility/shipment-visibility';
import type { Caller } from '../../lib/caller';
import { laneCityColumns } from '../../db/lane-columns';

/**
 * Case reads and writes behind the case detail, create and the brokerage's updates (the list's
 * search is case-search.repository.ts). Every read of tenant data takes the caller and goes through
 * the one case rule (db/visibility/case-visibility.ts).
 */

/** Visible cases joined to their shipment (`s`), companies and assignee: one row per case. */
export function caseRows(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('cases'), visibleCases, caller)
    .leftJoin('shipments as s', 's.id', 'cases.shipment_id')
    .leftJoin('companies as carrier', 'carrier.id', 'cases.carrier_id')
    .leftJoin('companies as customer', 'customer.id', 'cases.customer_id')
    .leftJoin('users as assignee', 'assignee.id', 'cases.assignee_user_id')
    .selectAll('cases')
    .select([
      's.shipment_number',
      ...laneCityColumns('s'),
      'carrier.name as carrier_name',
      'customer.name as customer_name',
      'assignee.first_name as assignee_first_name',
      'assignee.last_name as assignee_last_name',
    ]);
}
export type CaseRow = Awaited<ReturnType<ReturnType<typeof caseRows>['executeTakeFirstOrThrow']>>;

/** A visible case by id or by case number. */
export function findVisibleCase(db: Db, caller: Caller, key: { id: number } | { caseNumber: string }): Promise<CaseRow | undefined> {
  const query = caseRows(db, caller);
  return ('id' in key ? query.where('cases.id', '=', key.id) : query.where('cases.case_number', '=', key.caseNumber)).executeTakeFirst();
}

export function findInvolvedParties(db: Db, caseIds: number[]) {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('case_involved_parties as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.case_id', 'p.company_id', 'c.name as company_name'])
    .where('p.case_id', 'in', caseIds)
    .orderBy('p.case_id')
    .orderBy('c.name')
    .execute();
}
export type InvolvedPartyRow = Awaited<ReturnType<typeof findInvolvedParties>>[number];

// ---- creating ------------------------------------------------------------------------------------

/** A shipment the caller sees (the one shipment rule), with what a new case copies from it. */
export function findVisibleShipmentForCase(db: Db, caller: Caller, shipmentId: number) {
  return applyVisibility(db.selectFrom('shipments'), visibleShipments, caller)
    .select(['shipments.id', 'shipments.shipment_number', 'shipments.status', 'shipments.order_id', 'shipments.carrier_id', 'shipments.customer_id'])
    .where('shipments.id', '=', shipmentId)
    .executeTakeFirst();
}

/** Case numbers follow the id ('CS-100026' for id 26, as the demo data numbers them) unless that number is taken. */
export async function reserveCaseIdentity(trx: Db): Promise<{ id: number; caseNumber: string }> {
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('cases', 'id'))::integer as id`.execute(trx);
  const id = Number(rows[0].id);
  const preferred = `CS-${100_000 + id}`;
  const taken = await trx.selectFrom('cases').select('id').where('case_number', '=', preferred).executeTakeFirst();
  if (!taken) return { id, caseNumber: preferred };
  const { rows: highest } = await sql<{ n: number | null }>`
    select max(substring(case_number from '^CS-(\\d{1,9})$')::integer) as n from cases`.execute(trx);
  return { id, caseNumber: `CS-${Math.max(Number(highest[0]?.n ?? 0), 100_000 + id) + 1}` };
}

export function insertCase(trx: Db, values: Insertable<CasesTable>) {
  return trx.insertInto('cases').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertInvolvedParties(trx: Db, caseId: number, companyIds: number[]) {
  const unique = [...new Set(companyIds)];
  if (unique.length === 0) return;
  await trx
    .insertInto('case_involved_parties')
    .values(unique.map((company_id) => ({ case_id: caseId, company_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Links the caller's company's own, live documents that are not on another case yet; answers the ids
 * it linked (the service refuses the request when some are missing).
 */
export async function linkCompanyDocuments(trx: Db, caller: Caller, caseId: number, documentIds: string[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const rows = await trx
    .updateTable('documents')
    .set({ case_id: caseId })
    .where('id', 'in', documentIds)
    .where('company_id', '=', caller.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('case_id', 'is', null), eb('case_id', '=', caseId)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

// ---- history ------------------------------------------------------------------------------------

export async function insertHistory(trx: Db, rows: Insertable<CaseHistoryTable>[]) {
  if (rows.length === 0) return;
  await trx.insertInto('case_history').values(rows).execute();
}

/** Newest first; the id breaks ties between rows of one change. */
export function findHistory(db: Db, caseId: number, page: number, pageSize: number) {
  return db
    .selectFrom('case_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.action', 'h.field', 'h.old_value', 'h.new_value', 'h.description', 'h.created_at', 'u.first_name', 'u.last_name'])
    .where('h.case_id', '=', caseId)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}
export type HistoryRow = Awaited<ReturnType<typeof findHistory>>[number];

export async function countHistory(db: Db, caseId: number): Promise<number> {
  const row = await db.selectFrom('case_history').select((eb) => eb.fn.countAll<number>().as('count')).where('case_id', '=', caseId).executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---- the brokerage's updates ----------------------------------------------------------------------

/** The case row, locked for the rest of the transaction (brokerage callers only: no visibility filter). */
export function lockCase(trx: Db, id: number) {
  return trx.selectFrom('cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateCase(trx: Db, id: number, values: Updateable<CasesTable>) {
  return trx.updateTable('cases').set(values).where('id', '=', id).execute();
}

/** A user of the brokerage (cases are assigned to its staff only). */
export function findBrokerageUser(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('u.id', '=', userId)
    .where('c.kind', '=', 'Brokerage')
    .where('u.status', '=', 'Active')
    .executeTakeFirst();
}

export function findUserName(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

export function findChargeOfCase(trx: Db, caseId: number) {
  return trx.selectFrom('charges').select(['id', 'ap_invoice_id', 'rate_cents']).where('case_id', '=', caseId).executeTakeFirst();
}

/** The carrier's open (Draft or Received) payables invoice for the shipment, locked; the newest if several. */
export function lockOpenApInvoice(trx: Db, shipmentId: number, carrierId: number, openStatuses: readonly number[]) {
  return trx
    .selectFrom('ap_invoices')
    .select(['id', 'invoice_number', 'invoice_amount_cents'])
    .where('shipment_id', '=', shipmentId)
    .where('carrier_id', '=', carrierId)
    .where('status', 'in', [...openStatuses])
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function insertCharge(
  trx: Db,
  values: { shipmentId: number; caseId: number; apInvoiceId: number | null; description: string; chargeTypeName: string; rateCents: number },
) {
  return trx
    .insertInto('charges')
    .values({
      shipment_id: values.shipmentId,
      case_id: values.caseId,
      ap_invoice_id: values.apInvoiceId,
      description: values.description,
      charge_type_name: values.chargeTypeName,
      rate_cents: values.rateCents,
      units: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function addToInvoiceAmount(trx: Db, apInvoiceId: number, cents: number) {
  return trx
    .updateTable('ap_invoices')
    .set((eb) => ({ invoice_amount_cents: eb('invoice_amount_cents', '+', cents), updated_at: new Date() }))
    .where('id', '=', apInvoiceId)
    .execute();
}
