import type { Order } from '@portal/domain/orders/order-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { forbidden, notFound, unauthorized } from '../../lib/problem';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { MESSAGES } from '@portal/domain/common/messages';
import { findOrderLines, findOrderReferences, findOrderShipment, findOrderNumber, findOrderStops, findVisibleOrderByNumber, type OrderRow } from './orders.repository';
import { orderView, type OrderParts } from './order-view';
import { findConsolidatedInto, findConsolidatedOrders } from './order-shipments.repository';
import type { ShipmentsRow } from '../../db/database';

export const ORDER_NOT_FOUND = 'Order';

/**
 * The orders area (ROUTE_ACCESS.orders: brokers), opened to brokerage staff too, who see every
 * order. Carriers, drivers, factoring companies and payers are refused the area (403), as the other
 * areas refuse callers; an order outside the caller's view is a 404.
 */
export function assertOrdersArea(caller: Caller | undefined): asserts caller is Caller {
  if (!caller) throw unauthorized();
  if (!caller.isBrokerage && !canAccess(caller, ROUTE_ACCESS.orders)) throw forbidden(MESSAGES.notAuthorized);
}

export async function getVisibleOrderRow(db: Db, caller: Caller, orderNumber: string): Promise<OrderRow> {
  const order = await findVisibleOrderByNumber(db, caller, orderNumber);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order with its stops, lines and references, and the shipment it travels on (its own, or the one it was consolidated into). */
export async function orderParts(db: Db, order: OrderRow): Promise<OrderParts> {
  const [stops, lines, references, own, into] = await Promise.all([
    findOrderStops(db, order.id),
    findOrderLines(db, order.id),
    findOrderReferences(db, order.id),
    findOrderShipment(db, order.id),
    findConsolidatedInto(db, order.id),
  ]);
  const shipment = into ?? own;
  return { order, stops, lines, references, shipment, consolidatedOrderNumbers: shipment ? await ordersOnShipment(db, shipment) : [] };
}

/** Every order a shipment carries when it carries more than its own (its own first), else none. */
export async function ordersOnShipment(db: Db, shipment: Pick<ShipmentsRow, 'id' | 'order_id'>): Promise<string[]> {
  const others = await findConsolidatedOrders(db, shipment.id);
  if (others.length === 0 || shipment.order_id === null) return [];
  const own = await findOrderNumber(db, shipment.order_id);
  return [own, ...others.map((o) => o.order_number)];
}

export async function getOrder(db: Db, caller: Caller, orderNumber: string): Promise<Order> {
  return orderView(await orderParts(db, await getVisibleOrderRow(db, caller, orderNumber)));
}
