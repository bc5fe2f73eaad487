import type { Insertable } from 'kysely';
import type { OrderHistoryTable } from '../../db/database';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';

export function insertOrderHistory(trx: Db, rows: readonly Insertable<OrderHistoryTable>[]) {
  if (rows.length === 0) return Promise.resolve();
  return trx.insertInto('order_history').values([...rows]).execute().then(() => undefined);
}

/** An order's history, newest first, with who made each change. */
export function findOrderHistoryPage(db: Db, orderId: number, paging: Paging) {
  return pagedList(
    db.selectFrom('order_history as h').where('h.order_id', '=', orderId),
    (q) =>
      q
        .leftJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.id', 'h.action', 'h.field', 'h.old_value', 'h.new_value', 'h.created_at', 'u.first_name', 'u.last_name'])
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc'),
    paging,
  );
}
