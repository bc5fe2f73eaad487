import { answerMessage } from '@portal/domain/common/message-codes';
import { consolidatedStopOrder, consolidationRefusal, greatCircleMiles, type ConsolidationLimits, type ConsolidationRefusal } from '@portal/domain/orders/consolidation';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';
import type { ConsolidationAnswer, ConsolidationBodySchema } from '@portal/domain/orders/order-shipment-schemas';
import { isOrderEditable } from '@portal/domain/orders/order-views';
import { voidedBecause } from '@portal/domain/shipments/activity-texts';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { z } from 'zod';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { recordActivity, refreshTracking, statusChangeEntry } from '../shipments/activity/shipment-activity';
import { statusValue } from '../shipments/detail/shipment-format';
import { OrderAction } from './order-history';
import { insertOrderHistory } from './order-history.repository';
import { getVisibleOrderRow } from './order-read.service';
import { shipmentColumns, shipmentStops } from './order-shipment';
import { findConsolidatedInto, findConsolidatedOrders, insertConsolidatedOrders, lockLiveShipmentsOfOrders, lockOrdersByNumber, replaceShipmentStops, updateShipment } from './order-shipments.repository';
import { findOrderForShipment, findOrderLines, findOrderReferences, findOrderShipment, findOrderStops, findVisibleOrderShipmentById, type OrderLineRow, type OrderRow } from './orders.repository';

type Body = z.output<typeof ConsolidationBodySchema>;

/** Pieces a load counts: pallets where given, else packages (as the consolidatable-orders list counts them). */
export const unitsOf = (lines: readonly OrderLineRow[]) => lines.reduce((sum, l) => sum + (l.pallet_count ?? l.package_count ?? 0), 0);
const weightOf = (lines: readonly OrderLineRow[]) => Math.round(lines.reduce((sum, l) => sum + Number(l.total_weight ?? 0), 0));

async function freightOf(trx: Db, orderIds: readonly number[]) {
  const parts = await Promise.all(orderIds.map(async (id) => ({ stops: await findOrderStops(trx, id), lines: await findOrderLines(trx, id), references: await findOrderReferences(trx, id) })));
  return { stops: parts.flatMap((p) => p.stops), lines: parts.flatMap((p) => p.lines), references: parts.flatMap((p) => p.references) };
}

function refusalProblem(refusal: ConsolidationRefusal) {
  switch (refusal.reason) {
    case 'distance':
      return conflict(ORDER_MESSAGES.consolidationTooFar({ orderNumber: refusal.orderNumber, miles: refusal.miles, limit: refusal.limit }));
    case 'dateWindow':
      return conflict(ORDER_MESSAGES.consolidationOutsideWindow({ orderNumber: refusal.orderNumber, days: refusal.days }));
    case 'weight':
      return conflict(ORDER_MESSAGES.consolidationOverWeight({ orderNumber: refusal.orderNumber, total: refusal.total, limit: refusal.limit }));
    case 'units':
      return conflict(ORDER_MESSAGES.consolidationOverUnits({ orderNumber: refusal.orderNumber, total: refusal.total, limit: refusal.limit }));
  }
}

/** The orders' live shipments, each checked: same customer, not yet travelling with others, Draft or Ready to Book. */
async function joiningShipments(trx: Db, anchor: ShipmentsRow, orders: readonly OrderRow[]): Promise<Map<number, ShipmentsRow>> {
  const live = new Map((await lockLiveShipmentsOfOrders(trx, orders.map((o) => o.id))).map((s) => [s.order_id!, s]));
  for (const order of orders) {
    const orderNumber = order.order_number;
    if (order.customer_id !== anchor.customer_id) throw conflict(ORDER_MESSAGES.consolidationOtherCustomer({ orderNumber, shipmentNumber: anchor.shipment_number }));
    const into = await findConsolidatedInto(trx, order.id);
    if (into) throw conflict(ORDER_MESSAGES.travelsConsolidated({ orderNumber, shipmentNumber: into.shipment_number }));
    const shipment = live.get(order.id) ?? (await findOrderShipment(trx, order.id));
    if (!shipment) throw conflict(ORDER_MESSAGES.consolidationNotOpen({ orderNumber, shipmentNumber: '-', status: 'Voided' }));
    if (!isOrderEditable(shipment.status)) throw conflict(ORDER_MESSAGES.consolidationNotOpen({ orderNumber, shipmentNumber: shipment.shipment_number, status: statusValue(shipment.status).displayName }));
    if ((await findConsolidatedOrders(trx, shipment.id)).length > 0) throw conflict(ORDER_MESSAGES.consolidationCarriesOthers({ orderNumber, shipmentNumber: shipment.shipment_number }));
  }
  return live;
}

/**
 * Moves other orders onto this shipment, in one transaction holding every order and shipment row:
 * each order re-checked (same customer, Draft or Ready to Book, within the limits on the running
 * totals), the shipment takes all their stops (pickups then drops, by time), freight, miles and
 * references; their own shipments are voided; every order's history and every shipment's activity
 * say so (decisions 0296, 0297).
 */
export async function consolidateOrders(db: Db, caller: Caller, shipmentId: number, body: Body): Promise<ConsolidationAnswer> {
  const limits: ConsolidationLimits = { maxWeightLbs: body.maxWeight, maxUnits: body.maxUnits, distanceMiles: body.distance, dateWindowDays: body.dateWindowDays };
  const seen = await findVisibleOrderShipmentById(db, caller, shipmentId);
  if (!seen || seen.order_id === null) throw notFound('Shipment');
  const orders: OrderRow[] = [];
  for (const orderNumber of body.orderNumbers) orders.push(await getVisibleOrderRow(db, caller, orderNumber));
  const own = orders.findIndex((o) => o.id === seen.order_id);
  if (own >= 0) throw badRequest(ORDER_MESSAGES.consolidationOwnOrder({ orderNumber: orders[own].order_number, shipmentNumber: seen.shipment_number }), { [`orderNumbers.${own}`]: [ORDER_MESSAGES.consolidationOwnOrder({ orderNumber: orders[own].order_number, shipmentNumber: seen.shipment_number })] });

  return db.transaction().execute(async (trx) => {
    const anchorOrderId = seen.order_id!;
    await lockOrdersByNumber(trx, [anchorOrderId, ...orders.map((o) => o.id)]);
    const anchor = await findVisibleOrderShipmentById(trx, caller, shipmentId, true);
    if (!anchor) throw notFound('Shipment');
    if (!isOrderEditable(anchor.status)) throw conflict(ORDER_MESSAGES.consolidationAnchorNotOpen({ shipmentNumber: anchor.shipment_number, status: statusValue(anchor.status).displayName }));
    const joining = await joiningShipments(trx, anchor, orders);
    const carried = await findConsolidatedOrders(trx, anchor.id);
    const before = await freightOf(trx, [anchorOrderId, ...carried.map((o) => o.id)]);
    const members = await Promise.all(
      orders.map(async (order) => {
        const shipment = joining.get(order.id)!;
        const lines = await findOrderLines(trx, order.id);
        return {
          order,
          shipment,
          orderNumber: order.order_number,
          weightLbs: weightOf(lines),
          units: unitsOf(lines),
          pickupAt: shipment.pickup_early,
          originMiles: greatCircleMiles({ latitude: anchor.origin_latitude, longitude: anchor.origin_longitude }, { latitude: shipment.origin_latitude, longitude: shipment.origin_longitude }),
          destinationMiles: greatCircleMiles({ latitude: anchor.destination_latitude, longitude: anchor.destination_longitude }, { latitude: shipment.destination_latitude, longitude: shipment.destination_longitude }),
        };
      }),
    );
    const refusal = consolidationRefusal({ weightLbs: weightOf(before.lines), units: unitsOf(before.lines), pickupAt: anchor.pickup_early }, members, limits);
    if (refusal) throw refusalProblem(refusal);

    const all = await freightOf(trx, [anchorOrderId, ...carried.map((o) => o.id), ...orders.map((o) => o.id)]);
    const stops = consolidatedStopOrder(all.stops, (s) => ({ isPickup: s.stop_type === 'Pickup', early: s.early_date_time ?? anchor.pickup_early }));
    const references = [...new Map(all.references.map((r) => [r.value, r])).values()];
    const now = new Date();
    const updated = await updateShipment(trx, anchor.id, { ...shipmentColumns(await findOrderForShipment(trx, anchorOrderId), stops, all.lines, references), updated_at: now });
    await replaceShipmentStops(trx, anchor.id, shipmentStops(anchor.id, stops, all.lines));
    await refreshTracking(trx, anchor.id);
    const why = `Consolidated into ${anchor.shipment_number}`;
    for (const m of members) {
      await updateShipment(trx, m.shipment.id, { status: ShipmentStatus.Voided, updated_at: now });
      await recordActivity(trx, m.shipment.id, caller, statusChangeEntry(m.shipment.status, ShipmentStatus.Voided, now, voidedBecause(why)));
    }
    await insertConsolidatedOrders(trx, orders.map((o) => ({ order_id: o.id, shipment_id: anchor.id, created_by_user_id: caller.userId })));
    const joined = orders.map((o) => o.order_number).join(', ');
    await recordActivity(trx, anchor.id, caller, { kind: 'Appointment', description: `Orders ${joined} consolidated into this shipment`, timeStamp: now });
    const orderNumbers = [anchor.order_number, ...carried.map((o) => o.order_number), ...orders.map((o) => o.order_number)];
    await insertOrderHistory(trx, [
      { order_id: anchorOrderId, user_id: caller.userId, action: OrderAction.Consolidated, field: 'Orders on shipment', old_value: carried.length ? [anchor.order_number, ...carried.map((o) => o.order_number)].join(', ') : anchor.order_number, new_value: orderNumbers.join(', ') },
      ...members.map((m) => ({ order_id: m.order.id, user_id: caller.userId, action: OrderAction.Consolidated, field: 'Shipment', old_value: m.shipment.shipment_number, new_value: anchor.shipment_number })),
    ]);
    return {
      data: {
        id: updated.id,
        shipmentNumber: updated.shipment_number,
        status: statusValue(updated.status),
        orderNumbers,
        voidedShipmentNumbers: members.map((m) => m.shipment.shipment_number),
        stopCount: stops.length,
        weight: weightOf(all.lines),
        units: unitsOf(all.lines),
        totalMiles: updated.total_miles ?? 0,
      },
      ...answerMessage(ORDER_MESSAGES.consolidated({ orderNumbers: joined, shipmentNumber: updated.shipment_number })),
    };
  });
}
