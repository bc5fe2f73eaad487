import { canBrokerFreight } from '@portal/domain/auth/access';
import { displayName } from '@portal/domain/common/enum';
import { MESSAGES } from '@portal/domain/common/messages';
import { toCents } from '@portal/domain/common/money';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import type { OrderOrigination } from '@portal/domain/orders/modes';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TENDER_OFFER_STATUSES, TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import type { Mailer } from '../../../lib/mailer';
import { dollars, dollarsOrNull } from '../../../lib/money';
import { conflict, HttpProblem, notFound } from '../../../lib/problem';
import { isShipmentVisible, lockShipmentById, rescindSentTenders, updateShipment } from '../../../db/booking-sql';
import { cancelRunningWaterfall } from '../../../db/tender-waterfall-sql';
import { ActivityKind, recordActivity, statusChangeEntry } from '../activity/shipment-activity';
import { findBrokerShipment, findCarrierEmail, findShipmentTenders, updateOrderOrigination } from './broker-booking.repository';
import { UNBOOKED, unbook } from './booking-release';
import { statusValue } from '../detail/shipment-format';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { mailTexts, type MailTexts } from '../../../lib/mail-texts/mail-texts';
import { languageOfAddress } from '../../../lib/mail-texts/recipient-language';
import { WHY_BOOKING_RESCINDED, WHY_TENDER_RESCINDED, WHY_VOIDED, activityClauses, maxBuySet, originationSet, previousValue, tenderRescindedBecause, voidedBecause } from '@portal/domain/shipments/activity-texts';
import { answerMessage } from '@portal/domain/common/message-codes';
import { BROKER_BOOKING_MESSAGES } from '@portal/domain/rates/rate-messages';

export { BROKER_BOOKING_MESSAGES };

function assertBroker(caller: Caller) {
  if (!canBrokerFreight(caller)) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
}

/** Locks a shipment the broker may act on (its customer's; any for the brokerage), 404 otherwise. */
async function lockOwnShipment(trx: Db, caller: Caller, id: number): Promise<ShipmentsRow> {
  assertBroker(caller);
  if (!(await isShipmentVisible(trx, caller, id))) throw notFound('Shipment');
  const shipment = await lockShipmentById(trx, id);
  if (!shipment) throw notFound('Shipment');
  return shipment;
}

export async function getBrokerShipment(db: Db, caller: Caller, id: number): Promise<BrokerShipment> {
  assertBroker(caller);
  if (!(await isShipmentVisible(db, caller, id))) throw notFound('Shipment');
  const row = await findBrokerShipment(db, id);
  if (!row) throw notFound('Shipment');
  return {
    id: row.id,
    shipmentNumber: row.shipment_number,
    status: statusValue(row.status),
    shippingMode: row.shipping_mode,
    equipmentMode: row.equipment_mode,
    maxBuy: dollarsOrNull(row.max_buy_cents),
    rate: dollarsOrNull(row.rate_cents),
    origination: (row.origination as OrderOrigination | null) ?? null,
    carrier: row.carrier_id !== null && row.carrier_name ? { id: row.carrier_id, name: row.carrier_name } : null,
    bookedRateType: row.booked_rate_type,
    bookedAt: iso(row.booked_at),
    origin: { city: row.origin_city, state: row.origin_state },
    destination: { city: row.destination_city, state: row.destination_state },
  };
}

/** The carrier's address is its company e-mail: when a user signs in with it, the mail speaks that user's language. */
async function tellCarrier(db: Db, mailer: Mailer, carrierId: number, write: (texts: MailTexts) => { subject: string; text: string }) {
  const carrier = await findCarrierEmail(db, carrierId);
  if (carrier?.email) await mailer.send({ to: carrier.email, ...write(mailTexts(await languageOfAddress(db, carrier.email))) });
}

/**
 * Rescinds a booking: the load returns to Ready to Book and the carrier is told (its tender shows
 * Booking Rescinded). On a shipment still Tendering it withdraws the running tender instead: the
 * open tenders read Rescinded, automatic tendering stops, and the load is Ready to Book again.
 */
export async function rescindBooking(db: Db, mailer: Mailer, caller: Caller, id: number, reason: string | undefined, now = new Date()) {
  const told = await db.transaction().execute(async (trx) => {
    const shipment = await lockOwnShipment(trx, caller, id);
    if (shipment.status === ShipmentStatus.Tendering && shipment.carrier_id === null) {
      await rescindSentTenders(trx, shipment.id, now);
      await cancelRunningWaterfall(trx, shipment.id, 'Cancelled', now);
      await updateShipment(trx, shipment.id, { status: ShipmentStatus.ReadyToBook, updated_at: now });
      await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.ReadyToBook, now, reason ? tenderRescindedBecause(reason) : WHY_TENDER_RESCINDED));
      return { carrierId: null, notes: '', number: shipment.shipment_number };
    }
    if (shipment.status > ShipmentStatus.Booked) throw conflict(BROKER_BOOKING_MESSAGES.tooLateToRescind({ shipmentNumber: shipment.shipment_number }));
    if (shipment.status !== ShipmentStatus.Booked || shipment.carrier_id === null) throw conflict(BROKER_BOOKING_MESSAGES.notBooked({ shipmentNumber: shipment.shipment_number }));
    const { carrierId, notes } = await unbook(trx, caller, shipment, reason, now);
    await updateShipment(trx, shipment.id, { ...UNBOOKED, status: ShipmentStatus.ReadyToBook, updated_at: now });
    await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.ReadyToBook, now, WHY_BOOKING_RESCINDED));
    return { carrierId, notes, number: shipment.shipment_number };
  });
  const { carrierId } = told;
  if (carrierId !== null) await tellCarrier(db, mailer, carrierId, ({ booking }) => ({ subject: booking.rescindedSubject(told.number), text: booking.rescinded(told.notes, told.number) }));
  return { data: await getBrokerShipment(db, caller, id), ...answerMessage(MESSAGES.shipmentRescinded({ shipmentNumber: told.number })) };
}

/** Voids a shipment not yet on the road: a booking is rescinded first (carrier told), open tenders are withdrawn, automatic tendering stops. */
export async function voidShipment(db: Db, mailer: Mailer, caller: Caller, id: number, reason: string | undefined, now = new Date()) {
  const done = await db.transaction().execute(async (trx) => {
    const shipment = await lockOwnShipment(trx, caller, id);
    if (shipment.status === ShipmentStatus.Voided) throw conflict(BROKER_BOOKING_MESSAGES.alreadyVoided({ shipmentNumber: shipment.shipment_number }));
    if (shipment.status > ShipmentStatus.Booked) throw conflict(BROKER_BOOKING_MESSAGES.tooLateToVoid({ shipmentNumber: shipment.shipment_number }));
    const told = shipment.carrier_id !== null ? await unbook(trx, caller, shipment, reason, now) : null;
    await rescindSentTenders(trx, shipment.id, now);
    await cancelRunningWaterfall(trx, shipment.id, 'Cancelled', now);
    await updateShipment(trx, shipment.id, { ...UNBOOKED, status: ShipmentStatus.Voided, posted_rate_cents: null, updated_at: now });
    await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.Voided, now, reason ? voidedBecause(reason) : WHY_VOIDED));
    return { told, number: shipment.shipment_number };
  });
  const { told } = done;
  if (told) await tellCarrier(db, mailer, told.carrierId, ({ booking }) => ({ subject: booking.voidedSubject(done.number), text: booking.voided(told.notes, done.number) }));
  return { data: await getBrokerShipment(db, caller, id), ...answerMessage(MESSAGES.shipmentVoided({ shipmentNumber: done.number })) };
}

export async function updateMaxBuy(db: Db, caller: Caller, id: number, maxBuy: number, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const shipment = await lockOwnShipment(trx, caller, id);
    if (shipment.status === ShipmentStatus.Voided) throw conflict(BROKER_BOOKING_MESSAGES.alreadyVoided({ shipmentNumber: shipment.shipment_number }));
    await updateShipment(trx, shipment.id, { max_buy_cents: toCents(maxBuy), updated_at: now });
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.MaxBuy, description: activityClauses(maxBuySet(`$${maxBuy.toFixed(2)}`), shipment.max_buy_cents !== null && previousValue(`$${(shipment.max_buy_cents / 100).toFixed(2)}`)), timeStamp: now });
  });
  return { data: await getBrokerShipment(db, caller, id), ...answerMessage(BROKER_BOOKING_MESSAGES.maxBuyUpdated) };
}

export async function updateOrigination(db: Db, caller: Caller, id: number, origination: OrderOrigination, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const shipment = await lockOwnShipment(trx, caller, id);
    if (shipment.order_id === null) throw conflict(BROKER_BOOKING_MESSAGES.noOrder({ shipmentNumber: shipment.shipment_number }));
    await updateOrderOrigination(trx, shipment.order_id, origination, now);
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.Origination, description: originationSet(origination), timeStamp: now });
  });
  return { data: await getBrokerShipment(db, caller, id), ...answerMessage(BROKER_BOOKING_MESSAGES.originationUpdated) };
}

/** Every tender of the shipment with its rate and status (Expired shown for a Sent tender past its deadline). */
export async function tenderRateStatus(db: Db, caller: Caller, id: number, now = new Date()) {
  assertBroker(caller);
  if (!(await isShipmentVisible(db, caller, id))) throw notFound('Shipment');
  const rows = await findShipmentTenders(db, id);
  return {
    data: rows.map((t) => {
      const isExpired = t.status === TenderOfferStatus.Sent && t.expires_at.getTime() <= now.getTime();
      return {
        tenderId: t.id,
        carrierId: t.carrier_id,
        carrierName: t.carrier_name,
        rate: dollars(t.rate_cents),
        status: { value: t.status, displayName: isExpired ? 'Expired' : (displayName(TENDER_OFFER_STATUSES, t.status) ?? `Status ${t.status}`) },
        isExpired,
        sentAt: isoRequired(t.sent_at),
        expiresAt: isoRequired(t.expires_at),
        respondedAt: iso(t.responded_at),
      };
    }),
  };
}
