import type { Db } from '../../db/db';

/** The accessorials of a shipment's order (none without an order). */
export async function findOrderAccessorials(db: Db, orderId: number | null): Promise<string[]> {
  if (orderId === null) return [];
  const row = await db.selectFrom('orders').select('accessorials').where('id', '=', orderId).executeTakeFirst();
  return row?.accessorials ?? [];
}
