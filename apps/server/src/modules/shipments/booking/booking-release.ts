import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import { updateShipment } from '../../../db/booking-sql';
import type { Caller } from '../../../lib/caller';
import { releaseBookedRate } from '../../payables/payables-lifecycle.service';
import { findAcceptedTender, insertBookingCancellation, markBookingRescinded, removeShipmentDrivers } from './broker-booking.repository';
import { ActivityKind, recordActivity } from '../activity/shipment-activity';

/** What a shipment's booking fields become when the booking comes off it. */
export const UNBOOKED: Parameters<typeof updateShipment>[2] = {
  carrier_id: null,
  rate_cents: null,
  booked_at: null,
  booked_by_user_id: null,
  booked_rate_type: null,
  booked_quote_id: null,
  booked_accessorials: [],
  truck_number: null,
  trailer_number: null,
};

/**
 * The pickup a cancellation is judged against (the score card's "less than 24 hours before
 * pickup"): the end of the first pickup window, or its start when the window has no end. The score
 * card reads a held booking's pickup the same way.
 */
export function pickupTimeOf(shipment: Pick<ShipmentsRow, 'pickup_early' | 'pickup_late'>): Date {
  return new Date(shipment.pickup_late ?? shipment.pickup_early);
}

/**
 * Takes the booking off a locked booked shipment: the carrier's accepted tender shows Booking
 * Rescinded (4) with the reason, its drivers and its booked line haul come off, the cancellation is
 * kept (who cancelled, when, against which pickup) for the carrier's score card, and the carrier is
 * returned for an e-mail.
 */
export async function unbook(trx: Db, caller: Caller, shipment: ShipmentsRow, reason: string | undefined, now: Date) {
  const carrierId = shipment.carrier_id!;
  const cancelledBy = caller.companyId === carrierId && !caller.isBrokerage ? 'Carrier' : 'Broker';
  const notes = `Booking rescinded by ${caller.companyName}${reason ? `: ${reason}` : ''}`;
  const accepted = await findAcceptedTender(trx, shipment.id, carrierId);
  if (accepted) await markBookingRescinded(trx, accepted.id, notes, now);
  await removeShipmentDrivers(trx, shipment.id);
  await releaseBookedRate(trx, shipment.id);
  if (shipment.booked_at !== null) {
    await insertBookingCancellation(trx, {
      shipment_id: shipment.id,
      carrier_id: carrierId,
      booked_at: shipment.booked_at,
      pickup_at: pickupTimeOf(shipment),
      cancelled_at: now,
      cancelled_by: cancelledBy,
      cancelled_by_user_id: caller.userId,
      reason: reason ?? null,
    });
  }
  await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.BookingRescinded, description: notes, timeStamp: now });
  return { carrierId, notes };
}
