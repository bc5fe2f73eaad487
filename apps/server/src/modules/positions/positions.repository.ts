import { sql } from 'kysely';
import { POSITION_THINNING_MINUTES } from '@portal/domain/positions/position-rules';
import type { Db } from '../../db/db';

export interface StoredPoint {
  companyId: number;
  deviceId: string;
  recordedAt: Date;
  latitude: number;
  longitude: number;
  speedMph: number | null;
  headingDegrees: number | null;
  shipmentId: number | null;
  source: string;
}

const DAY_MS = 86_400_000;

/** positions_p20261129: the partition of one UTC day. */
export function partitionName(day: Date): string {
  return `positions_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

function dayOfPartition(name: string): Date | null {
  const match = /^positions_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
}

/**
 * Makes the day's partition when it does not exist. Two processes making the same day at once may
 * race in the catalogue; the loser finds it made.
 */
export async function createDayPartition(db: Db, day: Date): Promise<void> {
  const from = day.toISOString();
  const to = new Date(day.getTime() + DAY_MS).toISOString();
  try {
    await sql`create table if not exists ${sql.table(partitionName(day))} partition of positions for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(db);
  } catch (error) {
    if (!(await partitionExists(db, day))) throw error;
  }
  await db.insertInto('position_days').values({ day: from.slice(0, 10) }).onConflict((oc) => oc.column('day').doNothing()).execute();
}

async function partitionExists(db: Db, day: Date): Promise<boolean> {
  const result = await sql<{ found: boolean }>`select to_regclass(${partitionName(day)}) is not null as found`.execute(db);
  return result.rows[0]?.found ?? false;
}

/** The days that have a partition, oldest first. */
export async function findPartitionDays(db: Db): Promise<Date[]> {
  const result = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
     where p.relname = 'positions'`.execute(db);
  return result.rows
    .map((r) => dayOfPartition(r.name))
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
}

/** Stores the points; one already stored (same company, device and time) is left as it was. Answers the points stored now. */
export async function insertPoints(db: Db, points: readonly StoredPoint[]) {
  if (points.length === 0) return [];
  return db
    .insertInto('positions')
    .values(
      points.map((p) => ({
        company_id: p.companyId,
        device_id: p.deviceId,
        recorded_at: p.recordedAt,
        latitude: p.latitude,
        longitude: p.longitude,
        speed_mph: p.speedMph,
        heading_degrees: p.headingDegrees,
        shipment_id: p.shipmentId,
        source: p.source,
      })),
    )
    .onConflict((oc) => oc.columns(['company_id', 'device_id', 'recorded_at']).doNothing())
    .returning(['device_id', 'recorded_at'])
    .execute();
}

/** Days over before `before` whose points are not thinned yet. */
export async function findDaysToThin(db: Db, before: Date) {
  const rows = await db
    .selectFrom('position_days')
    .select(sql<string>`day::text`.as('day'))
    .where('thinned_at', 'is', null)
    .where('day', '<', before.toISOString().slice(0, 10))
    .orderBy('position_days.day')
    .execute();
  return rows.map((r) => new Date(`${r.day}T00:00:00Z`));
}

/** Keeps the first point of each device in every few minutes of the day; answers how many went. */
export async function thinDay(db: Db, day: Date): Promise<number> {
  const table = sql.table(partitionName(day));
  const result = await sql`
    delete from ${table} p
     using (select company_id, device_id, recorded_at,
                   row_number() over (partition by company_id, device_id, date_bin(${sql.lit(`${POSITION_THINNING_MINUTES} minutes`)}::interval, recorded_at, timestamptz '2000-01-01')
                                      order by recorded_at) as n
              from ${table}) d
     where d.n > 1 and p.company_id = d.company_id and p.device_id = d.device_id and p.recorded_at = d.recorded_at`.execute(db);
  await db.updateTable('position_days').set({ thinned_at: new Date() }).where('day', '=', day.toISOString().slice(0, 10)).execute();
  return Number(result.numAffectedRows ?? 0);
}

/** Drops a whole day of points (past the retention): no rows are deleted one by one. */
export async function dropDayPartition(db: Db, day: Date): Promise<void> {
  await sql`drop table if exists ${sql.table(partitionName(day))}`.execute(db);
  await db.deleteFrom('position_days').where('day', '=', day.toISOString().slice(0, 10)).execute();
}

/** A device's points of a time range, oldest first (a load's track excerpt, tests). */
export function findDevicePoints(db: Db, companyId: number, deviceId: string, from: Date, to: Date) {
  return db
    .selectFrom('positions')
    .select(['device_id', 'recorded_at', 'latitude', 'longitude', 'shipment_id', 'source'])
    .where('company_id', '=', companyId)
    .where('device_id', '=', deviceId)
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<', to)
    .orderBy('recorded_at')
    .execute();
}
