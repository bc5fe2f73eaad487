import { sql } from 'kysely';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Caller } from '../../lib/caller';
import { getVisibleShipment } from './shipment-access';
import { iso, isoRequired } from './shipment-format';
import { summaryView } from './shipment-view';
import { shipmentsOf } from './shipments.repository';
import { dollarsOrNull } from '../../lib/money';
import type { Db } from '../../db/db';

const METERS_PER_MILE = 1609.344;
const RELOAD_LIMIT = 50;

const miles = (meters: number | string | null) => (meters === null ? null : Math.round((Number(meters) / METERS_PER_MILE) * 10) / 10);

/**
 * Ready to Book loads picking up within the radius of this shipment's delivery, whose pickup
 * window ends after this shipment's delivery window ends, nearest first. earth_box narrows the
 * search on the board's GiST index; earth_distance then keeps the true circle.
 */
export async function getReloads(db: Db, caller: Caller, id: number, radiusMiles = AVAILABLE_SHIPMENTS_RADIUS_MILES) {
  const shipment = await getVisibleShipment(db, caller, id);
  const deliveredBy = shipment.delivery_late ?? shipment.delivery_early ?? shipment.pickup_late ?? shipment.pickup_early;
  const radius = radiusMiles * METERS_PER_MILE;
  const here = sql`ll_to_earth(${shipment.destination_latitude}, ${shipment.destination_longitude})`;
  const there = sql`ll_to_earth(shipments.origin_latitude, shipments.origin_longitude)`;
  const distance = sql<number>`earth_distance(${here}, ${there})`;
  const rows = await shipmentsOf(db, caller)
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
  const data = rows.map((row) => ({ ...summaryView(row, caller), deadheadMiles: miles(row.deadhead_meters)!, maxBuy: dollarsOrNull(row.max_buy_cents) }));
  return { data, totalCount: data.length };
}

/** The caller's saved lanes and live equipment that fit this shipment (lane radius, or the board's default radius). */
export async function getLaneMatches(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const origin = sql`ll_to_earth(${shipment.origin_latitude}, ${shipment.origin_longitude})`;
  const destination = sql`ll_to_earth(${shipment.destination_latitude}, ${shipment.destination_longitude})`;
  const laneOriginDistance = sql<number>`earth_distance(${origin}, ll_to_earth(l.origin_latitude, l.origin_longitude))`;
  const laneDestinationDistance = sql<number | null>`case when l.destination_latitude is null or l.destination_longitude is null then null
    else earth_distance(${destination}, ll_to_earth(l.destination_latitude, l.destination_longitude)) end`;

  const lanes = await db
    .selectFrom('saved_lanes as l')
    .select([
      'l.id',
      'l.name',
      'l.origin_city',
      'l.origin_state',
      'l.origin_radius_miles',
      'l.destination_city',
      'l.destination_state',
      'l.destination_radius_miles',
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

  const equipmentDistance = sql<number>`earth_distance(${origin}, ll_to_earth(e.latitude, e.longitude))`;
  const pickupBy = shipment.pickup_late ?? shipment.pickup_early;
  const equipment = await db
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

  return {
    shipmentId: shipment.id,
    savedLanes: lanes.map((l) => ({
      id: l.id,
      name: l.name,
      origin: { city: l.origin_city, state: l.origin_state, radiusMiles: l.origin_radius_miles },
      destination: l.destination_city === null ? null : { city: l.destination_city, state: l.destination_state, radiusMiles: l.destination_radius_miles },
      equipmentMode: l.equipment_mode,
      originDistanceMiles: miles(l.origin_meters)!,
      destinationDistanceMiles: miles(l.destination_meters),
    })),
    liveEquipment: equipment.map((e) => ({
      id: e.id,
      equipmentMode: e.equipment_mode,
      truckNumber: e.truck_number,
      city: e.city,
      state: e.state,
      postalCode: e.postal_code,
      availableFrom: isoRequired(e.available_from),
      availableTo: iso(e.available_to),
      driverId: e.driver_id,
      distanceMiles: miles(e.meters)!,
    })),
  };
}
