import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleOrders } from '../../db/visibility/order-visibility';
import type { Caller } from '../../lib/caller';

/** An order's line items, as rating reads them. */
export function findOrderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_line_items')
    .select(['freight_class', 'total_weight', 'length', 'width', 'height', 'pallet_count', 'package_count', 'hazmat_un_number'])
    .where('order_id', '=', orderId)
    .execute();
}

/** An order the caller may see, with its stops in order and each stop's location. */
export async function findRatedOrder(db: Db, caller: Caller, orderId: number) {
  const order = await applyVisibility(db.selectFrom('orders'), visibleOrders, caller)
    .select(['orders.id', 'orders.customer_id', 'orders.equipment_mode', 'orders.shipping_mode', 'orders.accessorials'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const stops = await db
    .selectFrom('order_stops as s')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .select(['s.stop_number', 's.early_date_time', 's.late_date_time', 'l.province as state', 'l.postal_code', 'l.latitude', 'l.longitude'])
    .where('s.order_id', '=', orderId)
    .orderBy('s.stop_number')
    .execute();
  return { order, stops };
}

/** The postal codes' places (state, centre), keyed by normalised code. */
export function findPostalPlaces(db: Db, codes: readonly string[]) {
  return db.selectFrom('postal_codes').select(['postal_code', 'country', 'state', 'latitude', 'longitude']).where('postal_code', 'in', [...codes]).execute();
}
