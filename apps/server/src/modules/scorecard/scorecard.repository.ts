import { sql } from 'kysely';
import { CaseStatus, CaseType } from '@portal/domain/cases/case-status';
import { FileType } from '@portal/domain/documents/file-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';

/** The carrier company the card is about; undefined when the id names no carrier. */
export function findCarrier(db: Db, carrierId: number) {
  return db.selectFrom('companies').select(['id', 'name']).where('id', '=', carrierId).where('kind', '=', 'Carrier').executeTakeFirst();
}

/**
 * The carrier's delivered loads since `since`, delivered when the last stop was departed: the
 * stops, the arrival and departure milestones with their source, and the first proof of delivery.
 */
export async function findDeliveredLoads(db: Db, carrierId: number, since: Date) {
  const shipments = await db
    .selectFrom('shipments as s')
    .select(['s.id', 's.shipment_number', sql<Date>`coalesce(s.delivered_at, (select max(st.departed_at) from shipment_stops st where st.shipment_id = s.id))`.as('delivered_at')])
    .where('s.carrier_id', '=', carrierId)
    .where('s.status', 'in', [ShipmentStatus.Delivered, ShipmentStatus.DeliveryConfirmed])
    .where(sql<boolean>`coalesce(s.delivered_at, (select max(st.departed_at) from shipment_stops st where st.shipment_id = s.id)) >= ${since}`)
    .orderBy('s.id')
    .execute();
  const ids = shipments.map((s) => s.id);
  if (ids.length === 0) return { shipments, stops: [], milestones: [], pods: [] };
  const [stops, milestones, pods] = await Promise.all([
    db.selectFrom('shipment_stops').select(['id', 'shipment_id', 'stop_number', 'stop_type', 'early', 'late', 'appointment', 'arrived_at', 'departed_at', 'iana_timezone']).where('shipment_id', 'in', ids).orderBy('shipment_id').orderBy('stop_number').execute(),
    db
      .selectFrom('shipment_activity')
      .select(['shipment_id', 'stop_id', 'kind', 'source', 'time_stamp'])
      .where('shipment_id', 'in', ids)
      .where('kind', 'in', ['Arrival', 'Departure'])
      .where('stop_id', 'is not', null)
      .execute(),
    db
      .selectFrom('documents')
      .select(['shipment_id', sql<Date>`min(created_at)`.as('first_at')])
      .where('shipment_id', 'in', ids)
      .where('file_type', '=', FileType.ProofOfDelivery)
      .where('deleted_at', 'is', null)
      .groupBy('shipment_id')
      .execute(),
  ]);
  return { shipments, stops, milestones, pods };
}

/** Bookings the carrier holds or held: shipments booked to it (not rescinded from it) and its rescinded bookings. */
export async function findBookings(db: Db, carrierId: number) {
  const [held, rescinded] = await Promise.all([
    db
      .selectFrom('shipments as s')
      .select(['s.id', 's.shipment_number', 's.booked_at', sql<Date>`coalesce(s.pickup_late, s.pickup_early)`.as('pickup_at')])
      .where('s.carrier_id', '=', carrierId)
      .where('s.booked_at', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('booking_cancellations as b').select('b.id').whereRef('b.shipment_id', '=', 's.id').where('b.carrier_id', '=', carrierId))))
      .execute(),
    db
      .selectFrom('booking_cancellations as b')
      .innerJoin('shipments as s', 's.id', 'b.shipment_id')
      .select(['b.shipment_id', 's.shipment_number', 'b.booked_at', 'b.pickup_at', 'b.cancelled_at', 'b.cancelled_by'])
      .where('b.carrier_id', '=', carrierId)
      .execute(),
  ]);
  return { held, rescinded };
}

export function findTenders(db: Db, carrierId: number, since: Date) {
  return db
    .selectFrom('tenders as t')
    .innerJoin('shipments as s', 's.id', 't.shipment_id')
    .select(['t.id', 't.shipment_id', 's.shipment_number', 't.status', 't.sent_at', 't.expires_at', 't.responded_at'])
    .where('t.carrier_id', '=', carrierId)
    .where('t.sent_at', '>=', since)
    .execute();
}

/** Claim and damage cases against the carrier that were not voided. */
export function findClaims(db: Db, carrierId: number, since: Date) {
  return db
    .selectFrom('cases')
    .select(['case_number', 'shipment_id', 'created_at', 'amount_cents'])
    .where('carrier_id', '=', carrierId)
    .where('case_type', 'in', [CaseType.Claim, CaseType.Damage])
    .where('status', '<>', CaseStatus.Voided)
    .where('shipment_id', 'is not', null)
    .where('created_at', '>=', since)
    .execute();
}

export function findSnapshots(db: Db, carrierId: number, periods: readonly string[]) {
  return db.selectFrom('score_card_snapshots').selectAll().where('carrier_id', '=', carrierId).where('period', 'in', periods).orderBy('period').execute();
}

/** Writes a month's snapshot once: a snapshot already written is never replaced. */
export function insertSnapshot(db: Db, row: { carrier_id: number; period: string; tier: string; metrics: string; taken_at: Date }) {
  return db.insertInto('score_card_snapshots').values(row).onConflict((oc) => oc.columns(['carrier_id', 'period']).doNothing()).execute();
}

export function listFactoringCompanies(db: Db) {
  return db.selectFrom('companies').select(['id', 'company_number', 'name', 'city', 'state', 'email', 'phone']).where('kind', '=', 'FactoringCompany').where(sql<boolean>`not do_not_use`).orderBy('name').execute();
}
