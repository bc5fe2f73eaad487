import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { createLoad, DAY, type LoadSpec } from '../load-board/freight-fixtures';

/** YYYY-MM-DD, as the validity columns store it. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A broad validity window around now. */
export function validNow(now = new Date()) {
  return { valid_from: isoDay(new Date(now.getTime() - 30 * DAY)), valid_to: isoDay(new Date(now.getTime() + 30 * DAY)) };
}

export interface LineSpec {
  freightClass: string | null;
  totalWeight: number;
  length?: number;
  width?: number;
  height?: number;
}

/** A load with an order holding the given line items (and accessorials), as an order-backed shipment would be. */
export async function loadWithOrder(db: Kysely<Database>, spec: LoadSpec & { shippingMode?: string; lines?: LineSpec[]; accessorials?: string[] }) {
  const load = await createLoad(db, spec);
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `T${load.number}`,
      customer_id: spec.customerId!,
      shipping_mode: spec.shippingMode ?? 'TL',
      equipment_mode: spec.equipmentMode ?? 'Dry',
      accessorials: spec.accessorials ?? [],
      origination: 'Portal',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('shipments').set({ order_id: order.id, shipping_mode: spec.shippingMode ?? 'TL' }).where('id', '=', load.id).execute();
  if (spec.lines?.length) {
    await db
      .insertInto('order_line_items')
      .values(spec.lines.map((l) => ({ order_id: order.id, freight_class: l.freightClass, total_weight: l.totalWeight, length: l.length ?? 48, width: l.width ?? 40, height: l.height ?? 48, pallet_count: 1, description: 'Test freight' })))
      .execute();
  }
  return { ...load, orderId: order.id };
}

/** The carrier's delivered shipments and how many were on time, counted straight from the table. */
export async function onTimeRecord(db: Kysely<Database>, carrierId: number) {
  const rows = await db.selectFrom('shipments').select(['is_on_time']).where('carrier_id', '=', carrierId).where('status', '>=', 7).where('is_on_time', 'is not', null).execute();
  const onTime = rows.filter((r) => r.is_on_time).length;
  return { delivered: rows.length, percent: rows.length ? Math.round((100 * onTime) / rows.length) : null };
}
