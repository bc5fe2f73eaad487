import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { recordActivity, refreshTracking, statusChangeEntry, type Actor } from '../shipments/activity/shipment-activity';
import { cancelRunningWaterfall } from '../../db/tender-waterfall-sql';
import { chargeBookedRate } from '../payables/payables-lifecycle.service';
import { assertCarrierCompliant } from '../compliance/compliance.service';
import { registerRateConfirmation } from '../rate-confirmations/rate-confirmations.service';
import { lockShipmentById, lockShipmentByNumber, rescindSentTenders, updateShipment } from '../../db/booking-sql';
import { queueFraudCheckOfBooking } from '../risk/fraud-signal-jobs';

/**
 * Booking a locked shipment: the one way a load is won, whether through Book It Now, a contract or
 * spot booking, or an accepted tender (the tenders module calls these inside its transaction).
 */

/** How a shipment was won; stored as shipments.booked_rate_type. */
export type BookedRateType = 'Tender' | 'BookItNow' | 'Contract' | 'Spot' | 'LTL' | 'Offer';

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

/** Inside a transaction: the shipment locked until commit (lock the shipment before its tenders, everywhere). */
export function lockShipmentForBooking(trx: Db, key: { id: number } | { shipmentNumber: string }): Promise<ShipmentsRow | undefined> {
  return 'id' in key ? lockShipmentById(trx, key.id) : lockShipmentByNumber(trx, key.shipmentNumber);
}

/**
 * Books a locked shipment: Booked to the carrier at the rate, other Sent tenders on it rescinded,
 * and one activity row. The caller runs this inside the transaction that locked the shipment.
 */
export async function markBooked(trx: Db, shipment: ShipmentsRow, terms: BookingTerms, caller: Caller, now: Date): Promise<ShipmentsRow> {
  // Every way of winning a load ends here, so a carrier whose authority or insurance fails is refused whichever way it comes (409).
  await assertCarrierCompliant(trx, terms.carrierId, now);
  const updated = await updateShipment(trx, shipment.id, {
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
  });
  // The money follows the freight: the booked rate is the load's line haul from now on.
  await chargeBookedRate(trx, shipment.id, terms.rateCents, now);
  // The carrier's confirmation of these terms gets its verification code with the booking itself.
  await registerRateConfirmation(trx, shipment.id, now);
  await rescindSentTenders(trx, shipment.id, now, terms.acceptedTenderId);
  // A booking made any other way ends an automatic tendering still running.
  await cancelRunningWaterfall(trx, shipment.id, 'Booked', now);
  await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.Booked, now, terms.why));
  // Booked freight is tracked from now on: the pickup's window end becomes the next stop due.
  await refreshTracking(trx, shipment.id);
  // The fraud detectors look at the new booking after it commits (a queued job, not a wait here).
  await queueFraudCheckOfBooking(trx, { shipmentId: shipment.id, carrierId: terms.carrierId, bookedAt: now });
  return updated;
}

/** A locked Tendering shipment nobody holds a live tender on any more goes back on the board (Ready to Book). */
export async function returnToBoard(trx: Db, shipment: ShipmentsRow, caller: Actor, now: Date, why: string): Promise<void> {
  await updateShipment(trx, shipment.id, { status: ShipmentStatus.ReadyToBook, updated_at: now });
  await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.ReadyToBook, now, why));
}
