import { toCents } from '@portal/domain/common/money';
import { bumpMaxBuy, needsMaxBuyBump, spotAccessorials } from '@portal/domain/rates/booking-rules';
import { isOpenForBooking, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { badRequest, HttpProblem, notFound } from '../../lib/problem';
import { statusValue } from '../shipments/detail/shipment-format';
import { iso } from '@portal/domain/common/iso';
import { dollarsOrNull } from '../../lib/money';
import { findOrderAccessorials } from './booking.repository';
import { findCompanyFlags, isShipmentVisible } from '../../db/booking-sql';
import { checkQuote } from '../rates/booking-quotes';
import type { BookAs } from '@portal/domain/rates/rate-schemas';
import { lockShipmentForBooking, markBooked, type BookingTerms } from './book-shipment.service';
import { codeOf, type CodedMessage } from '@portal/domain/common/message-codes';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { BOOKING_MESSAGES } from '@portal/domain/load-board/load-board-messages';
import { RATING_MESSAGES } from '@portal/domain/rates/rate-messages';
import type { Db } from '../../db/db';
import { bookedAtPostedRateBy, contractRateBookedWith, ltlRateBookedWith, spotRateBookedWith } from '@portal/domain/shipments/activity-texts';

export interface BookingAnswer {
  bookingSucceeded: boolean;
  errorMessages: string[];
  errorMessageCodes: ReturnType<typeof codeOf>[];
  shipment: ReturnType<typeof bookedShipmentView> | null;
}

export function bookedShipmentView(row: ShipmentsRow) {
  return {
    id: row.id,
    shipmentNumber: row.shipment_number,
    status: statusValue(row.status),
    carrierId: row.carrier_id,
    rate: dollarsOrNull(row.rate_cents),
    maxBuy: dollarsOrNull(row.max_buy_cents),
    bookedAt: iso(row.booked_at),
    bookedRateType: row.booked_rate_type,
    accessorials: row.booked_accessorials,
  };
}

const failed = (...errors: CodedMessage[]): BookingAnswer => ({ bookingSucceeded: false, ...bookingErrors(errors), shipment: null });

/** A booking answer's errorMessages (English) and errorMessageCodes beside them. */
function bookingErrors(errors: readonly CodedMessage[]) {
  return { errorMessages: errors.map((error) => error.text), errorMessageCodes: errors.map(codeOf) };
}

/** A refusal that still reads like a failed booking (the portal shows errorMessages). */
const TITLES = { 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;

function bookingProblem(status: keyof typeof TITLES, detail: CodedMessage): HttpProblem {
  return new HttpProblem(status, TITLES[status], detail, { bookingSucceeded: false, ...bookingErrors([detail]) });
}

/** Why the caller's company may not book now, or null when it may (isBookable and not on hold). */
export async function bookNowBlocker(db: Db, caller: Caller): Promise<CodedMessage | null> {
  if (caller.companyKind !== 'Carrier' || caller.isBroker) return BOOKING_MESSAGES.carriersOnly;
  const company = await findCompanyFlags(db, caller.companyId);
  if (!company) return BOOKING_MESSAGES.carriersOnly;
  if (company.is_on_hold) return BOOKING_MESSAGES.onHold;
  if (!company.is_bookable) return BOOKING_MESSAGES.notBookable;
  return null;
}

/**
 * Book It Now: the caller's carrier takes a load on the board at its posted rate. The shipment row
 * is locked for the whole booking, so of two carriers booking at once the second reads the first
 * one's booking and is told the load is no longer available.
 */
export async function bookItNow(db: Db, caller: Caller, shipmentNumber: string, now = new Date()): Promise<BookingAnswer> {
  const blocker = await bookNowBlocker(db, caller);
  if (blocker) throw bookingProblem(403, blocker);
  return db.transaction().execute(async (trx) => {
    const shipment = await lockShipmentForBooking(trx, { shipmentNumber });
    // Off the board, whatever the reason (never posted, booked by someone else, voided), the load
    // answers as a missing one: a carrier learns nothing of other carriers' freight (docs/decisions/0121-a-load-off-the-board-answers-like-a-missing-one.md).
    if (!shipment || shipment.status !== ShipmentStatus.ReadyToBook || shipment.carrier_id !== null) throw bookingProblem(404, BOOKING_MESSAGES.noLongerAvailable);
    if (shipment.posted_rate_cents === null) return failed(BOOKING_MESSAGES.noPostedRate);
    const pickupCloses = shipment.pickup_late ?? shipment.pickup_early;
    if (pickupCloses.getTime() < now.getTime()) return failed(BOOKING_MESSAGES.pickupPassed);
    const booked = await markBooked(
      trx,
      shipment,
      { carrierId: caller.companyId, rateCents: shipment.posted_rate_cents, rateType: 'BookItNow', why: bookedAtPostedRateBy(caller.companyName) },
      caller,
      now,
    );
    return { bookingSucceeded: true, ...bookingErrors([]), shipment: bookedShipmentView(booked) };
  });
}

// ---- brokerage and broker bookings -------------------------------------------------------------

/** Contract truckload terms: maxBuy raised to rate + $5 when missing or below the rate (domain rule). */
export function contractTerms(rateCents: number, maxBuyCents: number | null | undefined) {
  return { rateCents, maxBuyCents: bumpMaxBuy(rateCents, maxBuyCents), maxBuyRaised: needsMaxBuyBump(rateCents, maxBuyCents) };
}

/** Spot terms: only the Hazmat accessorial survives (domain rule). */
export function spotTerms(rateCents: number, accessorials: readonly string[]) {
  return { rateCents, accessorials: spotAccessorials(accessorials) };
}

function assertMayBookForCustomers(caller: Caller) {
  if (!caller.isBrokerage && !caller.isBroker) {
    throw new HttpProblem(403, 'Forbidden', BOOKING_MESSAGES.brokersOnly);
  }
}

/** Locks a shipment the caller can see (404 otherwise) and that is still open for booking (409 otherwise). */
async function lockOpenShipment(trx: Db, caller: Caller, id: number): Promise<ShipmentsRow> {
  if (!(await isShipmentVisible(trx, caller, id))) throw notFound('Shipment');
  const shipment = await lockShipmentForBooking(trx, { id });
  if (!shipment) throw notFound('Shipment');
  if (shipment.status === ShipmentStatus.Voided) throw bookingProblem(409, SHARED_MESSAGES.shipmentVoided({ shipmentNumber: shipment.shipment_number }));
  if (!isOpenForBooking(shipment.status, shipment.carrier_id)) throw bookingProblem(409, BOOKING_MESSAGES.alreadyBooked({ shipmentNumber: shipment.shipment_number }));
  return shipment;
}

/** The carrier being booked must exist and be allowed to haul; a refusal is a failed booking, not an error. */
async function carrierBlocker(db: Db, carrierId: number): Promise<{ name: string } | { error: CodedMessage }> {
  const carrier = await findCompanyFlags(db, carrierId);
  if (!carrier || carrier.kind !== 'Carrier') throw badRequest(SHARED_MESSAGES.unknownCarrier, { carrierId: [SHARED_MESSAGES.noCarrier({ carrierId })] });
  if (carrier.do_not_use) return { error: SHARED_MESSAGES.carrierDoNotUse({ carrierName: carrier.name }) };
  if (carrier.is_on_hold) return { error: RATING_MESSAGES.carrierOnHold({ carrierName: carrier.name }) };
  if (!carrier.is_bookable) return { error: RATING_MESSAGES.carrierNotBookable({ carrierName: carrier.name }) };
  return { name: carrier.name };
}

export interface ContractBookingInput {
  rate: number;
  maxBuy?: number | null;
  carrierId: number;
  quoteId?: string;
}

/** The rate a booking uses: the quote's price when a quote is given (checked), else the rate typed in. */
async function bookingRate(trx: Db, caller: Caller, shipment: ShipmentsRow, input: { rate: number; carrierId: number; quoteId?: string }, kind: BookAs) {
  if (!input.quoteId) return { rateCents: toCents(input.rate), markBooked: async () => undefined };
  return checkQuote(trx, caller, shipment, input.carrierId, input.quoteId, kind);
}

/** Books a contract truckload rate (brokerage, or a broker on its own customer's shipment); maxBuy raised to rate + $5 when missing or below. */
export async function bookContractTl(db: Db, caller: Caller, shipmentId: number, input: ContractBookingInput, now = new Date()) {
  assertMayBookForCustomers(caller);
  return db.transaction().execute(async (trx) => {
    const shipment = await lockOpenShipment(trx, caller, shipmentId);
    const carrier = await carrierBlocker(trx, input.carrierId);
    if ('error' in carrier) return { ...failed(carrier.error), maxBuyRaised: false };
    const rate = await bookingRate(trx, caller, shipment, input, 'ContractTl');
    if ('error' in rate) return { ...failed(rate.error), maxBuyRaised: false };
    const maxBuyCents = input.maxBuy == null ? shipment.max_buy_cents : toCents(input.maxBuy);
    const terms = contractTerms(rate.rateCents, maxBuyCents);
    const booking: BookingTerms = {
      carrierId: input.carrierId,
      rateCents: terms.rateCents,
      maxBuyCents: terms.maxBuyCents,
      rateType: 'Contract',
      quoteId: input.quoteId ?? null,
      why: contractRateBookedWith(carrier.name),
    };
    const booked = await markBooked(trx, shipment, booking, caller, now);
    await rate.markBooked(trx, now);
    return { bookingSucceeded: true, ...bookingErrors([]), shipment: bookedShipmentView(booked), maxBuyRaised: terms.maxBuyRaised };
  });
}

export interface SpotBookingInput {
  rate: number;
  carrierId: number;
  quoteId?: string;
  /** Absent: the order's accessorials. */
  accessorials?: string[];
}

/** Books a spot rate; the booking keeps only the Hazmat accessorial (of the given ones, or the order's). */
export async function bookSpot(db: Db, caller: Caller, shipmentId: number, input: SpotBookingInput, now = new Date()): Promise<BookingAnswer> {
  assertMayBookForCustomers(caller);
  return db.transaction().execute(async (trx) => {
    const shipment = await lockOpenShipment(trx, caller, shipmentId);
    const carrier = await carrierBlocker(trx, input.carrierId);
    if ('error' in carrier) return failed(carrier.error);
    const rate = await bookingRate(trx, caller, shipment, input, 'Spot');
    if ('error' in rate) return failed(rate.error);
    const accessorials = input.accessorials ?? (await findOrderAccessorials(trx, shipment.order_id));
    const terms = spotTerms(rate.rateCents, accessorials);
    const booked = await markBooked(
      trx,
      shipment,
      { carrierId: input.carrierId, rateCents: terms.rateCents, rateType: 'Spot', quoteId: input.quoteId ?? null, accessorials: terms.accessorials, why: spotRateBookedWith(carrier.name) },
      caller,
      now,
    );
    await rate.markBooked(trx, now);
    return { bookingSucceeded: true, ...bookingErrors([]), shipment: bookedShipmentView(booked) };
  });
}

/** Books an LTL rate (a carrier's tariff price, or a quote of it). */
export async function bookLtl(db: Db, caller: Caller, shipmentId: number, input: { rate: number; carrierId: number; quoteId?: string }, now = new Date()): Promise<BookingAnswer> {
  assertMayBookForCustomers(caller);
  return db.transaction().execute(async (trx) => {
    const shipment = await lockOpenShipment(trx, caller, shipmentId);
    const carrier = await carrierBlocker(trx, input.carrierId);
    if ('error' in carrier) return failed(carrier.error);
    const rate = await bookingRate(trx, caller, shipment, input, 'Ltl');
    if ('error' in rate) return failed(rate.error);
    const booked = await markBooked(
      trx,
      shipment,
      { carrierId: input.carrierId, rateCents: rate.rateCents, rateType: 'LTL', quoteId: input.quoteId ?? null, why: ltlRateBookedWith(carrier.name) },
      caller,
      now,
    );
    await rate.markBooked(trx, now);
    return { bookingSucceeded: true, ...bookingErrors([]), shipment: bookedShipmentView(booked) };
  });
}
