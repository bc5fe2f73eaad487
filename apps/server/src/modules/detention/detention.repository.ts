import type { Db } from '../../db/db';

export function findTerms(db: Db) {
  return db.selectFrom('detention_terms').select(['free_minutes']).executeTakeFirst();
}

export function findRates(db: Db) {
  return db.selectFrom('detention_rates').select(['equipment_type', 'hourly_rate_cents']).orderBy('equipment_type').execute();
}

/** Replaces the free time and the whole rate table. */
export async function saveTerms(trx: Db, freeMinutes: number, rates: readonly { equipmentType: string; hourlyRateCents: number }[], userId: number, now: Date) {
  await trx.updateTable('detention_terms').set({ free_minutes: freeMinutes, updated_by_user_id: userId, updated_at: now }).execute();
  await trx.deleteFrom('detention_rates').execute();
  await trx
    .insertInto('detention_rates')
    .values(rates.map((r) => ({ equipment_type: r.equipmentType, hourly_rate_cents: r.hourlyRateCents })))
    .execute();
}

/** The load's stops with what a stay needs: times, appointment, place, and the load's carrier and equipment. */
export function findStays(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_stops as st')
    .innerJoin('shipments as s', 's.id', 'st.shipment_id')
    .select(['st.id', 'st.stop_number', 'st.name', 'st.city', 'st.state', 'st.latitude', 'st.longitude', 'st.arrived_at', 'st.departed_at', 'st.appointment', 's.carrier_id', 's.equipment_mode'])
    .where('st.shipment_id', '=', shipmentId)
    .orderBy('st.stop_number')
    .execute();
}
export type StayRow = Awaited<ReturnType<typeof findStays>>[number];

/** The load's positions between two times, oldest first. */
export function findTrackBetween(db: Db, shipmentId: number, from: Date, to: Date) {
  return db
    .selectFrom('positions')
    .select(['recorded_at', 'latitude', 'longitude', 'speed_mph'])
    .where('shipment_id', '=', shipmentId)
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<=', to)
    .orderBy('recorded_at')
    .execute();
}

export interface NewDraft {
  shipmentId: number;
  stopId: number;
  carrierId: number;
  arrivedAt: Date;
  departedAt: Date;
  detentionFrom: Date;
  freeMinutes: number;
  billedMinutes: number;
  hourlyRateCents: number;
  amountCents: number;
  evidence: string;
  now: Date;
}

/** A stop's draft, once: a stop that already has a request keeps it. */
export function insertDraft(db: Db, d: NewDraft) {
  return db
    .insertInto('detention_requests')
    .values({
      shipment_id: d.shipmentId,
      stop_id: d.stopId,
      carrier_id: d.carrierId,
      arrived_at: d.arrivedAt,
      departed_at: d.departedAt,
      detention_from: d.detentionFrom,
      free_minutes: d.freeMinutes,
      billed_minutes: d.billedMinutes,
      hourly_rate_cents: d.hourlyRateCents,
      amount_cents: d.amountCents,
      evidence: d.evidence,
      created_at: d.now,
      updated_at: d.now,
    })
    .onConflict((oc) => oc.column('stop_id').doNothing())
    .execute();
}

function requestRows(db: Db) {
  return db
    .selectFrom('detention_requests as d')
    .leftJoin('cases as c', 'c.id', 'd.case_id')
    .select([
      'd.id',
      'd.shipment_id',
      'd.stop_id',
      'd.carrier_id',
      'd.status',
      'd.arrived_at',
      'd.departed_at',
      'd.detention_from',
      'd.free_minutes',
      'd.billed_minutes',
      'd.hourly_rate_cents',
      'd.amount_cents',
      'd.note',
      'd.evidence',
      'c.case_number',
    ]);
}
export type RequestRow = NonNullable<Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirst']>>>;

export function findRequests(db: Db, shipmentId: number) {
  return requestRows(db).where('d.shipment_id', '=', shipmentId).orderBy('d.arrived_at').execute();
}

export function findRequest(db: Db, shipmentId: number, stopId: number) {
  return requestRows(db).where('d.shipment_id', '=', shipmentId).where('d.stop_id', '=', stopId).executeTakeFirst();
}

/** Moves a request from one status to another; answers whether it was still in the first. */
export async function moveRequest(db: Db, id: number, from: string, change: { status: string; note?: string; caseId?: number; userId?: number }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('detention_requests')
    .set({
      status: change.status,
      updated_at: now,
      ...(change.note === undefined ? {} : { note: change.note }),
      ...(change.caseId === undefined ? {} : { case_id: change.caseId }),
      ...(change.userId === undefined ? {} : { decided_by_user_id: change.userId, decided_at: now }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function updateNote(db: Db, id: number, note: string, now: Date) {
  return db.updateTable('detention_requests').set({ note, updated_at: now }).where('id', '=', id).where('status', '=', 'Draft').executeTakeFirst();
}
