import { sql } from 'kysely';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { shipmentsOf } from '../access/shipments.repository';
import { savedLaneAreaColumns } from '../../../db/lane-columns';

export const METERS_PER_MILE = 1609.344;
const RELOAD_LIMIT = 50;

const point = (latitude: number, longitude: number) => sql`ll_to_earth(${latitude}, ${longitude})`;

/**
 * Ready to Book loads the caller may see picking up within the radius of this shipment's delivery,
 * whose pickup window ends at or after `deliveredBy`, nearest first (with the deadhead in meters).
 * earth_box narrows the search on the board's GiST index; earth_distance then keeps the true circle.
 */
export function findReloads(
  db: Db,
  caller: Caller,
  shipment: Pick<ShipmentsRow, 'id' | 'destination_latitude' | 'destination_longitude'>,
  deliveredBy: Date,
  radiusMiles: number,
) {
  const radius = radiusMiles * METERS_PER_MILE;
  const here = point(shipment.destination_latitude, shipment.destination_longitude);
  const there = sql`ll_to_earth(shipments.origin_latitude, shipments.origin_longitude)`;
  const distance = sql<number>`earth_distance(${here}, ${there})`;
  return shipmentsOf(db, caller)
    .selectAll('shipments')
    .select(distance.as('deadhead_meters'))
    .select(sql<boolean>`false`.as('needs_update'))
    .select(sql<string | null>`null`.as('carrier_name'))
    .where('shipments.status', '=', ShipmentStatus.ReadyToBook)
    .where('shipments.id', '<>', shipment.id)
    .where(sql<boolean>`earth_box(${here}, ${radius}::float8) @> ${there}`)
    .where(sql<boolean>`${distance} <= ${radius}::float8`)
    .where(sql<boolean>`coalesce(shipments.pickup_late, shipments.pickup_early) >= ${deliveredBy}`)
    .orderBy(distance)
    .orderBy('shipments.pickup_early')
    .orderBy('shipments.id')
    .limit(RELOAD_LIMIT)
    .execute();
}

type LaneTarget = Pick<ShipmentsRow, 'origin_latitude' | 'origin_longitude' | 'destination_latitude' | 'destination_longitude' | 'equipment_mode'>;

/** The caller's saved lanes whose origin (and destination, when set) radius covers the shipment, nearest first. */
export function findMatchingLanes(db: Db, caller: Caller, shipment: LaneTarget) {
  const origin = point(shipment.origin_latitude, shipment.origin_longitude);
  const destination = point(shipment.destination_latitude, shipment.destination_longitude);
  const laneOriginDistance = sql<number>`earth_distance(${origin}, ll_to_earth(l.origin_latitude, l.origin_longitude))`;
  const laneDestinationDistance = sql<number | null>`case when l.destination_latitude is null or l.destination_longitude is null then null
    else earth_distance(${destination}, ll_to_earth(l.destination_latitude, l.destination_longitude)) end`;
  return db
    .selectFrom('saved_lanes as l')
    .select([
      'l.id',
      ...savedLaneAreaColumns('l'),
      'l.equipment_mode',
    ])
    .select(laneOriginDistance.as('origin_meters'))
    .select(laneDestinationDistance.as('destination_meters'))
    .where('l.company_id', '=', caller.companyId)
    .where(sql<boolean>`${laneOriginDistance} <= l.origin_radius_miles * ${METERS_PER_MILE}::float8`)
    .where(sql<boolean>`(${laneDestinationDistance} is null or ${laneDestinationDistance} <= l.destination_radius_miles * ${METERS_PER_MILE}::float8)`)
    .where((eb) => eb.or([eb('l.equipment_mode', 'is', null), eb('l.equipment_mode', '=', shipment.equipment_mode)]))
    .orderBy(laneOriginDistance)
    .orderBy('l.id')
    .execute();
}

type EquipmentTarget = Pick<ShipmentsRow, 'origin_latitude' | 'origin_longitude' | 'equipment_mode' | 'pickup_early' | 'pickup_late'>;

/** The caller's live equipment of the shipment's mode near its origin and available for its pickup, nearest first. */
export function findMatchingLiveEquipment(db: Db, caller: Caller, shipment: EquipmentTarget) {
  const origin = point(shipment.origin_latitude, shipment.origin_longitude);
  const equipmentDistance = sql<number>`earth_distance(${origin}, ll_to_earth(e.latitude, e.longitude))`;
  const pickupBy = shipment.pickup_late ?? shipment.pickup_early;
  return db
    .selectFrom('live_equipment as e')
    .select(['e.id', 'e.equipment_mode', 'e.truck_number', 'e.city', 'e.state', 'e.postal_code', 'e.available_from', 'e.available_to', 'e.driver_id'])
    .select(equipmentDistance.as('meters'))
    .where('e.company_id', '=', caller.companyId)
    .where('e.equipment_mode', '=', shipment.equipment_mode)
    .where(sql<boolean>`${equipmentDistance} <= ${AVAILABLE_SHIPMENTS_RADIUS_MILES * METERS_PER_MILE}::float8`)
    .where('e.available_from', '<=', pickupBy)
    .where((eb) => eb.or([eb('e.available_to', 'is', null), eb('e.available_to', '>=', shipment.pickup_early)]))
    .orderBy(equipmentDistance)
    .orderBy('e.id')
    .execute();
}
