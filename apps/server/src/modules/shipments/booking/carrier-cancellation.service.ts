import { answerMessage } from '@portal/domain/common/message-codes';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../../db/db';
import { updateShipment } from '../../../db/booking-sql';
import type { Caller } from '../../../lib/caller';
import { conflict, forbidden } from '../../../lib/problem';
import { UNBOOKED, unbook } from './booking-release';
import { recordActivity, statusChangeEntry } from '../activity/shipment-activity';
import { lockWritableShipment } from '../access/shipment-access';
import { WHY_CARRIER_CANCELLED } from '@portal/domain/shipments/activity-texts';

/**
 * The booked carrier cancels its own booking (a "fall-off"): allowed while the load is Booked or
 * Dispatched (nothing picked up yet). The load returns to Ready to Book for the broker to cover again,
 * the accepted tender shows Booking Rescinded, and the cancellation is kept with the pickup time it
 * is judged against, so a cancellation less than 24 hours before pickup counts on the score card.
 */
export async function cancelBookingAsCarrier(db: Db, caller: Caller, id: number, reason: string, now = new Date()) {
  const number = await db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'carrierUpdate');
    if (caller.isBrokerage || shipment.carrier_id !== caller.companyId) throw forbidden(SHIPMENT_MESSAGES.cancelBookedCarrierOnly);
    if (shipment.status !== ShipmentStatus.Booked && shipment.status !== ShipmentStatus.Dispatched) {
      throw conflict((shipment.status > ShipmentStatus.Dispatched ? SHIPMENT_MESSAGES.cancelOnTheRoad : SHIPMENT_MESSAGES.cancelNotBooked)({ shipmentNumber: shipment.shipment_number }));
    }
    await unbook(trx, caller, shipment, reason, now);
    await updateShipment(trx, shipment.id, { ...UNBOOKED, status: ShipmentStatus.ReadyToBook, updated_at: now });
    await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.ReadyToBook, now, WHY_CARRIER_CANCELLED));
    return shipment.shipment_number;
  });
  return answerMessage(SHIPMENT_MESSAGES.bookingCancelled({ shipmentNumber: number }));
}
