import { sql } from 'kysely';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES, ELD_POSITION_FRESH_HOURS, RELOAD_WINDOW_HOURS } from '@portal/domain/common/constants';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { pickupWindowEnd, shipmentDestination, shipmentOrigin } from '../../db/freight-sql';
import { earthAt, METERS_PER_MILE, milesBetween, withinMiles } from '../../db/geo';
import type { Db } from '../../db/db';
import { savedLaneAreaColumns } from '../../db/lane-columns';

/** Candidates per source before ranking; the board ranks at most this many loads per reason kind. */
const CANDIDATES_PER_SOURCE = 300;

const onTheBoard = (now: Date) => sql<boolean>`(shipments.status = ${sql.lit(ShipmentStatus.ReadyToBook)} and ${pickupWindowEnd} >= ${now})`;

/** Ready to Book loads inside one of the company's saved lanes (origin radius, destination radius when set, equipment when set). */
export function savedLaneCandidates(db: Db, companyId: number, now: Date) {
  const laneOrigin = earthAt('l.origin_latitude', 'l.origin_longitude');
  const laneDestination = earthAt('l.destination_latitude', 'l.destination_longitude');
  const originMiles = milesBetween(laneOrigin, shipmentOrigin());
  return db
    .selectFrom('saved_lanes as l')
    .innerJoin('shipments', (join) =>
      join.on(
        sql<boolean>`${onTheBoard(now)}
          and ${withinMiles(laneOrigin, sql<number>`l.origin_radius_miles`, shipmentOrigin())}
          and (l.destination_latitude is null or l.destination_longitude is null
               or ${withinMiles(laneDestination, sql<number>`l.destination_radius_miles`, shipmentDestination())})
          and (l.equipment_mode is null or l.equipment_mode = shipments.equipment_mode)`,
      ),
    )
    .select([
      'shipments.id as shipment_id',
      'l.id as lane_id',
      ...savedLaneAreaColumns('l'),
    ])
    .select(originMiles.as('origin_miles'))
    .select(
      sql<number | null>`case when l.destination_latitude is null or l.destination_longitude is null then null
        else ${milesBetween(laneDestination, shipmentDestination())} end`.as('destination_miles'),
    )
    .where('l.company_id', '=', companyId)
    .orderBy(originMiles)
    .limit(CANDIDATES_PER_SOURCE)
    .execute();
}

/**
 * Loads within the board radius of a posted truck, of its equipment, whose pickup window is still
 * open once the truck is available and opens before it stops being available. The truck is where
 * its ELD last placed it (a power unit of the posted truck number, a position of the last
 * ELD_POSITION_FRESH_HOURS), else where it was posted. The nearest desired destination (and whether
 * the load ends inside its radius) comes along for ranking.
 */
export function liveEquipmentCandidates(db: Db, companyId: number, now: Date) {
  const truck = sql`ll_to_earth(coalesce(eld.latitude, e.latitude), coalesce(eld.longitude, e.longitude))`;
  const deadhead = milesBetween(truck, shipmentOrigin());
  const desiredPoint = sql`ll_to_earth((d->>'latitude')::float8, (d->>'longitude')::float8)`;
  const freshSince = new Date(now.getTime() - ELD_POSITION_FRESH_HOURS * 3_600_000);
  return db
    .selectFrom('live_equipment as e')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('equipment as u')
          .innerJoin('vehicle_positions as vp', 'vp.equipment_id', 'u.id')
          .select(['vp.latitude', 'vp.longitude', 'vp.recorded_at', 'vp.formatted_location'])
          .whereRef('u.company_id', '=', 'e.company_id')
          .where('u.kind', '=', 'PowerUnit')
          .whereRef('u.unit_number', '=', 'e.truck_number')
          .where('vp.recorded_at', '>=', freshSince)
          .orderBy('vp.recorded_at', 'desc')
          .limit(1)
          .as('eld'),
      (join) => join.onTrue(),
    )
    .innerJoin('shipments', (join) =>
      join.on(
        sql<boolean>`${onTheBoard(now)}
          and ${withinMiles(truck, AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentOrigin())}
          and shipments.equipment_mode = e.equipment_mode
          and ${pickupWindowEnd} >= e.available_from
          and (e.available_to is null or shipments.pickup_early <= e.available_to)`,
      ),
    )
    .select(['shipments.id as shipment_id', 'e.id as equipment_id', 'e.truck_number', 'e.city', 'e.state'])
    .select(['eld.recorded_at as eld_recorded_at', 'eld.formatted_location as eld_location'])
    .select(deadhead.as('deadhead_miles'))
    .select(
      sql<number | null>`(select min(earth_distance(${desiredPoint}, ${shipmentDestination()})) / ${METERS_PER_MILE}::float8
        from jsonb_array_elements(e.desired_destinations) d)`.as('desired_miles'),
    )
    .select(
      sql<boolean>`coalesce((select bool_or(earth_distance(${desiredPoint}, ${shipmentDestination()})
          <= coalesce((d->>'radiusMiles')::float8, ${AVAILABLE_SHIPMENTS_RADIUS_MILES}::float8) * ${METERS_PER_MILE}::float8)
        from jsonb_array_elements(e.desired_destinations) d), false)`.as('toward_desired'),
    )
    .select(sql<boolean>`jsonb_array_length(e.desired_destinations) > 0`.as('has_desired'))
    .where('e.company_id', '=', companyId)
    .where((eb) => eb.or([eb('e.available_to', 'is', null), eb('e.available_to', '>=', now)]))
    .orderBy(deadhead)
    .limit(CANDIDATES_PER_SOURCE)
    .execute();
}

/** Loads on the company's history or declared lanes (both ends within the board radius). */
export function historyLaneCandidates(db: Db, companyId: number, now: Date) {
  const laneOrigin = earthAt('h.origin_latitude', 'h.origin_longitude');
  const laneDestination = earthAt('h.destination_latitude', 'h.destination_longitude');
  const originMiles = milesBetween(laneOrigin, shipmentOrigin());
  return db
    .selectFrom('lanes as h')
    .innerJoin('shipments', (join) =>
      join.on(
        sql<boolean>`${onTheBoard(now)}
          and ${withinMiles(laneOrigin, AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentOrigin())}
          and ${withinMiles(laneDestination, AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentDestination())}
          and shipments.equipment_mode = h.equipment_mode`,
      ),
    )
    .select(['shipments.id as shipment_id', 'h.id as lane_id', 'h.origin_city', 'h.origin_state', 'h.destination_city', 'h.destination_state', 'h.loads_per_week', 'h.source'])
    .select(originMiles.as('origin_miles'))
    .select(milesBetween(laneDestination, shipmentDestination()).as('destination_miles'))
    .where('h.company_id', '=', companyId)
    .orderBy(originMiles)
    .limit(CANDIDATES_PER_SOURCE)
    .execute();
}

/** When a moving shipment is done at its delivery: the end of its delivery window, else the best guess. */
const deliveredBy = sql<Date>`coalesce(a.delivery_late, a.delivery_early, a.pickup_late, a.pickup_early)`;

/** The moving shipments whose reloads Top Picks looks for: the ones that deliver next. */
const NEXT_DELIVERIES = 25;
/** Reload candidates kept per moving shipment, nearest to its delivery first. */
const RELOADS_PER_DELIVERY = 20;

/**
 * Loads for the truck of one of the company's moving shipments once it delivers: of the same
 * equipment, picking up near that delivery, with a pickup window still open when it is done and
 * opening within RELOAD_WINDOW_HOURS of it. Only the NEXT_DELIVERIES moving shipments that deliver
 * next (from RELOAD_WINDOW_HOURS ago on) are looked at, each for its RELOADS_PER_DELIVERY nearest
 * loads (the origin GiST index yields them nearest first): a large carrier has thousands of moving
 * shipments, and searching the board around every one of them took seconds.
 */
export function reloadCandidates(db: Db, companyId: number, now: Date) {
  const delivery = earthAt('a.destination_latitude', 'a.destination_longitude');
  const nextDeliveries = db
    .selectFrom('shipments as a')
    .select(['a.id', 'a.shipment_number', 'a.destination_city', 'a.destination_state', 'a.destination_latitude', 'a.destination_longitude', 'a.equipment_mode'])
    .select(deliveredBy.as('delivered_by'))
    .where('a.carrier_id', '=', companyId)
    // Literals, not parameters: only then can a generic plan prove the partial index's status range.
    .where('a.status', '>=', sql.lit(ShipmentStatus.Booked))
    .where('a.status', '<=', sql.lit(ShipmentStatus.AtStop))
    .where(deliveredBy, '>=', new Date(now.getTime() - RELOAD_WINDOW_HOURS * 3_600_000))
    .orderBy(deliveredBy)
    .orderBy('a.id')
    .limit(NEXT_DELIVERIES)
    .as('a');
  const nearDelivery = earthAt('a.destination_latitude', 'a.destination_longitude');
  return db
    .selectFrom(nextDeliveries)
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('shipments')
          .select(['shipments.id', 'shipments.pickup_early'])
          .select(milesBetween(nearDelivery, shipmentOrigin()).as('deadhead_miles'))
          .where(onTheBoard(now))
          .where(sql<boolean>`shipments.id <> a.id`)
          .whereRef('shipments.equipment_mode', '=', 'a.equipment_mode')
          .where(withinMiles(nearDelivery, AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentOrigin()))
          .where(sql<boolean>`${pickupWindowEnd} >= a.delivered_by`)
          .where(sql<boolean>`shipments.pickup_early <= a.delivered_by + make_interval(hours => ${sql.lit(RELOAD_WINDOW_HOURS)})`)
          .orderBy(sql`${shipmentOrigin()} <-> ${delivery}`)
          .orderBy('shipments.id')
          .limit(RELOADS_PER_DELIVERY)
          .as('r'),
      (join) => join.onTrue(),
    )
    .select(['r.id as shipment_id', 'a.id as active_id', 'a.shipment_number as active_number', 'a.destination_city', 'a.destination_state', 'a.equipment_mode'])
    .select(sql<number>`extract(epoch from (greatest(r.pickup_early, a.delivered_by) - a.delivered_by)) / 3600`.as('hours_after_delivery'))
    .select('r.deadhead_miles')
    .orderBy('r.deadhead_miles')
    .orderBy('r.id')
    .orderBy('a.id')
    .limit(CANDIDATES_PER_SOURCE)
    .execute();
}
