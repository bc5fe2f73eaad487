import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** A point of a batch applied to a load. */
export interface LoadTrackPoint {
  shipmentId: number;
  at: Date;
  latitude: number;
  longitude: number;
  speedMph: number | null;
  source: 'ELD' | 'DriverLink';
}

/**
 * Of the loads given with their points, those whose points may say something about a stop: a
 * point near a stop not yet left, or a stop arrived at (recorded or proposed) whose departure is
 * not known yet. A box of about a mile and a half stands in for the fence; the fence is decided
 * per load afterwards.
 */
export async function findLoadsNearStops(db: Db, points: readonly LoadTrackPoint[]): Promise<number[]> {
  if (points.length === 0) return [];
  const ids = sql.val(points.map((p) => p.shipmentId));
  const lats = sql.val(points.map((p) => p.latitude));
  const lons = sql.val(points.map((p) => p.longitude));
  const result = await sql<{ id: number }>`
    select distinct v.id
      from unnest(${ids}::int[], ${lats}::float8[], ${lons}::float8[]) as v(id, lat, lon)
     where exists (
             select 1 from shipment_stops st
              where st.shipment_id = v.id and st.departed_at is null
                and abs(st.latitude - v.lat) < 0.02 and abs(st.longitude - v.lon) < 0.03)
        or exists (
             select 1 from shipment_stops st
              where st.shipment_id = v.id and st.departed_at is null
                and (st.arrived_at is not null or exists (select 1 from stop_event_proposals p where p.stop_id = st.id and p.kind = 'Arrival' and p.status <> 'Dismissed'))
                and not exists (select 1 from stop_event_proposals p where p.stop_id = st.id and p.kind = 'Departure'))`.execute(db);
  return result.rows.map((r) => r.id);
}

/** The load's stops in order, with what is recorded and what was proposed of each. */
export async function findStopsWithEvents(db: Db, shipmentId: number) {
  const stops = await db
    .selectFrom('shipment_stops')
    .select(['id', 'stop_number', 'name', 'city', 'state', 'latitude', 'longitude', 'arrived_at', 'departed_at'])
    .where('shipment_id', '=', shipmentId)
    .orderBy('stop_number')
    .execute();
  const proposals = await db
    .selectFrom('stop_event_proposals')
    .select(['id', 'stop_id', 'kind', 'occurred_at', 'status'])
    .where('shipment_id', '=', shipmentId)
    .execute();
  return { stops, proposals };
}

/** The load's stored positions from `since` on, oldest first. */
export function findTrack(db: Db, shipmentId: number, since: Date) {
  return db
    .selectFrom('positions')
    .select(['recorded_at', 'latitude', 'longitude', 'speed_mph', 'source'])
    .where('shipment_id', '=', shipmentId)
    .where('recorded_at', '>=', since)
    .orderBy('recorded_at')
    .execute();
}

/** The carrier of a load and its choice for noticed arrivals, with the user who made it. */
export function findLoadCarrierSettings(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipments as s')
    .leftJoin('stop_arrival_settings as st', 'st.company_id', 's.carrier_id')
    .select(['s.id', 's.carrier_id', 'st.record_automatically', 'st.updated_by_user_id'])
    .where('s.id', '=', shipmentId)
    .executeTakeFirst();
}

export function insertProposal(
  db: Db,
  p: { shipmentId: number; stopId: number; kind: 'Arrival' | 'Departure'; at: Date; latitude: number; longitude: number; vehicleId: string; source: 'ELD' | 'DriverLink' },
) {
  return db
    .insertInto('stop_event_proposals')
    .values({ shipment_id: p.shipmentId, stop_id: p.stopId, kind: p.kind, occurred_at: p.at, latitude: p.latitude, longitude: p.longitude, provider_vehicle_id: p.vehicleId, source: p.source })
    .onConflict((oc) => oc.columns(['stop_id', 'kind']).doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

/** Marks a proposal recorded automatically, in the name of the user who chose it. */
export function markRecordedAutomatically(db: Db, proposalId: number, userId: number, now: Date) {
  return db
    .updateTable('stop_event_proposals')
    .set({ status: 'Accepted', recorded_automatically: true, decided_by_user_id: userId, decided_at: now })
    .where('id', '=', proposalId)
    .where('status', '=', 'Proposed')
    .execute();
}

export function findSettings(db: Db, companyId: number) {
  return db.selectFrom('stop_arrival_settings').select(['record_automatically', 'updated_at']).where('company_id', '=', companyId).executeTakeFirst();
}

export function saveSettings(db: Db, companyId: number, recordAutomatically: boolean, userId: number, now: Date) {
  const values = { record_automatically: recordAutomatically, updated_by_user_id: userId, updated_at: now };
  return db
    .insertInto('stop_arrival_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}
