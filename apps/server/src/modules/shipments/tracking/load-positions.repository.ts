import { sql } from 'kysely';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { applyVisibility } from '../../../db/visibility/apply-visibility';
import { ownShipments } from '../../../db/visibility/shipment-visibility';

/** A load's newest point of a batch. */
export interface LoadPoint {
  shipmentId: number;
  latitude: number;
  longitude: number;
  at: Date;
}

const firstActive = ACTIVE_LOAD_STATUSES[0];
const lastActive = ACTIVE_LOAD_STATUSES[ACTIVE_LOAD_STATUSES.length - 1];

/**
 * The caller's moving loads (booked to its company, Booked to At Stop; a driver only those assigned
 * to them) named by number or carried by a truck of these unit numbers.
 */
export function findActiveLoadsFor(db: Db, caller: Caller, shipmentNumbers: readonly string[], unitNumbers: readonly string[]) {
  if (shipmentNumbers.length === 0 && unitNumbers.length === 0) return Promise.resolve([]);
  return applyVisibility(db.selectFrom('shipments'), ownShipments, caller)
    .select(['id', 'shipment_number', 'truck_number', 'status', 'pickup_early'])
    .where('carrier_id', '=', caller.companyId)
    // Literals, not parameters: a generic plan can then prove the moving-truck index's predicate.
    .where('status', '>=', sql.lit(firstActive))
    .where('status', '<=', sql.lit(lastActive))
    .where((eb) => {
      const either = [];
      if (shipmentNumbers.length > 0) either.push(eb('shipment_number', 'in', [...shipmentNumbers]));
      if (unitNumbers.length > 0) either.push(eb('truck_number', 'in', [...unitNumbers]));
      return eb.or(either);
    })
    .execute();
}

/** A company's moving loads (Booked to At Stop) carried by trucks of these unit numbers, for a feed with no caller (the ELD poll). */
export function findMovingLoadsOfTrucks(db: Db, companyId: number, unitNumbers: readonly string[]) {
  if (unitNumbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shipments')
    .select(['id', 'shipment_number', 'truck_number', 'status', 'pickup_early'])
    .where('carrier_id', '=', companyId)
    .where('status', '>=', sql.lit(firstActive))
    .where('status', '<=', sql.lit(lastActive))
    .where('truck_number', 'in', [...unitNumbers])
    .execute();
}

function pointArrays(points: readonly LoadPoint[]) {
  return {
    ids: sql.val(points.map((p) => p.shipmentId)),
    lats: sql.val(points.map((p) => p.latitude)),
    lons: sql.val(points.map((p) => p.longitude)),
    ats: sql.val(points.map((p) => p.at.toISOString())),
  };
}

/**
 * The points (one a load) that are newer than each load's last position become it, in one
 * statement; a point never moves a load back in time. Answers the loads that moved.
 */
export async function updateLastPositions(db: Db, points: readonly LoadPoint[]): Promise<number[]> {
  if (points.length === 0) return [];
  const { ids, lats, lons, ats } = pointArrays(points);
  // Rows locked in id order first: two batches touching the same loads then wait, never deadlock.
  await sql`select id from shipments where id = any(${ids}::int[]) order by id for update`.execute(db);
  const result = await sql<{ id: number }>`
    update shipments s
       set last_latitude = v.lat, last_longitude = v.lon, last_location_at = v.at, updated_at = now()
      from unnest(${ids}::int[], ${lats}::float8[], ${lons}::float8[], ${ats}::timestamptz[]) as v(id, lat, lon, at)
     where s.id = v.id and (s.last_location_at is null or s.last_location_at < v.at)
    returning s.id`.execute(db);
  return result.rows.map((r) => r.id);
}

/** Of the loads that moved, those with no position entry in their activity for `activityEveryMs` before their point. */
export async function findLoadsDueActivity(db: Db, points: readonly LoadPoint[], positionKind: string, activityEveryMs: number): Promise<number[]> {
  if (points.length === 0) return [];
  const { ids, ats } = pointArrays(points);
  const result = await sql<{ id: number }>`
    select v.id
      from unnest(${ids}::int[], ${ats}::timestamptz[]) as v(id, at)
     where not exists (
             select 1 from shipment_activity a
              where a.shipment_id = v.id and a.kind = ${positionKind} and a.time_stamp > v.at - make_interval(secs => ${activityEveryMs / 1000}))`.execute(db);
  return result.rows.map((r) => r.id);
}
