import { sql } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Caller } from '../../lib/caller';
import { iso, isoRequired, statusValue } from './shipment-format';
import type { Db } from '../../db/db';

/** What happened to a shipment; one activity row per change, written in the change's transaction. */
export const ActivityKind = {
  StatusChanged: 'StatusChanged',
  Arrival: 'Arrival',
  Departure: 'Departure',
  Appointment: 'Appointment',
  ProNumber: 'ProNumber',
  Equipment: 'Equipment',
  DriverAssigned: 'DriverAssigned',
  DriverRemoved: 'DriverRemoved',
  EmptyLocation: 'EmptyLocation',
  Problem: 'Problem',
  Preload: 'Preload',
  QuickClosure: 'QuickClosure',
  BillOfLading: 'BillOfLading',
} as const;
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];

export interface ActivityEntry {
  kind: ActivityKind;
  description: string;
  statusBefore?: number | null;
  statusAfter?: number | null;
  stopId?: number | null;
  city?: string | null;
  state?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** When it happened; a stop event carries its own time, everything else happens now. */
  timeStamp: Date;
}

/** Writes the activity row (who and when) and moves the shipment's last activity forward. */
export async function recordActivity(trx: Db, shipmentId: number, caller: Caller, entry: ActivityEntry): Promise<void> {
  await trx
    .insertInto('shipment_activity')
    .values({
      shipment_id: shipmentId,
      kind: entry.kind,
      description: entry.description,
      status_before: entry.statusBefore ?? null,
      status_after: entry.statusAfter ?? null,
      stop_id: entry.stopId ?? null,
      user_id: caller.userId,
      city: entry.city ?? null,
      state: entry.state ?? null,
      latitude: entry.latitude ?? null,
      longitude: entry.longitude ?? null,
      time_stamp: entry.timeStamp,
    })
    .execute();
  await trx
    .updateTable('shipments')
    .set({ last_activity_at: sql`greatest(coalesce(last_activity_at, ${entry.timeStamp}), ${entry.timeStamp})`, updated_at: new Date() })
    .where('id', '=', shipmentId)
    .execute();
}

export function statusChangeEntry(from: number, to: number, timeStamp: Date, why: string): ActivityEntry {
  return {
    kind: ActivityKind.StatusChanged,
    description: `Status changed from ${statusValue(from).displayName} to ${statusValue(to).displayName} (${why})`,
    statusBefore: from,
    statusAfter: to,
    timeStamp,
  };
}

const FIRST_MOVING = sql.lit(ShipmentStatus.Booked);
const LAST_MOVING = sql.lit(ShipmentStatus.AtStop);

/**
 * Recomputes the tracking columns from the stops, so every write leaves them consistent:
 * next_stop_due_at is the window end (late, else early) of the first stop not yet arrived while the
 * shipment is booked and not yet delivered (null otherwise); is_on_time is false as soon as any arrival came after its stop's window end.
 */
export async function refreshTracking(trx: Db, shipmentId: number): Promise<void> {
  await trx
    .updateTable('shipments')
    .set({
      next_stop_due_at: sql`case when shipments.status not between ${FIRST_MOVING} and ${LAST_MOVING} then null else (
        select coalesce(ss.late, ss.early) from shipment_stops ss
        where ss.shipment_id = shipments.id and ss.arrived_at is null
        order by ss.stop_number limit 1) end`,
      is_on_time: sql`coalesce((
        select bool_and(ss.arrived_at <= coalesce(ss.late, ss.early)) from shipment_stops ss
        where ss.shipment_id = shipments.id and ss.arrived_at is not null), shipments.is_on_time)`,
      updated_at: new Date(),
    })
    .where('id', '=', shipmentId)
    .execute();
}

function activityQuery(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_activity as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'a.id',
      'a.kind',
      'a.description',
      'a.time_stamp',
      'a.status_before',
      'a.status_after',
      'a.stop_id',
      'a.city',
      'a.state',
      'a.latitude',
      'a.longitude',
      'a.user_id',
      'u.first_name',
      'u.last_name',
      'c.name as company_name',
    ])
    .where('a.shipment_id', '=', shipmentId);
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityQuery>['execute']>>[number];

function toActivity(row: ActivityRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    description: row.description,
    timeStamp: isoRequired(row.time_stamp),
    statusBefore: row.status_before === null ? null : statusValue(row.status_before),
    statusAfter: row.status_after === null ? null : statusValue(row.status_after),
    stopId: row.stop_id,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    user: userRef(row),
  };
}

function userRef(row: Pick<ActivityRow, 'user_id' | 'first_name' | 'last_name' | 'company_name'>) {
  return row.user_id === null || row.first_name === null
    ? null
    : { id: row.user_id, firstName: row.first_name, lastName: row.last_name ?? '', companyName: row.company_name };
}

/** Newest first; ties keep the order they were written in, newest first. */
export async function findActivity(db: Db, shipmentId: number, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    activityQuery(db, shipmentId).orderBy('a.time_stamp', 'desc').orderBy('a.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom('shipment_activity').select((eb) => eb.fn.countAll<number>().as('total')).where('shipment_id', '=', shipmentId).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toActivity), totalCount: Number(count.total) };
}

export async function findLatestActivity(db: Db, shipmentId: number) {
  const row = await activityQuery(db, shipmentId).orderBy('a.time_stamp', 'desc').orderBy('a.id', 'desc').limit(1).executeTakeFirst();
  if (!row) return { timeStamp: null, description: null, kind: null, city: null, state: null, user: null };
  return { timeStamp: iso(row.time_stamp), description: row.description, kind: row.kind, city: row.city, state: row.state, user: userRef(row) };
}
