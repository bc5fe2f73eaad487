import { EntityType } from '@portal/domain/common/entity-type';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { visibleApInvoices } from '../../db/visibility/ap-invoice-visibility';
import { visibleCases } from '../../db/visibility/case-visibility';
import { visibleOrders } from '../../db/visibility/order-visibility';
import { visibleShipments } from '../../db/visibility/shipment-visibility';
import { visibleThirdPartyInvoices } from '../../db/visibility/third-party-invoice-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { THIRD_PARTY_INVOICE_PARTY_COLUMNS } from '../../db/third-party-invoice-columns';

/**
 * The records documents and notes hang on, each read through the one visibility rule of its kind
 * (db/visibility/): the same rule as the record's own routes, area guard included, so whoever gets
 * 404 on a record gets 404 on its notes, documents, required documents and mentionable users.
 * Order stops are reached through their shipment or their order (entity-access.ts).
 */

export function findVisibleShipment(db: Db, viewer: Caller, shipmentId: number) {
  return applyVisibility(db.selectFrom('shipments'), visibleShipments, viewer)
    .select(['shipments.id', 'shipments.shipment_number', 'shipments.order_id', 'shipments.carrier_id', 'shipments.customer_id'])
    .where('shipments.id', '=', shipmentId)
    .executeTakeFirst();
}

/** Ids among `shipmentIds` the viewer can see. */
export async function visibleShipmentIds(db: Db, viewer: Caller, shipmentIds: readonly number[]): Promise<Set<number>> {
  if (shipmentIds.length === 0) return new Set();
  const rows = await applyVisibility(db.selectFrom('shipments'), visibleShipments, viewer)
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
  return applyVisibility(db.selectFrom('orders'), visibleOrders, viewer)
    .select(['orders.id', 'orders.order_number', 'orders.customer_id'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

export function findCase(db: Db, viewer: Caller, caseId: number) {
  return applyVisibility(db.selectFrom('cases'), visibleCases, viewer)
    .leftJoin('shipments as s', 's.id', 'cases.shipment_id')
    .select(['cases.id', 'cases.case_number', 'cases.shipment_id', 'cases.order_id', 'cases.carrier_id', 'cases.customer_id', 's.shipment_number'])
    .where('cases.id', '=', caseId)
    .executeTakeFirst();
}

export function findCaseInvolvedCompanyIds(db: Db, caseId: number) {
  return db.selectFrom('case_involved_parties').select('company_id').where('case_id', '=', caseId).execute();
}

export function findApInvoice(db: Db, viewer: Caller, apInvoiceId: number) {
  return applyVisibility(db.selectFrom('ap_invoices'), visibleApInvoices, viewer)
    .innerJoin('shipments as s', 's.id', 'ap_invoices.shipment_id')
    .select(['ap_invoices.id', 'ap_invoices.invoice_number', 'ap_invoices.shipment_id', 'ap_invoices.carrier_id', 'ap_invoices.remit_to_company_id', 's.order_id', 's.shipment_number'])
    .where('ap_invoices.id', '=', apInvoiceId)
    .executeTakeFirst();
}

export function findThirdPartyInvoice(db: Db, viewer: Caller, thirdPartyInvoiceId: number) {
  return applyVisibility(db.selectFrom('third_party_invoices'), visibleThirdPartyInvoices, viewer)
    .innerJoin('shipments as s', 's.id', 'third_party_invoices.shipment_id')
    .select([...THIRD_PARTY_INVOICE_PARTY_COLUMNS, 's.order_id', 's.shipment_number'])
    .where('third_party_invoices.id', '=', thirdPartyInvoiceId)
    .executeTakeFirst();
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
    const rows = await applyVisibility(db.selectFrom('ap_invoices'), visibleApInvoices, viewer).select('ap_invoices.shipment_id').where('ap_invoices.shipment_id', 'in', ids).execute();
    for (const r of rows) found.add(r.shipment_id);
  }
  if (kinds.thirdPartyInvoices) {
    const rows = await applyVisibility(db.selectFrom('third_party_invoices'), visibleThirdPartyInvoices, viewer)
      .select('third_party_invoices.shipment_id')
      .where('third_party_invoices.shipment_id', 'in', ids)
      .execute();
    for (const r of rows) found.add(r.shipment_id);
  }
  return found;
}

export const SUPPORTED_ENTITY_TYPES = [
  EntityType.SHIPMENT,
  EntityType.ORDER,
  EntityType.ORDER_STOP,
  EntityType.CASE,
  EntityType.AP_INVOICE,
  EntityType.THIRD_PARTY,
] as const;
