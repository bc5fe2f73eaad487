/**
 * Booking SQL more than one module needs (load board, tenders, the broker's shipment changes): the
 * shipment row lock, visibility, the shipment update, rescinding open tenders, company flags.
 */
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { ShipmentsRow, ShipmentsUpdate } from './database';
import type { Db } from './db';
import { applyVisibility } from './visibility/apply-visibility';
import { visibleShipments } from './visibility/shipment-visibility';
import type { Caller } from '../lib/caller';

/**
 * Inside a transaction: the shipment row locked until commit. Whoever locks second waits here and
 * then reads the first booking, which is how two carriers booking one load at once end with one
 * winner. Lock the shipment before its tenders, everywhere, so two bookings cannot deadlock.
 */
export function lockShipmentById(trx: Db, id: number): Promise<ShipmentsRow | undefined> {
  return trx.selectFrom('shipments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function lockShipmentByNumber(trx: Db, shipmentNumber: string): Promise<ShipmentsRow | undefined> {
  return trx.selectFrom('shipments').selectAll().where('shipment_number', '=', shipmentNumber).forUpdate().executeTakeFirst();
}

/** Whether the caller may see the shipment at all (a booking of an unseen shipment is a 404). */
export async function isShipmentVisible(db: Db, caller: Caller, id: number): Promise<boolean> {
  const row = await applyVisibility(db.selectFrom('shipments'), visibleShipments, caller).select('shipments.id').where('shipments.id', '=', id).executeTakeFirst();
  return !!row;
}

export function updateShipment(trx: Db, id: number, values: ShipmentsUpdate): Promise<ShipmentsRow> {
  return trx.updateTable('shipments').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Every live Sent tender on the shipment becomes Rescinded (but the one being accepted, when given); expired ones stay Expired. */
export async function rescindSentTenders(trx: Db, shipmentId: number, now: Date, exceptTenderId?: number): Promise<void> {
  let rescind = trx
    .updateTable('tenders')
    .set({ status: TenderOfferStatus.Rescinded, responded_at: now })
    .where('shipment_id', '=', shipmentId)
    .where('status', '=', TenderOfferStatus.Sent)
    .where('expires_at', '>', now);
  if (exceptTenderId !== undefined) rescind = rescind.where('id', '<>', exceptTenderId);
  await rescind.execute();
}

/** A company's booking flags: whether it is a carrier and may be booked (bookable, not on hold, not Do Not Use). */
export function findCompanyFlags(db: Db, id: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'kind', 'is_broker', 'is_bookable', 'is_on_hold', 'do_not_use'])
    .where('id', '=', id)
    .executeTakeFirst();
}
