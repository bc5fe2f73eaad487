import { ShipmentStatus } from './shipment-status';

/**
 * The status moves a carrier drives on a booked shipment. The spec does not show the allowed
 * transitions, so these are our choices:
 *
 * - The chain is Booked -> Dispatched -> In Transit -> At Stop -> (In Transit -> At Stop)* ->
 *   Delivered -> Delivery Confirmed. Status never moves backwards.
 * - Arrival at a stop sets At Stop. It is allowed from Booked and Dispatched as well as In Transit,
 *   because a truck reaches its first pickup without any event having set In Transit, and many
 *   carriers never record a separate dispatch.
 * - Departure needs an open arrival (status At Stop): it sets In Transit, or Delivered from the
 *   last stop.
 * - Arrival while already At Stop is refused (record the departure first). Corrections to an
 *   already recorded stop time do not go through these functions; they leave the status alone.
 * - Nothing changes a Voided shipment, nothing moves a shipment that is not booked yet (Draft,
 *   Ready to Book, Tendering), and nothing but confirmation moves a Delivered one.
 */

export type StatusMove = { ok: true; status: ShipmentStatus } | { ok: false; reason: string };

export const MOVE_REASONS = {
  voided: 'The shipment is voided',
  notBooked: 'The shipment is not booked',
  delivered: 'The shipment is already delivered',
  alreadyAtStop: 'The shipment is already at a stop; record the departure first',
  notAtStop: 'Record the arrival at the stop before the departure',
  notBookedForDispatch: 'Only a booked shipment can be dispatched',
  notDelivered: 'Only a delivered shipment can have its delivery confirmed',
} as const;

/** Every carrier-driven move, from -> allowed next statuses. */
export const CARRIER_STATUS_MOVES: Readonly<Partial<Record<ShipmentStatus, readonly ShipmentStatus[]>>> = {
  [ShipmentStatus.Booked]: [ShipmentStatus.Dispatched, ShipmentStatus.AtStop],
  [ShipmentStatus.Dispatched]: [ShipmentStatus.InTransit, ShipmentStatus.AtStop],
  [ShipmentStatus.InTransit]: [ShipmentStatus.AtStop],
  [ShipmentStatus.AtStop]: [ShipmentStatus.InTransit, ShipmentStatus.Delivered],
  [ShipmentStatus.Delivered]: [ShipmentStatus.DeliveryConfirmed],
};

export function isCarrierMoveAllowed(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return CARRIER_STATUS_MOVES[from]?.includes(to) ?? false;
}

const ok = (status: ShipmentStatus): StatusMove => ({ ok: true, status });
const refuse = (reason: string): StatusMove => ({ ok: false, reason });

/** Why no stop event may touch this shipment, or null when one may. */
function stopEventBlocker(current: ShipmentStatus): string | null {
  if (current === ShipmentStatus.Voided) return MOVE_REASONS.voided;
  if (current === ShipmentStatus.Delivered || current === ShipmentStatus.DeliveryConfirmed) return MOVE_REASONS.delivered;
  if (current < ShipmentStatus.Booked) return MOVE_REASONS.notBooked;
  return null;
}

export function statusAfterDispatch(current: ShipmentStatus): StatusMove {
  if (current === ShipmentStatus.Voided) return refuse(MOVE_REASONS.voided);
  return current === ShipmentStatus.Booked ? ok(ShipmentStatus.Dispatched) : refuse(MOVE_REASONS.notBookedForDispatch);
}

export function statusAfterArrival(current: ShipmentStatus): StatusMove {
  const blocker = stopEventBlocker(current);
  if (blocker) return refuse(blocker);
  if (current === ShipmentStatus.AtStop) return refuse(MOVE_REASONS.alreadyAtStop);
  return ok(ShipmentStatus.AtStop);
}

export function statusAfterDeparture(current: ShipmentStatus, isLastStop: boolean): StatusMove {
  const blocker = stopEventBlocker(current);
  if (blocker) return refuse(blocker);
  if (current !== ShipmentStatus.AtStop) return refuse(MOVE_REASONS.notAtStop);
  return ok(isLastStop ? ShipmentStatus.Delivered : ShipmentStatus.InTransit);
}

export function statusAfterDeliveryConfirmation(current: ShipmentStatus): StatusMove {
  if (current === ShipmentStatus.Voided) return refuse(MOVE_REASONS.voided);
  return current === ShipmentStatus.Delivered ? ok(ShipmentStatus.DeliveryConfirmed) : refuse(MOVE_REASONS.notDelivered);
}

/** An instant as the server (Date) or the web (ISO string with offset, or epoch ms) holds it. */
export type Instant = Date | string | number;

export interface StopTimes {
  early?: Instant | null;
  late?: Instant | null;
  arrivedAt?: Instant | null;
  departedAt?: Instant | null;
}

export interface NeedsUpdateInput {
  status: number;
  /** In route order. */
  stops: readonly StopTimes[];
  /** Latest tracking activity; stands in for the arrival time when At Stop but no stop shows an open arrival. */
  lastActivityAt?: Instant | null;
  now: Instant;
}

/** An At Stop shipment needs an update once it has been at the stop longer than this. */
export const AT_STOP_UPDATE_AFTER_MS = 24 * 60 * 60 * 1000;

const MOVING_STATUSES: readonly number[] = [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit];

function toMs(value: Instant | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Whether the carrier owes an update on this shipment (the red Shipments badge):
 * - Booked, Dispatched or In Transit, and the first stop without an arrival has a window end
 *   (late, or early when there is no late) that is already past;
 * - At Stop for more than AT_STOP_UPDATE_AFTER_MS since the arrival, with no departure.
 * A stop without any window never makes a shipment overdue. Every other status needs no update.
 */
export function needsUpdate(input: NeedsUpdateInput): boolean {
  const now = toMs(input.now);
  if (now === null) return false;

  if (MOVING_STATUSES.includes(input.status)) {
    const next = input.stops.find((stop) => toMs(stop.arrivedAt) === null);
    if (!next) return false;
    const windowEnd = toMs(next.late) ?? toMs(next.early);
    return windowEnd !== null && now > windowEnd;
  }

  if (input.status === ShipmentStatus.AtStop) {
    const open = input.stops.find((stop) => toMs(stop.arrivedAt) !== null && toMs(stop.departedAt) === null);
    const arrivedAt = open ? toMs(open.arrivedAt) : toMs(input.lastActivityAt);
    return arrivedAt !== null && now - arrivedAt > AT_STOP_UPDATE_AFTER_MS;
  }

  return false;
}
