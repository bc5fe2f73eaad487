import type { OrderFilterSets, OrderList, OrderStatusCounts } from '@portal/domain/orders/order-schemas';
import type { OrderListQuerySchema } from '@portal/domain/orders/order-schemas';
import { ORDER_VIEWS, statusesOfView, viewCounts } from '@portal/domain/orders/order-views';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { orderSummaryView } from './order-view';
import { countOrdersByStatus, findOrderPage } from './orders.repository';

type OrderListQueryValues = z.output<typeof OrderListQuerySchema>;

/** The order list: a view's statuses (or the statuses given), search, modes, pickup dates; 50 a page. */
export async function findOrders(db: Db, caller: Caller, query: OrderListQueryValues): Promise<OrderList> {
  const statuses = query.statuses?.length ? query.statuses : query.view ? [...statusesOfView(query.view)] : undefined;
  const [column, direction] = query.sort.split(' ') as ['createdAt' | 'orderNumber' | 'pickupDate', 'asc' | 'desc'];
  const page = await findOrderPage(
    db,
    caller,
    { statuses, query: query.query, shippingModes: query.shippingModes, equipmentModes: query.equipmentModes, pickupFrom: query.pickupFrom, pickupTo: query.pickupTo },
    { column, direction },
    { page: query.page, pageSize: query.pageSize },
  );
  return { data: page.rows.map(orderSummaryView), totalCount: page.totalCount };
}

export async function orderStatusCounts(db: Db, caller: Caller): Promise<OrderStatusCounts> {
  const rows = await countOrdersByStatus(db, caller);
  return { data: viewCounts(new Map(rows.map((r) => [Number(r.status), Number(r.count)]))) };
}

/** The list's views as filter sets: what each view asks the list for. */
export function orderFilterSets(): OrderFilterSets {
  return { data: ORDER_VIEWS.map((v) => ({ key: v.key, name: v.name, filter: { statuses: [...v.statuses] } })) };
}
