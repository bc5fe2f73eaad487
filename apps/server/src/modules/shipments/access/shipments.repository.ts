import { sql } from 'kysely';
import type { ShipmentStopsRow, ShipmentsRow, ShipmentsUpdate } from '../../../db/database';
import type { Db } from '../../../db/db';
import { perCallerQuery } from '../../../db/query-shapes';
import { applyVisibility } from '../../../db/visibility/apply-visibility';
import { ownShipments, visibleShipments } from '../../../db/visibility/shipment-visibility';
import type { Caller } from '../../../lib/caller';
import type { ShipmentScope } from './shipment-visibility';

/**
 * Every shipment query starts here: the caller's visibility is applied once, in one place.
 * Detail reads use scope `visible` (includes the load board); lists and counts use `own`.
 */
export function shipmentsOf(db: Db, caller: Caller, scope: ShipmentScope = 'visible') {
  return applyVisibility(db.selectFrom('shipments'), scope === 'own' ? ownShipments : visibleShipments, caller);
}

export async function findVisibleShipmentById(db: Db, caller: Caller, id: number): Promise<ShipmentsRow | undefined> {
  return (await visibleShipmentWhere(db, caller, 'id', { key: id }))[0];
}

export async function findVisibleShipmentByNumber(db: Db, caller: Caller, shipmentNumber: string): Promise<ShipmentsRow | undefined> {
  return (await visibleShipmentWhere(db, caller, 'shipment_number', { key: shipmentNumber }))[0];
}

/** Every shipment call starts with this read: built once per caller and key column (db/query-shapes.ts). */
const visibleShipmentWhere = perCallerQuery(
  (db, caller, column: 'id' | 'shipment_number', { key }: { key: number | string }) =>
    shipmentsOf(db, caller).selectAll('shipments').where(`shipments.${column}`, '=', key),
  (column) => column,
);

/** Locks the row for the rest of the transaction; callers check visibility first. */
export function lockShipment(trx: Db, id: number): Promise<ShipmentsRow> {
  return trx.selectFrom('shipments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export function updateShipment(trx: Db, id: number, values: ShipmentsUpdate) {
  return trx.updateTable('shipments').set(values).where('id', '=', id).execute();
}

export function findStops(db: Db, shipmentId: number): Promise<ShipmentStopsRow[]> {
  return db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
}

/** Order line items picked up or dropped at these order stops, with their order number. */
export function findLineItemsForOrderStops(db: Db, orderStopIds: number[]) {
  if (orderStopIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .selectAll('li')
    .select('o.order_number')
    .where((eb) => eb.or([eb('li.pickup_stop_id', 'in', orderStopIds), eb('li.dropoff_stop_id', 'in', orderStopIds)]))
    .orderBy('li.order_id')
    .orderBy('li.id')
    .execute();
}

export type LineItemWithOrder = Awaited<ReturnType<typeof findLineItemsForOrderStops>>[number];

/**
 * The line items picked up or dropped at a shipment's stops, with their order number: what
 * findLineItemsForOrderStops gives for the shipment's order stops, asked alongside the stops
 * rather than after them (one wait fewer per shipment page).
 */
export function findLineItemsOfShipment(db: Db, shipmentId: number): Promise<LineItemWithOrder[]> {
  const orderStops = sql`array(select order_stop_id from shipment_stops where shipment_id = ${shipmentId})`;
  return db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .selectAll('li')
    .select('o.order_number')
    .where(sql<boolean>`(li.pickup_stop_id = any(${orderStops}) or li.dropoff_stop_id = any(${orderStops}))`)
    .orderBy('li.order_id')
    .orderBy('li.id')
    .execute();
}

const COMPANY_COLUMNS = [
  'id',
  'name',
  'company_number',
  'kind',
  'mc_number',
  'dot_number',
  'scac',
  'phone',
  'email',
  'address_line1',
  'city',
  'state',
  'postal_code',
  'factoring_company_id',
] as const;

export function findCompanies(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('companies').select(COMPANY_COLUMNS).where('id', 'in', ids).execute();
}
export type CompanyRow = Awaited<ReturnType<typeof findCompanies>>[number];

export function findBrokerageCompany(db: Db): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').select(COMPANY_COLUMNS).where('kind', '=', 'Brokerage').orderBy('id').executeTakeFirst();
}
