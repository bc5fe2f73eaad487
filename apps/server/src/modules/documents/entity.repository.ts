import { sql, type Kysely, type Transaction } from 'kysely';
import { EntityType } from '@portal/domain/common/entity-type';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { applyShipmentVisibility } from '../shipments/shipment-visibility';
import { containsPattern } from '../../lib/like-pattern';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The records documents and notes hang on, each read only when the viewer may see it: shipments
 * through the one shipment visibility rule; order stops through their shipment or their order's
 * customer; orders through their customer; cases through the carrier or an involved party (drivers
 * only on shipments they see); AP invoices through the carrier or the remit-to factoring company;
 * third-party invoices through the payer, the carrier or its factoring company. Users of the
 * brokerage that owns the TMS see every record. Area permissions are checked by the caller of
 * these functions (entity-access.ts).
 */

export function findVisibleShipment(db: Db, viewer: Caller, shipmentId: number) {
  return applyShipmentVisibility(db.selectFrom('shipments'), viewer)
    .select(['shipments.id', 'shipments.shipment_number', 'shipments.order_id', 'shipments.carrier_id', 'shipments.customer_id'])
    .where('shipments.id', '=', shipmentId)
    .executeTakeFirst();
}

/** Ids among `shipmentIds` the viewer can see. */
export async function visibleShipmentIds(db: Db, viewer: Caller, shipmentIds: readonly number[]): Promise<Set<number>> {
  if (shipmentIds.length === 0) return new Set();
  const rows = await applyShipmentVisibility(db.selectFrom('shipments'), viewer)
    .select('shipments.id')
    .where('shipments.id', 'in', [...shipmentIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** An order stop with its order and the shipment that carries it (by its shipment stop, else by the order). */
export function findOrderStop(db: Db, orderStopId: number) {
  return db
    .selectFrom('order_stops as os')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select((eb) => [
      'os.id',
      'os.order_id',
      'os.stop_number',
      'os.stop_type',
      'o.order_number',
      'o.customer_id',
      eb
        .selectFrom('shipment_stops as ss')
        .select('ss.shipment_id')
        .whereRef('ss.order_stop_id', '=', 'os.id')
        .orderBy('ss.shipment_id')
        .limit(1)
        .as('stop_shipment_id'),
      eb.selectFrom('shipments as s').select('s.id').whereRef('s.order_id', '=', 'os.order_id').orderBy('s.id').limit(1).as('order_shipment_id'),
    ])
    .where('os.id', '=', orderStopId)
    .executeTakeFirst();
}

export function findOrder(db: Db, viewer: Caller, orderId: number) {
  let query = db.selectFrom('orders as o').select(['o.id', 'o.order_number', 'o.customer_id']).where('o.id', '=', orderId);
  if (!viewer.isBrokerage) query = query.where('o.customer_id', '=', viewer.companyId);
  return query.executeTakeFirst();
}

export function findCase(db: Db, viewer: Caller, caseId: number) {
  let query = db
    .selectFrom('cases as c')
    .leftJoin('shipments as s', 's.id', 'c.shipment_id')
    .select(['c.id', 'c.case_number', 'c.shipment_id', 'c.order_id', 'c.carrier_id', 'c.customer_id', 's.shipment_number'])
    .where('c.id', '=', caseId);
  if (!viewer.isBrokerage) {
    query = query.where((eb) =>
      eb.or([
        eb('c.carrier_id', '=', viewer.companyId),
        eb.exists(eb.selectFrom('case_involved_parties as p').select('p.case_id').whereRef('p.case_id', '=', 'c.id').where('p.company_id', '=', viewer.companyId)),
      ]),
    );
  }
  return query.executeTakeFirst();
}

export function findCaseInvolvedCompanyIds(db: Db, caseId: number) {
  return db.selectFrom('case_involved_parties').select('company_id').where('case_id', '=', caseId).execute();
}

export function findApInvoice(db: Db, viewer: Caller, apInvoiceId: number) {
  let query = db
    .selectFrom('ap_invoices as i')
    .innerJoin('shipments as s', 's.id', 'i.shipment_id')
    .select(['i.id', 'i.invoice_number', 'i.shipment_id', 'i.carrier_id', 'i.remit_to_company_id', 's.order_id', 's.shipment_number'])
    .where('i.id', '=', apInvoiceId);
  if (!viewer.isBrokerage) {
    query = query.where((eb) => eb.or([eb('i.carrier_id', '=', viewer.companyId), eb('i.remit_to_company_id', '=', viewer.companyId)]));
  }
  return query.executeTakeFirst();
}

export function findThirdPartyInvoice(db: Db, viewer: Caller, thirdPartyInvoiceId: number) {
  let query = db
    .selectFrom('third_party_invoices as i')
    .innerJoin('shipments as s', 's.id', 'i.shipment_id')
    .select(['i.id', 'i.invoice_number', 'i.shipment_id', 'i.payer_company_id', 'i.carrier_id', 'i.factoring_company_id', 's.order_id', 's.shipment_number'])
    .where('i.id', '=', thirdPartyInvoiceId);
  if (!viewer.isBrokerage) {
    query = query.where((eb) =>
      eb.or([
        eb('i.payer_company_id', '=', viewer.companyId),
        eb('i.carrier_id', '=', viewer.companyId),
        eb('i.factoring_company_id', '=', viewer.companyId),
      ]),
    );
  }
  return query.executeTakeFirst();
}

/**
 * Shipments (among `shipmentIds`) with an invoice the viewer is a party of: invoice parties read
 * the proof of delivery of the invoiced shipment even when they cannot see the shipment itself.
 */
export async function shipmentsInvoicedToViewer(
  db: Db,
  viewer: Caller,
  shipmentIds: readonly number[],
  kinds: { apInvoices: boolean; thirdPartyInvoices: boolean },
): Promise<Set<number>> {
  const ids = [...shipmentIds];
  const found = new Set<number>();
  if (ids.length === 0) return found;
  if (kinds.apInvoices) {
    const rows = await db
      .selectFrom('ap_invoices')
      .select('shipment_id')
      .where('shipment_id', 'in', ids)
      .where((eb) => eb.or([eb('carrier_id', '=', viewer.companyId), eb('remit_to_company_id', '=', viewer.companyId)]))
      .execute();
    for (const r of rows) found.add(r.shipment_id);
  }
  if (kinds.thirdPartyInvoices) {
    const rows = await db
      .selectFrom('third_party_invoices')
      .select('shipment_id')
      .where('shipment_id', 'in', ids)
      .where((eb) =>
        eb.or([eb('payer_company_id', '=', viewer.companyId), eb('carrier_id', '=', viewer.companyId), eb('factoring_company_id', '=', viewer.companyId)]),
      )
      .execute();
    for (const r of rows) found.add(r.shipment_id);
  }
  return found;
}

/** Active users of the given companies and of the brokerage matching a name or e-mail fragment. */
export function searchUsersOfCompanies(db: Db, companyIds: readonly number[], query: string | undefined, limit: number) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.profile_file_id', 'c.name as company_name'])
    .where('u.status', '=', 'Active')
    .where((eb) => eb.or([eb('c.kind', '=', 'Brokerage'), ...(companyIds.length > 0 ? [eb('u.company_id', 'in', [...companyIds])] : [])]));
  const text = query?.trim();
  if (text) {
    const pattern = containsPattern(text);
    q = q.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
      ]),
    );
  }
  return q.orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id').limit(limit).execute();
}

export const SUPPORTED_ENTITY_TYPES = [
  EntityType.SHIPMENT,
  EntityType.ORDER,
  EntityType.ORDER_STOP,
  EntityType.CASE,
  EntityType.AP_INVOICE,
  EntityType.THIRD_PARTY,
] as const;
