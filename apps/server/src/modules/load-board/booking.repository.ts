import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { recordActivity, refreshTracking, statusChangeEntry } from '../shipments/shipment-activity';
import type { Db } from '../../db/db';

/** How a shipment was won; stored as shipments.booked_rate_type. */
export type BookedRateType = 'Tender' | 'BookItNow' | 'Contract' | 'Spot';

export interface BookingTerms {
  carrierId: number;
  rateCents: number;
  /** Leave undefined to keep the shipment's maxBuy. */
  maxBuyCents?: number;
  rateType: BookedRateType;
  quoteId?: string | null;
  accessorials?: readonly string[];
  truckNumber?: string | null;
  trailerNumber?: string | null;
  /** Why, for the activity row ('tender accepted by Blue Ridge Transport LLC'). */
  why: string;
  /** A tender being accepted is not rescinded with the others. */
  acceptedTenderId?: number;
}

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

/** Statuses a shipment can be booked from. */
export const BOOKABLE_STATUSES: readonly number[] = [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering];

export function isOpenForBooking(shipment: Pick<ShipmentsRow, 'status' | 'carrier_id'>): boolean {
  return BOOKABLE_STATUSES.includes(shipment.status) && shipment.carrier_id === null;
}

/**
 * Books a locked shipment: Booked to the carrier at the rate, other Sent tenders on it rescinded,
 * and one activity row. The caller runs this inside the transaction that locked the shipment.
 */
export async function markBooked(trx: Db, shipment: ShipmentsRow, terms: BookingTerms, caller: Caller, now: Date): Promise<ShipmentsRow> {
  const updated = await trx
    .updateTable('shipments')
    .set({
      status: ShipmentStatus.Booked,
      carrier_id: terms.carrierId,
      rate_cents: terms.rateCents,
      ...(terms.maxBuyCents === undefined ? {} : { max_buy_cents: terms.maxBuyCents }),
      booked_at: now,
      booked_by_user_id: caller.userId,
      booked_rate_type: terms.rateType,
      booked_quote_id: terms.quoteId ?? null,
      booked_accessorials: [...(terms.accessorials ?? [])],
      ...(terms.truckNumber ? { truck_number: terms.truckNumber } : {}),
      ...(terms.trailerNumber ? { trailer_number: terms.trailerNumber } : {}),
      updated_at: now,
    })
    .where('id', '=', shipment.id)
    .returningAll()
    .executeTakeFirstOrThrow();

  let rescind = trx
    .updateTable('tenders')
    .set({ status: TenderOfferStatus.Rescinded, responded_at: now })
    .where('shipment_id', '=', shipment.id)
    .where('status', '=', TenderOfferStatus.Sent);
  if (terms.acceptedTenderId !== undefined) rescind = rescind.where('id', '<>', terms.acceptedTenderId);
  await rescind.execute();

  await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.Booked, now, terms.why));
  // Booked freight is tracked from now on: the pickup's window end becomes the next stop due.
  await refreshTracking(trx, shipment.id);
  return updated;
}

export function findCarrierCompany(db: Db, id: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'kind', 'is_broker', 'is_bookable', 'is_on_hold', 'do_not_use'])
    .where('id', '=', id)
    .executeTakeFirst();
}
