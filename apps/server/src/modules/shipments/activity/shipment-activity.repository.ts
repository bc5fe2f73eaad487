import { sql } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { NewShipmentActivity } from '../../../db/database';
import type { Db } from '../../../db/db';

export function insertActivity(trx: Db, row: NewShipmentActivity) {
  return trx.insertInto('shipment_activity').values(row).execute();
}

export function insertActivities(trx: Db, rows: readonly NewShipmentActivity[]) {
  if (rows.length === 0) return Promise.resolve();
  return trx.insertInto('shipment_activity').values([...rows]).execute();
}

/** Moves each shipment's last activity forward to its time (never back), in one statement. */
export async function moveLastActivities(trx: Db, moves: readonly { shipmentId: number; timeStamp: Date }[]) {
  if (moves.length === 0) return;
  await sql`
    update shipments s
       set last_activity_at = greatest(coalesce(s.last_activity_at, v.at), v.at), updated_at = now()
      from unnest(${sql.val(moves.map((m) => m.shipmentId))}::int[], ${sql.val(moves.map((m) => m.timeStamp.toISOString()))}::timestamptz[]) as v(id, at)
     where s.id = v.id`.execute(trx);
}

/** Moves the shipment's last activity forward to `timeStamp` (never back). */
export function moveLastActivity(trx: Db, shipmentId: number, timeStamp: Date) {
  return trx
    .updateTable('shipments')
    .set({ last_activity_at: sql`greatest(coalesce(last_activity_at, ${timeStamp}), ${timeStamp})`, updated_at: new Date() })
    .where('id', '=', shipmentId)
    .execute();
}

const FIRST_MOVING = sql.lit(ShipmentStatus.Booked);
const LAST_MOVING = sql.lit(ShipmentStatus.AtStop);

/**
 * Recomputes the tracking columns from the stops, so every write leaves them consistent:
 * next_stop_due_at is the window end (late, else early) of the first stop not yet arrived while the
 * shipment is booked and not yet delivered (null otherwise); is_on_time is false as soon as any arrival came after its stop's window end.
 */
export function refreshTrackingColumns(trx: Db, shipmentId: number) {
  return trx
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

function activityRows(db: Db, shipmentId: number, hiddenKinds: readonly string[]) {
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
    .where('a.shipment_id', '=', shipmentId)
    .$if(hiddenKinds.length > 0, (q) => q.where('a.kind', 'not in', [...hiddenKinds]))
    // Newest first; ties keep the order they were written in, newest first.
    .orderBy('a.time_stamp', 'desc')
    .orderBy('a.id', 'desc');
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityRows>['execute']>>[number];

/** One page of activity, newest first, without the kinds the caller may not see (tracking consent). */
export async function findActivityPage(db: Db, shipmentId: number, page: number, pageSize: number, hiddenKinds: readonly string[] = []): Promise<{ rows: ActivityRow[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    activityRows(db, shipmentId, hiddenKinds).limit(pageSize).offset((page - 1) * pageSize).execute(),
    db
      .selectFrom('shipment_activity')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('shipment_id', '=', shipmentId)
      .$if(hiddenKinds.length > 0, (q) => q.where('kind', 'not in', [...hiddenKinds]))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}

export function findLatestActivity(db: Db, shipmentId: number, hiddenKinds: readonly string[] = []): Promise<ActivityRow | undefined> {
  return activityRows(db, shipmentId, hiddenKinds).limit(1).executeTakeFirst();
}
