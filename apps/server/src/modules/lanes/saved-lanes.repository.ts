import { sql } from 'kysely';
import type { NewSavedLanes, SavedLanesUpdate } from '../../db/database';
import { availableFreight, shipmentDestination, shipmentOrigin } from '../../db/freight-sql';
import { earthAt, withinMiles } from '../../db/geo';
import type { Db } from '../../db/db';

/** Board loads that fit a saved lane right now (same rule as the Top Picks lane match). */
function matchingLoads(db: Db, now: Date) {
  const laneOrigin = earthAt('l.origin_latitude', 'l.origin_longitude');
  const laneDestination = earthAt('l.destination_latitude', 'l.destination_longitude');
  return availableFreight(db, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      sql<boolean>`${withinMiles(laneOrigin, sql<number>`l.origin_radius_miles`, shipmentOrigin())}
        and (l.destination_latitude is null or l.destination_longitude is null
             or ${withinMiles(laneDestination, sql<number>`l.destination_radius_miles`, shipmentDestination())})
        and (l.equipment_mode is null or l.equipment_mode = shipments.equipment_mode)`,
    )
    .as('matching_loads');
}

function savedLanesOf(db: Db, companyId: number, now: Date) {
  return db.selectFrom('saved_lanes as l').selectAll('l').select(matchingLoads(db, now)).where('l.company_id', '=', companyId);
}

export type SavedLaneDbRow = Awaited<ReturnType<ReturnType<typeof savedLanesOf>['executeTakeFirstOrThrow']>>;

export async function listSavedLanes(db: Db, companyId: number, page: number, pageSize: number, now: Date) {
  const [rows, count] = await Promise.all([
    savedLanesOf(db, companyId, now).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom('saved_lanes').select((eb) => eb.fn.countAll<number>().as('total')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}

export function findSavedLane(db: Db, companyId: number, id: number, now: Date) {
  return savedLanesOf(db, companyId, now).where('l.id', '=', id).executeTakeFirst();
}

export async function insertSavedLane(db: Db, values: NewSavedLanes): Promise<number> {
  const row = await db.insertInto('saved_lanes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a lane of this company; false when there is none with this id. */
export async function updateSavedLane(db: Db, companyId: number, id: number, values: SavedLanesUpdate): Promise<boolean> {
  const result = await db.updateTable('saved_lanes').set(values).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedLane(db: Db, companyId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_lanes').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
