import { sql } from 'kysely';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';

/** The orders behind a shipment: its own order plus any order whose stops it serves (consolidations). */
export async function findShipmentOrderIds(db: Db, shipment: Pick<ShipmentsRow, 'id' | 'order_id'>): Promise<number[]> {
  const rows = await db
    .selectFrom('shipment_stops as ss')
    .innerJoin('order_stops as os', 'os.id', 'ss.order_stop_id')
    .select('os.order_id')
    .distinct()
    .where('ss.shipment_id', '=', shipment.id)
    .execute();
  const ids = new Set(rows.map((r) => r.order_id));
  if (shipment.order_id !== null) ids.add(shipment.order_id);
  return [...ids].sort((a, b) => a - b);
}

/** What the shipment's pages and documents show of its order. */
export function findOrderHeader(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['order_number', 'is_blind', 'special_instructions']).where('id', '=', orderId).executeTakeFirst();
}
export type OrderHeader = NonNullable<Awaited<ReturnType<typeof findOrderHeader>>>;

export function findOrderRequirements(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'requirements',
      'accessorials',
      'special_instructions',
      'is_team_required',
      'is_just_in_time',
      'equipment_types',
      'reefer_temperature',
      'reefer_mode',
      'hazmat_emergency_contact_info',
    ])
    .where('id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** Every line item of these orders, with its order number. */
export function findOrderLineItems(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .selectAll('li')
    .select('o.order_number')
    .where('li.order_id', 'in', orderIds)
    .orderBy('li.order_id')
    .orderBy('li.id')
    .execute();
}

/** The shipment's dropoffs with their order, and their zero-based position among the order's stops. */
export function findOrderDropoffs(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_stops as ss')
    .innerJoin('order_stops as os', 'os.id', 'ss.order_stop_id')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select([
      'o.id as order_id',
      'o.order_number',
      'os.id as order_stop_id',
      'ss.id as shipment_stop_id',
      'ss.name',
      'ss.city',
      'ss.state',
      'ss.stop_number as shipment_stop_number',
      sql<number>`(select count(*) from order_stops prior where prior.order_id = os.order_id and prior.stop_number < os.stop_number)`.as('zero_based'),
    ])
    .where('ss.shipment_id', '=', shipmentId)
    .where('ss.stop_type', '=', 'Dropoff')
    .orderBy('o.id')
    .orderBy('ss.stop_number')
    .execute();
}
