import { sql } from 'kysely';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Caller } from '../../lib/caller';
import { shipmentDestination, shipmentOrigin, tripMiles } from '../../db/freight-sql';
import { earthOf, withinMiles, type GeoPoint } from '../../db/geo';
import type { Db } from '../../db/db';
import { visibleShipments } from '../../db/visibility/shipment-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

/** Days of booked history the market rate looks back over. */
export const MARKET_HISTORY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function findRatedShipment(db: Db, caller: Caller, key: { id?: number; shipmentNumber?: string }) {
  let query = applyVisibility(db.selectFrom('shipments'), visibleShipments, caller).selectAll('shipments').select(tripMiles().as('trip_miles'));
  query = key.id !== undefined ? query.where('shipments.id', '=', key.id) : query.where('shipments.shipment_number', '=', key.shipmentNumber!);
  return query.executeTakeFirst();
}

/** Live Sent and Accepted tenders on the shipment; `carrierId` narrows them to one carrier. */
export function findTenderRates(db: Db, shipmentId: number, carrierId: number | null) {
  let query = db
    .selectFrom('tenders')
    .select(['id', 'carrier_id', 'rate_cents', 'status', 'expires_at'])
    .where('shipment_id', '=', shipmentId)
    .where((eb) =>
      eb.or([
        eb('status', '=', TenderOfferStatus.Accepted),
        eb.and([eb('status', '=', TenderOfferStatus.Sent), eb('expires_at', '>', sql<Date>`now()`)]),
      ]),
    );
  if (carrierId !== null) query = query.where('carrier_id', '=', carrierId);
  return query.execute();
}

interface Lane {
  origin: GeoPoint;
  destination: GeoPoint;
  equipmentMode: string;
}

/** Carriers' lanes with a rate per mile whose both ends lie within the board radius of this lane. */
export function findLaneRates(db: Db, lane: Lane, carrierId: number | null) {
  let query = db
    .selectFrom('lanes')
    .select(['id', 'company_id', 'rate_per_mile_cents'])
    .where('rate_per_mile_cents', 'is not', null)
    .where('equipment_mode', '=', lane.equipmentMode)
    .where(withinMiles(earthOf(lane.origin), AVAILABLE_SHIPMENTS_RADIUS_MILES, sql`ll_to_earth(lanes.origin_latitude, lanes.origin_longitude)`))
    .where(withinMiles(earthOf(lane.destination), AVAILABLE_SHIPMENTS_RADIUS_MILES, sql`ll_to_earth(lanes.destination_latitude, lanes.destination_longitude)`));
  if (carrierId !== null) query = query.where('company_id', '=', carrierId);
  return query.orderBy('rate_per_mile_cents').limit(50).execute();
}

/** What carriers were paid on this lane lately: booked shipments (both ends within the board radius, same equipment). */
export async function findMarketRate(db: Db, lane: Lane & { excludeShipmentId: number }, now: Date) {
  const row = await db
    .selectFrom('shipments')
    .select([sql<number | null>`avg(shipments.rate_cents)`.as('average_cents'), sql<number>`count(*)`.as('loads')])
    .where('shipments.status', '>=', ShipmentStatus.Booked)
    .where('shipments.rate_cents', 'is not', null)
    .where('shipments.id', '<>', lane.excludeShipmentId)
    .where('shipments.equipment_mode', '=', lane.equipmentMode)
    .where('shipments.pickup_early', '>=', new Date(now.getTime() - MARKET_HISTORY_DAYS * DAY_MS))
    .where(withinMiles(earthOf(lane.origin), AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentOrigin()))
    .where(withinMiles(earthOf(lane.destination), AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentDestination()))
    .executeTakeFirstOrThrow();
  return { averageCents: row.average_cents === null ? null : Math.round(Number(row.average_cents)), loads: Number(row.loads) };
}
