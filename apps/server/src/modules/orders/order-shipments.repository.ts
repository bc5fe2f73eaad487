import { sql, type Insertable, type Updateable } from 'kysely';
import type { ShipmentStopsTable, ShipmentsRow, ShipmentsTable } from '../../db/database';
import type { Db } from '../../db/db';
import { earthAt, earthOf, milesBetween } from '../../db/geo';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleOrders } from '../../db/visibility/order-visibility';
import type { Caller } from '../../lib/caller';
import { lanePlaceColumns } from '../../db/lane-columns';

/** Inserts the shipment an order makes and gives it its number (4,100,000 + id, as the demo data numbers them). */
export async function insertShipment(trx: Db, values: Omit<Insertable<ShipmentsTable>, 'shipment_number'>) {
  const { id } = await trx.insertInto('shipments').values({ ...values, shipment_number: `pending-${crypto.randomUUID()}` }).returning('id').executeTakeFirstOrThrow();
  return trx.updateTable('shipments').set({ shipment_number: sql<string>`(4100000 + id)::text` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function updateShipment(trx: Db, id: number, values: Updateable<ShipmentsTable>) {
  return trx.updateTable('shipments').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function lockShipmentRow(trx: Db, id: number) {
  return trx.selectFrom('shipments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export function findShipmentStopsOf(db: Db, shipmentId: number) {
  return db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
}

/** Replaces the shipment's stops with these (before booking nothing else points at them). */
export async function replaceShipmentStops(trx: Db, shipmentId: number, stops: readonly Insertable<ShipmentStopsTable>[]) {
  // Stop numbers are unique per shipment: move the old ones out of the way before the new ones land.
  await trx.deleteFrom('shipment_stops').where('shipment_id', '=', shipmentId).execute();
  if (stops.length > 0) await trx.insertInto('shipment_stops').values([...stops]).execute();
}

export function updateShipmentStopTimes(trx: Db, stopId: number, times: { early: Date; late: Date | null; appointment: Date | null }) {
  return trx.updateTable('shipment_stops').set(times).where('id', '=', stopId).execute();
}

export function updateOrderStopTimes(trx: Db, orderStopId: number, times: { early_date_time: Date; late_date_time: Date | null; appointment_date_time: Date | null }) {
  return trx.updateTable('order_stops').set(times).where('id', '=', orderStopId).execute();
}

/**
 * Orders the caller sees that could travel with a shipment: a live, unbooked shipment (Draft or Ready
 * to Book) of another order picking up in the date window, with both ends' distances from the
 * anchor's (earthdistance, miles), of the anchor's customer, neither carrying nor consolidated into
 * another shipment. The domain's rule (canConsolidate) decides on these candidates.
 */
export function findConsolidationCandidates(
  db: Db,
  caller: Caller,
  anchor: Pick<ShipmentsRow, 'id' | 'customer_id' | 'origin_latitude' | 'origin_longitude' | 'destination_latitude' | 'destination_longitude'>,
  window: { from: Date; to: Date },
) {
  const originMiles = milesBetween(earthAt('s.origin_latitude', 's.origin_longitude'), earthOf({ latitude: anchor.origin_latitude, longitude: anchor.origin_longitude }));
  const destinationMiles = milesBetween(earthAt('s.destination_latitude', 's.destination_longitude'), earthOf({ latitude: anchor.destination_latitude, longitude: anchor.destination_longitude }));
  return applyVisibility(db.selectFrom('orders'), visibleOrders, caller)
    .innerJoin('shipments as s', 's.order_id', 'orders.id')
    .select([
      'orders.order_number',
      's.id',
      's.shipment_number',
      's.status',
      ...lanePlaceColumns('s'),
      's.pickup_early',
      's.weight_lbs',
      sql<number>`(select coalesce(sum(coalesce(li.pallet_count, li.package_count, 0)), 0) from order_line_items li where li.order_id = orders.id)`.as('units'),
      originMiles.as('origin_miles'),
      destinationMiles.as('destination_miles'),
    ])
    .where('s.id', '<>', anchor.id)
    .where('s.status', 'in', [0, 1])
    .where('orders.customer_id', '=', anchor.customer_id ?? -1)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('consolidated_orders as co').select('co.order_id').where((eb) => eb.or([eb('co.shipment_id', '=', eb.ref('s.id')), eb('co.order_id', '=', eb.ref('orders.id'))])))))
    .where('s.pickup_early', '>=', window.from)
    .where('s.pickup_early', '<=', window.to)
    .orderBy('s.pickup_early')
    .limit(500)
    .execute();
}

// ---- consolidation ------------------------------------------------------------------------------

/** The shipment an order was consolidated into, if it was. */
export function findConsolidatedInto(db: Db, orderId: number) {
  return db.selectFrom('consolidated_orders as co').innerJoin('shipments', 'shipments.id', 'co.shipment_id').selectAll('shipments').where('co.order_id', '=', orderId).executeTakeFirst();
}

/** The orders consolidated into a shipment (its own order not included), by order number. */
export function findConsolidatedOrders(db: Db, shipmentId: number) {
  return db
    .selectFrom('consolidated_orders as co')
    .innerJoin('orders', 'orders.id', 'co.order_id')
    .select(['orders.id', 'orders.order_number'])
    .where('co.shipment_id', '=', shipmentId)
    .orderBy('orders.order_number')
    .execute();
}

export function insertConsolidatedOrders(trx: Db, rows: readonly { order_id: number; shipment_id: number; created_by_user_id: number }[]) {
  return trx.insertInto('consolidated_orders').values([...rows]).execute();
}

/** Locks the live shipments of these orders (in id order, so two consolidations wait rather than deadlock). */
export function lockLiveShipmentsOfOrders(trx: Db, orderIds: readonly number[]) {
  return trx.selectFrom('shipments').selectAll().where('order_id', 'in', [...orderIds]).where('status', '<>', -1).orderBy('id').forUpdate().execute();
}

/** Locks the order rows (in id order) and reads what a consolidation checks of them. */
export function lockOrdersByNumber(trx: Db, orderIds: readonly number[]) {
  return trx.selectFrom('orders').select(['id', 'order_number', 'customer_id', 'status']).where('id', 'in', [...orderIds]).orderBy('id').forUpdate().execute();
}
