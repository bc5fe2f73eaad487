import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { VALIDATION_MESSAGES } from '@portal/domain/common/problem-messages';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';
import { canConsolidate, type ConsolidationLimits } from '@portal/domain/orders/consolidation';
import type { ConsolidatableOrders, ShipmentCreatedAnswer } from '@portal/domain/orders/order-shipment-schemas';
import type { ShipmentStopsUpdateBodySchema } from '@portal/domain/orders/order-shipment-schemas';
import { stopWindowIssues } from '@portal/domain/orders/order-rules';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { recordActivity, refreshTracking, statusChangeEntry } from '../shipments/activity/shipment-activity';
import { statusValue } from '../shipments/detail/shipment-format';
import { isoRequired } from '@portal/domain/common/iso';
import { OrderAction } from './order-history';
import { insertOrderHistory } from './order-history.repository';
import { getVisibleOrderRow } from './order-read.service';
import { createShipmentForOrder, refuseIfConsolidated } from './order-shipment.service';
import { findConsolidatedOrders, findConsolidationCandidates, findShipmentStopsOf, updateOrderStopTimes, updateShipment, updateShipmentStopTimes } from './order-shipments.repository';
import { findOrderLines, findOrderShipment, findVisibleOrderShipmentById, lockOrder, updateOrder } from './orders.repository';
import { orderSubmitted } from '@portal/domain/shipments/activity-texts';

const DAY_MS = 86_400_000;

/**
 * Create a shipment from an order (Ready to Book) or a draft (Draft). The order's live shipment is
 * reused: a Draft is submitted by create; anything further along is a 409. An order whose shipment
 * was voided gets a new one.
 */
export async function shipmentFromOrder(db: Db, caller: Caller, orderNumber: string, status: typeof ShipmentStatus.Draft | typeof ShipmentStatus.ReadyToBook): Promise<ShipmentCreatedAnswer> {
  const order = await getVisibleOrderRow(db, caller, orderNumber);
  const shipment = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    await refuseIfConsolidated(trx, order.id, order.order_number, false);
    const current = await findOrderShipment(trx, order.id);
    if (current && current.status !== ShipmentStatus.Voided) {
      if (status === ShipmentStatus.ReadyToBook && current.status === ShipmentStatus.Draft) {
        await updateOrder(trx, order.id, { status: 1, updated_at: new Date(), updated_by_user_id: caller.userId });
        await insertOrderHistory(trx, [{ order_id: order.id, user_id: caller.userId, action: OrderAction.Submitted, field: 'Status', old_value: 'Draft', new_value: 'Ready to Book' }]);
        await recordActivity(trx, current.id, caller, statusChangeEntry(current.status, status, new Date(), orderSubmitted(order.order_number)));
        return updateShipment(trx, current.id, { status, updated_at: new Date() });
      }
      throw conflict(ORDER_MESSAGES.alreadyHasShipment({ orderNumber: order.order_number, shipmentNumber: current.shipment_number, status: statusValue(current.status).displayName }));
    }
    if (status === ShipmentStatus.ReadyToBook && order.status === 0) await updateOrder(trx, order.id, { status: 1, updated_at: new Date(), updated_by_user_id: caller.userId });
    return createShipmentForOrder(trx, caller, order.id, status);
  });
  return {
    data: { id: shipment.id, shipmentNumber: shipment.shipment_number, status: statusValue(shipment.status), orderNumber: order.order_number },
    ...answerMessage(MESSAGES.shipmentCreated({ shipmentNumber: shipment.shipment_number })),
  };
}

/**
 * New times for the stops of a shipment not yet booked (Draft or Ready to Book): each stop's window
 * and appointment (early <= appointment <= late), kept in step with the order stop it came from.
 */
export async function updateShipmentStops(db: Db, caller: Caller, shipmentId: number, body: z.output<typeof ShipmentStopsUpdateBodySchema>) {
  for (const [index, stop] of body.stops.entries()) {
    const issues = stopWindowIssues(stop);
    if (issues.length > 0) throw badRequest(ORDER_MESSAGES.invalidStopTimes, Object.fromEntries(issues.map((i) => [`stops.${index}.${i.path.join('.')}`, [VALIDATION_MESSAGES.message({ message: i.message })]])));
  }
  return db.transaction().execute(async (trx) => {
    const shipment = await findVisibleOrderShipmentById(trx, caller, shipmentId, true);
    if (!shipment) throw notFound('Shipment');
    if (shipment.status !== ShipmentStatus.Draft && shipment.status !== ShipmentStatus.ReadyToBook) {
      throw conflict(ORDER_MESSAGES.stopsFixedAfterBooking({ shipmentNumber: shipment.shipment_number, status: statusValue(shipment.status).displayName }));
    }
    const stops = await findShipmentStopsOf(trx, shipment.id);
    const byId = new Map(stops.map((s) => [s.id, s]));
    for (const [index, given] of body.stops.entries()) {
      const stop = byId.get(given.shipmentStopId);
      if (!stop) throw badRequest(ORDER_MESSAGES.unknownStop, { [`stops.${index}.shipmentStopId`]: [ORDER_MESSAGES.notAStopOfShipment] });
      const times = { early: new Date(given.earlyDateTime!), late: given.lateDateTime ? new Date(given.lateDateTime) : null, appointment: given.appointmentDateTime ? new Date(given.appointmentDateTime) : null };
      await updateShipmentStopTimes(trx, stop.id, times);
      if (stop.order_stop_id !== null) await updateOrderStopTimes(trx, stop.order_stop_id, { early_date_time: times.early, late_date_time: times.late, appointment_date_time: times.appointment });
    }
    const updated = await findShipmentStopsOf(trx, shipment.id);
    const first = updated[0];
    const last = updated[updated.length - 1];
    await updateShipment(trx, shipment.id, { pickup_early: first.early, pickup_late: first.late, delivery_early: last.early, delivery_late: last.late, updated_at: new Date() });
    await refreshTracking(trx, shipment.id);
    await recordActivity(trx, shipment.id, caller, { kind: 'Appointment', description: 'Stop times updated', timeStamp: new Date() });
    return {
      data: updated.map((s) => ({ shipmentStopId: s.id, stopNumber: s.stop_number, stopType: s.stop_type, early: isoRequired(s.early), late: s.late ? isoRequired(s.late) : null, appointment: s.appointment ? isoRequired(s.appointment) : null, ianaTimezone: s.iana_timezone })),
    };
  });
}

/** Orders that could travel with this shipment under the limits (the spec's defaults), nearest pickup first. */
export async function consolidatableOrders(db: Db, caller: Caller, shipmentId: number, limits: ConsolidationLimits): Promise<ConsolidatableOrders> {
  const anchor = await findVisibleOrderShipmentById(db, caller, shipmentId);
  if (!anchor) throw notFound('Shipment');
  const carried = anchor.order_id === null ? [] : [anchor.order_id, ...(await findConsolidatedOrders(db, anchor.id)).map((o) => o.id)];
  const anchorLines = (await Promise.all(carried.map((id) => findOrderLines(db, id)))).flat();
  const anchorUnits = anchorLines.reduce((sum, l) => sum + (l.pallet_count ?? l.package_count ?? 0), 0);
  const pickupAt = anchor.pickup_early;
  const candidates = await findConsolidationCandidates(db, caller, anchor, {
    from: new Date(pickupAt.getTime() - limits.dateWindowDays * DAY_MS),
    to: new Date(pickupAt.getTime() + limits.dateWindowDays * DAY_MS),
  });
  const data = candidates
    .filter((c) =>
      canConsolidate(
        { weightLbs: anchor.weight_lbs ?? 0, units: anchorUnits, pickupAt },
        { weightLbs: c.weight_lbs ?? 0, units: Number(c.units), pickupAt: c.pickup_early, originMiles: Number(c.origin_miles), destinationMiles: Number(c.destination_miles) },
        limits,
      ),
    )
    .map((c) => ({
      orderNumber: c.order_number,
      shipmentNumber: c.shipment_number,
      status: statusValue(c.status),
      origin: { city: c.origin_city, state: c.origin_state, postalCode: c.origin_postal_code },
      destination: { city: c.destination_city, state: c.destination_state, postalCode: c.destination_postal_code },
      pickupDate: isoRequired(c.pickup_early),
      weight: c.weight_lbs ?? 0,
      units: Number(c.units),
      originMiles: Math.round(Number(c.origin_miles) * 10) / 10,
      destinationMiles: Math.round(Number(c.destination_miles) * 10) / 10,
    }));
  return { data, totalCount: data.length, shipment: { weight: anchor.weight_lbs ?? 0, units: anchorUnits } };
}
