import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { recordActivity, statusChangeEntry } from '../shipments/activity/shipment-activity';
import { statusName } from '../shipments/detail/shipment-format';
import { shipmentColumns, shipmentStops } from './order-shipment';
import { findConsolidatedInto, findConsolidatedOrders, insertShipment, replaceShipmentStops, updateShipment } from './order-shipments.repository';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';
import { conflict } from '../../lib/problem';
import { findOrderForShipment, findOrderLines, findOrderReferences, findOrderShipment, findOrderStatus, findOrderStops } from './orders.repository';
import { orderSubmitted } from '@portal/domain/shipments/activity-texts';

async function orderForShipment(trx: Db, orderId: number) {
  const order = await findOrderForShipment(trx, orderId);
  const [stops, lines, references] = await Promise.all([findOrderStops(trx, orderId), findOrderLines(trx, orderId), findOrderReferences(trx, orderId)]);
  return { order, stops, lines, references };
}

/** Makes the order's shipment with its stops copied, in the given status (Draft or Ready to Book), in the caller's transaction. */
export async function createShipmentForOrder(trx: Db, caller: Caller, orderId: number, status: ShipmentStatus): Promise<ShipmentsRow> {
  const { order, stops, lines, references } = await orderForShipment(trx, orderId);
  const shipment = await insertShipment(trx, { ...shipmentColumns(order, stops, lines, references), status });
  await replaceShipmentStops(trx, shipment.id, shipmentStops(shipment.id, stops, lines));
  await recordActivity(trx, shipment.id, caller, {
    kind: 'StatusChanged',
    description: `Shipment created from order ${order.order_number} (${statusName(status)})`,
    statusAfter: status,
    timeStamp: new Date(),
  });
  return shipment;
}

/**
 * After an order edit: its live shipment takes the order's stops, ends, weight and references again;
 * `submitting` moves a Draft to Ready to Book. An order whose shipment was voided gets a new one.
 */
export async function syncShipmentWithOrder(trx: Db, caller: Caller, orderId: number, submitting: boolean): Promise<ShipmentsRow> {
  const current = await findOrderShipment(trx, orderId);
  const { order, stops, lines, references } = await orderForShipment(trx, orderId);
  if (!current || current.status === ShipmentStatus.Voided) {
    const orderStatus = await findOrderStatus(trx, orderId);
    return createShipmentForOrder(trx, caller, orderId, orderStatus.status === 0 ? ShipmentStatus.Draft : ShipmentStatus.ReadyToBook);
  }
  const nextStatus = submitting && current.status === ShipmentStatus.Draft ? ShipmentStatus.ReadyToBook : current.status;
  const shipment = await updateShipment(trx, current.id, { ...shipmentColumns(order, stops, lines, references), status: nextStatus, updated_at: new Date() });
  await replaceShipmentStops(trx, current.id, shipmentStops(current.id, stops, lines));
  if (nextStatus !== current.status) {
    await recordActivity(trx, current.id, caller, statusChangeEntry(current.status, nextStatus, new Date(), orderSubmitted(order.order_number)));
  }
  return shipment;
}

/**
 * An order travelling with others (consolidated into a shipment, or the order of a shipment that
 * carries others) is not edited nor given a shipment of its own: its stops live on the shared
 * shipment, whose stop times change there (decision 0296). A 409 says which shipment. Submitting
 * a carrying Draft only moves its status, so that check can leave the carrying order out.
 */
export async function refuseIfConsolidated(trx: Db, orderId: number, orderNumber: string, carryingToo = true): Promise<void> {
  const into = await findConsolidatedInto(trx, orderId);
  if (into) throw conflict(ORDER_MESSAGES.travelsConsolidated({ orderNumber, shipmentNumber: into.shipment_number }));
  if (!carryingToo) return;
  const own = await findOrderShipment(trx, orderId);
  if (own && own.status !== ShipmentStatus.Voided && (await findConsolidatedOrders(trx, own.id)).length > 0) {
    throw conflict(ORDER_MESSAGES.travelsConsolidated({ orderNumber, shipmentNumber: own.shipment_number }));
  }
}
