import { sql } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from './db';
import { earthAt, earthComputedAt, milesBetween } from './geo';

/**
 * SQL shared by every freight query (the load board, Top Picks, lanes, saved lanes, live
 * equipment, tenders, rate requests, unified rates): the shipment's points, its trip miles, when
 * its pickup closes, what is on the board, and the one list of a load's columns.
 */

export const shipmentOrigin = () => earthAt('shipments.origin_latitude', 'shipments.origin_longitude');
export const shipmentDestination = () => earthAt('shipments.destination_latitude', 'shipments.destination_longitude');
/** The same points for distances computed on every row (see earthComputedAt). */
export const originPoint = () => earthComputedAt('shipments.origin_latitude', 'shipments.origin_longitude');
export const destinationPoint = () => earthComputedAt('shipments.destination_latitude', 'shipments.destination_longitude');

/** Trip miles: the planned miles when known, else the great-circle miles between origin and destination. */
export const tripMiles = () => sql<number>`coalesce(shipments.total_miles::float8, ${milesBetween(originPoint(), destinationPoint())})`;

/** The instant a load's pickup window closes. */
export const pickupWindowEnd = sql<Date>`coalesce(shipments.pickup_late, shipments.pickup_early)`;

/**
 * The columns of a load every freight list shows (its number, lane, windows and equipment): the
 * tender list, the rate request list and the load board each add their own to these.
 */
export const FREIGHT_COLUMNS = [
  'shipments.shipment_number',
  'shipments.origin_city',
  'shipments.origin_state',
  'shipments.origin_postal_code',
  'shipments.origin_latitude',
  'shipments.origin_longitude',
  'shipments.destination_city',
  'shipments.destination_state',
  'shipments.destination_postal_code',
  'shipments.destination_latitude',
  'shipments.destination_longitude',
  'shipments.pickup_early',
  'shipments.pickup_late',
  'shipments.delivery_early',
  'shipments.delivery_late',
  'shipments.equipment_mode',
  'shipments.shipping_mode',
  'shipments.is_partial',
  'shipments.weight_lbs',
  'shipments.requirements',
] as const;

/**
 * The IANA zones a load's times are read in: its first stop's (the pickup) and its last stop's (the
 * delivery), kept on the shipment by a trigger on its stops so that a page reads no stop. A load
 * without stops on file has none; the answer falls back to its state's zone (freight-view.ts).
 */
export const originTimeZone = () => sql<string | null>`shipments.origin_time_zone`;
export const destinationTimeZone = () => sql<string | null>`shipments.destination_time_zone`;

/** The load's columns on an offer to one carrier (a tender, a rate request): the shipment's own status under its name. */
export const OFFER_FREIGHT_COLUMNS = [
  ...FREIGHT_COLUMNS,
  'shipments.status as shipment_status',
  'shipments.total_miles',
  originTimeZone().as('origin_timezone'),
  destinationTimeZone().as('destination_timezone'),
] as const;

/**
 * The public load board: Ready to Book shipments whose pickup window has not closed yet.
 * Every board query starts here; `status = 1` also lets the planner use the board's partial indexes.
 */
export function availableFreight(db: Db, now: Date) {
  return (
    db
      .selectFrom('shipments')
      // A literal, not a parameter: only then can a generic plan prove the partial indexes' `status = 1`.
      .where('shipments.status', '=', sql.lit(ShipmentStatus.ReadyToBook))
      .where(pickupWindowEnd, '>=', now)
  );
}

/** A load's stops in order (tenders, rate requests and the load board show them the same way). */
export function findShipmentStops(db: Db, shipmentId: number) {
  return db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
}
