import { statusAfterArrival, statusAfterDeparture } from '@portal/domain/shipments/lifecycle';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { dockHoursWarning, dockStopTypeOf } from '@portal/domain/shipments/appointment-dock-hours';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';
import { formatUsd } from '@portal/domain/common/money';
import type { ArrivalBody, DepartureBody } from '@portal/domain/shipments/shipment-request-schemas';
import type { ShipmentStopsRow, ShipmentsRow } from '../../../db/database';
import type { Caller } from '../../../lib/caller';
import { conflict, invalidFields, notFound } from '../../../lib/problem';
import { arrivalFlag } from './arrival-plausibility';
import { lockWritableShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity, refreshTracking, type ActivitySource } from '../activity/shipment-activity';
import { formatInZone, statusName, stopLabel } from '../detail/shipment-format';
import { loadStopViews } from '../detail/shipment-view';
import { findLocationDock, updateStop } from './shipment-stops.repository';
import { findLineItemsForOrderStops, findStops, updateShipment } from '../access/shipments.repository';
import type { Db } from '../../../db/db';
import { openInvoiceOnDelivery } from '../../payables/payables-lifecycle.service';
import { BILLED_TO_THIRD_PARTY, DELIVERED_CLAUSE, SUBMIT_WITH_POD, activityClauses, afterWindowEnding, appointmentSet, arrivedAt as arrivedAtStop, departedFrom, expectedPackages, invoiceOpened, packagesConfirmed, preloadRecordedAt, previousValue } from '@portal/domain/shipments/activity-texts';

/** A recorded time may run this far ahead of the server clock (device clocks drift). */
const FUTURE_TOLERANCE_MS = 15 * 60 * 1000;
/** Stop times older than this are typos, not late paperwork. */
const PAST_LIMIT_MS = 90 * 24 * 60 * 60 * 1000;
/** An appointment must fall within this many days of the stop's window. */
export const APPOINTMENT_WINDOW_DAYS = 30;

function eventTime(field: string, text: string | undefined, now: Date): Date {
  if (text === undefined) return now;
  const at = new Date(text);
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw invalidFields({ [field]: [SHIPMENT_MESSAGES.timeInFuture] });
  if (at.getTime() < now.getTime() - PAST_LIMIT_MS) throw invalidFields({ [field]: [SHIPMENT_MESSAGES.timeTooOld] });
  return at;
}

async function lockStop(trx: Db, caller: Caller, shipmentId: number, stopId: number, kind: 'stopEvent' | 'carrierUpdate') {
  const shipment = await lockWritableShipment(trx, caller, shipmentId, kind);
  const stops = await findStops(trx, shipment.id);
  const index = stops.findIndex((s) => s.id === stopId);
  if (index < 0) throw notFound('Stop');
  return { shipment, stops, stop: stops[index], index };
}

/** A refusal of the shipment's change: a coded reason of its own, or the domain's reason (lifecycle.ts) as `shipment.refused`. */
function refuse(shipment: ShipmentsRow, reason: string | ((params: { shipmentNumber: string }) => CodedMessage)): never {
  const shipmentNumber = shipment.shipment_number;
  throw conflict(typeof reason === 'string' ? SHARED_MESSAGES.shipmentRefused({ shipmentNumber, reason }) : reason({ shipmentNumber }));
}

/** What an arrival and a departure record besides their text: the shipment's move, at the stop's place and the event's time. */
function stopEventEntry(stop: ShipmentStopsRow, statusBefore: number, statusAfter: number, at: Date, source: ActivitySource | undefined) {
  return { statusBefore, statusAfter, stopId: stop.id, city: stop.city, state: stop.state, latitude: stop.latitude, longitude: stop.longitude, timeStamp: at, source };
}

/** `source`: where the arrival came from when not the caller's hand (an ELD geofence proposal accepted). */
export async function recordArrival(db: Db, caller: Caller, shipmentId: number, stopId: number, input: ArrivalBody | null | undefined, now = new Date(), source?: ActivitySource) {
  await db.transaction().execute(async (trx) => {
    const { shipment, stops, stop, index } = await lockStop(trx, caller, shipmentId, stopId, 'stopEvent');
    if (stop.arrived_at !== null) refuse(shipment, (p) => SHIPMENT_MESSAGES.arrivalRecorded({ ...p, stop: stopLabel(stop) }));
    const previous = index > 0 ? stops[index - 1] : undefined;
    if (previous && previous.departed_at === null) refuse(shipment, (p) => SHIPMENT_MESSAGES.departFirst({ ...p, previous: stopLabel(previous), stop: stopLabel(stop) }));
    const move = statusAfterArrival(shipment.status as ShipmentStatus);
    if (!move.ok) refuse(shipment, move.reason);
    const arrivedAt = eventTime('arrivedAt', input?.arrivedAt, now);
    if (previous?.departed_at && arrivedAt < previous.departed_at) {
      throw invalidFields({ arrivedAt: [SHIPMENT_MESSAGES.arrivalBeforeDeparture({ stop: stopLabel(previous) })] });
    }

    const flag = arrivalFlag({ caller, previous, stop, stopText: stopLabel(stop), arrivedAt, confirmed: input?.confirmed === true });

    await updateStop(trx, stop.id, { arrived_at: arrivedAt, arrival_flag: flag });
    await updateShipment(trx, shipment.id, {
      status: move.status,
      last_latitude: stop.latitude,
      last_longitude: stop.longitude,
      last_location_at: arrivedAt,
    });
    const windowEnd = stop.late ?? stop.early;
    const late = arrivedAt > windowEnd;
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Arrival,
      description: activityClauses(arrivedAtStop(stopLabel(stop)), late && afterWindowEnding(formatInZone(windowEnd, stop.iana_timezone)), flag),
      ...stopEventEntry(stop, shipment.status, move.status, arrivedAt, source),
    });
    await refreshTracking(trx, shipment.id);
  });
  return stopsAfterChange(db, shipmentId);
}

/** The confirmed count of the stop: the per line item counts (which must be the stop's) summed, or the single count. */
async function confirmedCount(trx: Db, stop: ShipmentStopsRow, input: DepartureBody | null | undefined): Promise<number | null> {
  const counts = input?.confirmedPackageCounts;
  if (!counts || counts.length === 0) return input?.confirmedPackageCount ?? null;
  const withIds = counts.filter((c) => c.lineItemId !== undefined);
  if (withIds.length > 0) {
    const items = stop.order_stop_id === null ? [] : await findLineItemsForOrderStops(trx, [stop.order_stop_id]);
    const atStop = new Set(items.filter((i) => (stop.stop_type === 'Pickup' ? i.pickup_stop_id : i.dropoff_stop_id) === stop.order_stop_id).map((i) => i.id));
    const errors: Record<string, CodedMessage[]> = {};
    counts.forEach((c, i) => {
      if (c.lineItemId !== undefined && !atStop.has(c.lineItemId.toLowerCase())) errors[`confirmedPackageCounts.${i}.lineItemId`] = [SHIPMENT_MESSAGES.lineItemNotAtStop];
    });
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  }
  return counts.reduce((sum, c) => sum + c.count, 0);
}

export async function recordDeparture(db: Db, caller: Caller, shipmentId: number, stopId: number, input: DepartureBody | null | undefined, now = new Date(), source?: ActivitySource) {
  await db.transaction().execute(async (trx) => {
    const { shipment, stops, stop, index } = await lockStop(trx, caller, shipmentId, stopId, 'stopEvent');
    if (stop.arrived_at === null) refuse(shipment, (p) => SHIPMENT_MESSAGES.noArrival({ ...p, stop: stopLabel(stop) }));
    if (stop.departed_at !== null) refuse(shipment, (p) => SHIPMENT_MESSAGES.departureRecorded({ ...p, stop: stopLabel(stop) }));
    const isLast = index === stops.length - 1;
    const move = statusAfterDeparture(shipment.status as ShipmentStatus, isLast);
    if (!move.ok) refuse(shipment, move.reason);
    const departedAt = eventTime('departedAt', input?.departedAt, now);
    if (departedAt < stop.arrived_at) throw invalidFields({ departedAt: [SHIPMENT_MESSAGES.departureBeforeArrival] });
    const count = await confirmedCount(trx, stop, input);

    await updateStop(trx, stop.id, { departed_at: departedAt, ...(count === null ? {} : { confirmed_package_count: count }) });
    const delivered = move.status === ShipmentStatus.Delivered;
    await updateShipment(trx, shipment.id, {
      status: move.status,
      last_latitude: stop.latitude,
      last_longitude: stop.longitude,
      last_location_at: departedAt,
      ...(delivered ? { delivered_at: departedAt } : {}),
    });
    const expected = count !== null && stop.expected_package_count !== null && count !== stop.expected_package_count ? stop.expected_package_count : null;
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Departure,
      description: activityClauses(departedFrom(stopLabel(stop)), count !== null && packagesConfirmed(count), expected !== null && expectedPackages(expected), delivered && DELIVERED_CLAUSE),
      ...stopEventEntry(stop, shipment.status, move.status, departedAt, source),
    });
    if (delivered) await recordOpenedInvoice(trx, caller, shipment, departedAt);
    await refreshTracking(trx, shipment.id);
  });
  return stopsAfterChange(db, shipmentId);
}

/** The delivery opens the carrier's invoice in the same transaction, and the load's activity says so. */
async function recordOpenedInvoice(trx: Db, caller: Caller, shipment: ShipmentsRow, deliveredAt: Date) {
  const opened = await openInvoiceOnDelivery(trx, shipment, deliveredAt);
  if (!opened) return;
  await recordActivity(trx, shipment.id, caller, {
    kind: ActivityKind.InvoiceOpened,
    description: activityClauses(invoiceOpened(opened.invoiceNumber, formatUsd(opened.amountCents)), opened.kind !== 'ap' && BILLED_TO_THIRD_PARTY, SUBMIT_WITH_POD),
    timeStamp: deliveredAt,
  });
}

export async function recordPreload(db: Db, caller: Caller, shipmentId: number, stopId: number, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const { shipment, stop } = await lockStop(trx, caller, shipmentId, stopId, 'stopEvent');
    if (shipment.status < ShipmentStatus.Booked) refuse(shipment, SHIPMENT_MESSAGES.notBooked);
    if (shipment.status >= ShipmentStatus.Delivered) refuse(shipment, (p) => SHIPMENT_MESSAGES.alreadyInStatus({ ...p, status: statusName(shipment.status) }));
    if (stop.stop_type !== 'Pickup') refuse(shipment, (p) => SHIPMENT_MESSAGES.onlyPickupsPreload({ ...p, stop: stopLabel(stop), stopType: stop.stop_type.toLowerCase() }));
    if (stop.departed_at !== null) refuse(shipment, (p) => SHIPMENT_MESSAGES.alreadyDeparted({ ...p, stop: stopLabel(stop) }));
    if (stop.preload_recorded_at !== null) refuse(shipment, (p) => SHIPMENT_MESSAGES.preloadRecorded({ ...p, stop: stopLabel(stop) }));
    await updateStop(trx, stop.id, { preload_recorded_at: now });
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Preload,
      description: preloadRecordedAt(stopLabel(stop)),
      stopId: stop.id,
      city: stop.city,
      state: stop.state,
      timeStamp: now,
    });
    await refreshTracking(trx, shipment.id);
  });
  return answerMessage(MESSAGES.stopPreloadRecorded);
}

export async function updateAppointment(db: Db, caller: Caller, shipmentId: number, stopId: number, appointmentText: string, now = new Date()) {
  const warnings = await db.transaction().execute(async (trx) => {
    const { shipment, stop } = await lockStop(trx, caller, shipmentId, stopId, 'carrierUpdate');
    if (shipment.status < ShipmentStatus.Booked) refuse(shipment, SHIPMENT_MESSAGES.notBooked);
    if (shipment.status === ShipmentStatus.DeliveryConfirmed) refuse(shipment, SHIPMENT_MESSAGES.closedShort);
    if (stop.departed_at !== null) refuse(shipment, (p) => SHIPMENT_MESSAGES.appointmentFixed({ ...p, stop: stopLabel(stop) }));
    const appointment = new Date(appointmentText);
    const windowStart = stop.early.getTime() - APPOINTMENT_WINDOW_DAYS * 86_400_000;
    const windowEnd = (stop.late ?? stop.early).getTime() + APPOINTMENT_WINDOW_DAYS * 86_400_000;
    if (appointment.getTime() < windowStart || appointment.getTime() > windowEnd) {
      throw invalidFields({ appointment: [SHIPMENT_MESSAGES.appointmentOutsideWindow({ days: APPOINTMENT_WINDOW_DAYS, window: formatInZone(stop.early, stop.iana_timezone) })] });
    }
    await updateStop(trx, stop.id, { appointment });
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Appointment,
      description: activityClauses(appointmentSet(stopLabel(stop), formatInZone(appointment, stop.iana_timezone)), stop.appointment && previousValue(formatInZone(stop.appointment, stop.iana_timezone))),
      stopId: stop.id,
      city: stop.city,
      state: stop.state,
      timeStamp: now,
    });
    await refreshTracking(trx, shipment.id);
    return appointmentWarnings(trx, stop, appointment);
  });
  return { ...(await stopsAfterChange(db, shipmentId)), warnings };
}

/**
 * What a dispatcher should know about an accepted appointment: outside the stop's window, or outside
 * the dock hours of the stop's location (the pickup's Shipping dock, the delivery's Receiving dock),
 * judged on the stop's own clock. Warnings, not refusals: docks take appointments by phone too.
 */
async function appointmentWarnings(db: Db, stop: ShipmentStopsRow, appointment: Date): Promise<string[]> {
  const warnings: string[] = [];
  const windowEnd = stop.late ?? stop.early;
  if (appointment < stop.early || appointment > windowEnd) {
    const window = stop.late ? `${formatInZone(stop.early, stop.iana_timezone)} to ${formatInZone(stop.late, stop.iana_timezone)}` : formatInZone(stop.early, stop.iana_timezone);
    warnings.push(`The appointment is outside the stop's window (${window})`);
  }
  if (stop.location_id !== null) {
    const dock = await findLocationDock(db, stop.location_id, dockStopTypeOf(stop.stop_type));
    const days = dock.days.map((d) => ({ dayOfWeek: d.day_of_week, isClosed: d.is_closed, isTwentyFourHour: d.is_twenty_four_hour, startTime: d.start_time, endTime: d.end_time }));
    const warning = dockHoursWarning(appointment, stop.iana_timezone, days, dock.name ?? stop.name);
    if (warning) warnings.push(warning);
  }
  return warnings;
}

/** After a stop change the caller gets the stops back (the write already proved visibility). */
async function stopsAfterChange(db: Db, shipmentId: number) {
  const { views } = await loadStopViews(db, shipmentId);
  return { data: views };
}

