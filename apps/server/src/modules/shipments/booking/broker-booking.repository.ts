import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Insertable } from 'kysely';
import type { BookingCancellationsTable } from '../../../db/database';
import type { Db } from '../../../db/db';

/** A shipment with what the broker's booking panel shows (carrier name, order origination). */
export function findBrokerShipment(db: Db, id: number) {
  return db
    .selectFrom('shipments as s')
    .leftJoin('companies as c', 'c.id', 's.carrier_id')
    .leftJoin('orders as o', 'o.id', 's.order_id')
    .selectAll('s')
    .select(['c.name as carrier_name', 'o.origination'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The accepted tender that booked the shipment, if it was booked through a tender. */
export function findAcceptedTender(trx: Db, shipmentId: number, carrierId: number) {
  return trx
    .selectFrom('tenders')
    .select('id')
    .where('shipment_id', '=', shipmentId)
    .where('carrier_id', '=', carrierId)
    .where('status', '=', TenderOfferStatus.Accepted)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markBookingRescinded(trx: Db, tenderId: number, notes: string, now: Date) {
  await trx.updateTable('tenders').set({ status: TenderOfferStatus.BookingRescinded, notes, responded_at: now }).where('id', '=', tenderId).execute();
}

export async function removeShipmentDrivers(trx: Db, shipmentId: number) {
  await trx.deleteFrom('shipment_drivers').where('shipment_id', '=', shipmentId).execute();
}

export function findCarrierEmail(db: Db, carrierId: number) {
  return db.selectFrom('companies').select(['name', 'email']).where('id', '=', carrierId).executeTakeFirst();
}

export async function updateOrderOrigination(trx: Db, orderId: number, origination: string, now: Date) {
  await trx.updateTable('orders').set({ origination, updated_at: now }).where('id', '=', orderId).execute();
}

/** Every tender on a shipment, newest first, with the carrier's name. */
export function findShipmentTenders(db: Db, shipmentId: number) {
  return db
    .selectFrom('tenders as t')
    .innerJoin('companies as c', 'c.id', 't.carrier_id')
    .select(['t.id', 't.carrier_id', 'c.name as carrier_name', 't.rate_cents', 't.status', 't.sent_at', 't.expires_at', 't.responded_at'])
    .where('t.shipment_id', '=', shipmentId)
    .orderBy('t.sent_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** A booking taken off a carrier, kept for its score card (late cancellations). */
export async function insertBookingCancellation(trx: Db, row: Insertable<BookingCancellationsTable>) {
  await trx.insertInto('booking_cancellations').values(row).execute();
}
