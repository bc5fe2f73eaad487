import type { z } from 'zod';
import type { OrderHistorySchema } from '@portal/domain/orders/order-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { isoRequired } from '@portal/domain/common/iso';
import { findOrderHistoryPage } from './order-history.repository';
import { getVisibleOrderRow } from './order-read.service';

/** An order's history, newest first; a row without a user reads as System. */
export async function orderHistory(db: Db, caller: Caller, orderNumber: string, paging: { page: number; pageSize: number }): Promise<z.output<typeof OrderHistorySchema>> {
  const order = await getVisibleOrderRow(db, caller, orderNumber);
  const page = await findOrderHistoryPage(db, order.id, paging);
  return {
    data: page.rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      field: r.field,
      oldValue: r.old_value,
      newValue: r.new_value,
      user: r.first_name === null ? { firstName: 'System', lastName: '' } : { firstName: r.first_name, lastName: r.last_name ?? '' },
      timeStamp: isoRequired(r.created_at),
    })),
    totalCount: page.totalCount,
  };
}
