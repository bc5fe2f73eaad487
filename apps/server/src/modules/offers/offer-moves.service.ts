import type { z } from 'zod';
import { toCents, formatUsd } from '@portal/domain/common/money';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { OFFER_MESSAGES } from '@portal/domain/offers/offer-messages';
import { BOOKING_MESSAGES } from '@portal/domain/load-board/load-board-messages';
import { confirmDeadline, offerRefusal, statusAfter, validUntilProblem } from '@portal/domain/offers/offer-rules';
import type { OfferAction, OfferParty } from '@portal/domain/offers/offer-status';
import type { CounterOfferBodySchema, DeclineOfferBodySchema, MakeOfferBodySchema } from '@portal/domain/offers/offer-schemas';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mailer';
import type { AfterAnswer } from '../../lib/after-answer';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { lockShipmentForBooking } from '../load-board/book-shipment.service';
import { bookNowBlocker } from '../load-board/booking.service';
import { findOffer, insertOffer, insertRound, lockOffer, updateOffer, type OfferRow } from './offers.repository';
import { getOffer, partyOf } from './offers-read.service';
import { isLoadOpen, offerState } from './offer-view';
import { mailOfferNotice, queueOfferExpiry, type OfferNotice } from './offer-notices';

/** What a move needs besides the database: the mail of the other side, sent after the answer. */
export interface OfferDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  afterAnswer: AfterAnswer;
}

const NOT_FOUND = 'Offer';

function validUntilOf(text: string, now: Date): Date {
  const validUntil = new Date(text);
  const problem = validUntilProblem(validUntil, now);
  if (problem) throw badRequest(problem, { validUntil: [problem] });
  return validUntil;
}

function notifyLater(deps: OfferDeps, notice: OfferNotice): void {
  deps.afterAnswer.run('offer notice', () => mailOfferNotice(deps.db, deps.mailer, notice));
}

/** A carrier's first offer on a load on the board: one negotiation per carrier per load. */
export async function makeOffer(deps: OfferDeps, caller: Caller, body: z.output<typeof MakeOfferBodySchema>, context: AuditContext, now = new Date()) {
  const blocker = await bookNowBlocker(deps.db, caller);
  if (blocker) throw forbidden(blocker.code === BOOKING_MESSAGES.carriersOnly.code ? OFFER_MESSAGES.carriersOnly : blocker);
  const validUntil = validUntilOf(body.validUntil, now);
  const rateCents = toCents(body.rate);
  const made = await deps.db.transaction().execute(async (trx) => {
    const shipment = await lockShipmentForBooking(trx, { shipmentNumber: body.shipmentNumber });
    // A load off the board answers like a missing one, as it does to Book It Now.
    if (!shipment || !isLoadOpen(shipment)) throw notFound('Shipment');
    const inserted = await insertOffer(trx, { shipment_id: shipment.id, carrier_id: caller.companyId, rate_cents: rateCents, valid_until: validUntil, created_by_user_id: caller.userId, now });
    if (!inserted) throw conflict(OFFER_MESSAGES.alreadyNegotiating({ shipmentNumber: shipment.shipment_number }));
    await insertRound(trx, { offer_id: inserted.id, kind: 'Offer', party: 'Carrier', rate_cents: rateCents, note: body.note ?? null, valid_until: validUntil, user_id: caller.userId, created_at: now });
    await queueOfferExpiry(trx, inserted.id, validUntil);
    await recordAudit(trx, { action: 'offer.made', actor: actorOf(caller), target: { type: 'offer', id: inserted.id }, context, details: { shipmentNumber: shipment.shipment_number, rate: rateCents / 100, validUntil: validUntil.toISOString() } });
    return { id: inserted.id, shipment };
  });
  notifyLater(deps, { to: 'Broker', carrierId: caller.companyId, customerId: made.shipment.customer_id, shipmentNumber: made.shipment.shipment_number, what: `${caller.companyName} offered ${formatUsd(rateCents)}`, rateCents });
  return { ...(await getOffer(deps.db, caller, made.id, now)), ...answerMessage(OFFER_MESSAGES.made) };
}

/** The visible negotiation and the caller's side of it: 404 when unseen, 403 when the caller speaks for neither side. */
export async function offerAndParty(db: Db, caller: Caller, offerId: number): Promise<{ visible: OfferRow; party: OfferParty }> {
  const visible = await findOffer(db, caller, offerId);
  if (!visible) throw notFound(NOT_FOUND);
  const party = partyOf(caller, visible);
  if (!party) throw forbidden(caller.isBroker ? OFFER_MESSAGES.brokerSideOnly : OFFER_MESSAGES.carrierSideOnly);
  return { visible, party };
}

/** Inside a transaction: the load then the negotiation locked (the order every booking takes), and the move checked against both. */
export async function lockForMove(trx: Db, visible: OfferRow, party: OfferParty, action: OfferAction, now: Date) {
  const shipment = await lockShipmentForBooking(trx, { id: visible.shipment_id });
  const offer = await lockOffer(trx, visible.id);
  if (!shipment || !offer) throw notFound(NOT_FOUND);
  const refusal = moveRefusal(shipment, offer, party, action, now);
  if (refusal) throw conflict(refusal);
  return { shipment, offer };
}

function moveRefusal(shipment: ShipmentsRow, offer: NonNullable<Awaited<ReturnType<typeof lockOffer>>>, party: OfferParty, action: OfferAction, now: Date): CodedMessage | null {
  const refusal = offerRefusal(action, party, offerState(offer), now, isLoadOpen(shipment), shipment.shipment_number);
  // A load won by someone else says so plainly, rather than only that it left the board.
  if (refusal?.code === OFFER_MESSAGES.notOnBoard.code && shipment.carrier_id !== null && shipment.carrier_id !== offer.carrier_id) {
    return OFFER_MESSAGES.bookedByAnother({ shipmentNumber: shipment.shipment_number });
  }
  return refusal;
}

type Move = { action: 'counter'; body: z.output<typeof CounterOfferBodySchema> } | { action: 'accept' } | { action: 'decline'; body: z.output<typeof DeclineOfferBodySchema> };

const MOVE_AUDIT = { counter: 'offer.countered', accept: 'offer.accepted', decline: 'offer.declined' } as const;
const MOVE_ROUND = { counter: 'Counter', accept: 'Accept', decline: 'Decline' } as const;
const MOVE_ANSWER = { counter: OFFER_MESSAGES.countered, accept: OFFER_MESSAGES.accepted, decline: OFFER_MESSAGES.declined } as const;
const MOVE_TEXT = { counter: 'countered at', accept: 'accepted', decline: 'declined' } as const;

/** Counter, accept or decline: the side whose turn it is moves; every move is a round of the history and an audit entry. */
export async function moveOffer(deps: OfferDeps, caller: Caller, offerId: number, move: Move, context: AuditContext, now = new Date()) {
  const { visible, party } = await offerAndParty(deps.db, caller, offerId);
  const validUntil = move.action === 'counter' ? validUntilOf(move.body.validUntil, now) : null;
  const counterCents = move.action === 'counter' ? toCents(move.body.rate) : null;
  const moved = await deps.db.transaction().execute(async (trx) => {
    const { shipment, offer } = await lockForMove(trx, visible, party, move.action, now);
    if (counterCents !== null && counterCents === offer.rate_cents) throw badRequest(OFFER_MESSAGES.sameRate, { rate: [OFFER_MESSAGES.sameRate] });
    const status = statusAfter(move.action, party);
    const rateCents = counterCents ?? offer.rate_cents;
    const confirmBy = move.action === 'accept' && party === 'Broker' ? confirmDeadline(now) : null;
    await updateOffer(trx, offer.id, {
      status,
      rate_cents: rateCents,
      rounds: move.action === 'counter' ? offer.rounds + 1 : offer.rounds,
      ...(validUntil ? { valid_until: validUntil } : {}),
      ...(confirmBy ? { accepted_at: now, confirm_by: confirmBy } : {}),
      updated_at: now,
    });
    const note = move.action === 'accept' ? null : (move.body.note ?? null);
    await insertRound(trx, { offer_id: offer.id, kind: MOVE_ROUND[move.action], party, rate_cents: rateCents, note, valid_until: validUntil, user_id: caller.userId, created_at: now });
    const deadline = confirmBy ?? validUntil;
    if (deadline) await queueOfferExpiry(trx, offer.id, deadline);
    await recordAudit(trx, {
      action: MOVE_AUDIT[move.action],
      actor: actorOf(caller),
      target: { type: 'offer', id: offer.id },
      context,
      details: { shipmentNumber: shipment.shipment_number, party, rate: rateCents / 100, status, ...(validUntil ? { validUntil: validUntil.toISOString() } : {}) },
    });
    return { shipment, rateCents };
  });
  const who = party === 'Carrier' ? caller.companyName : 'The brokerage';
  const what = `${who} ${MOVE_TEXT[move.action]}${move.action === 'counter' ? ` ${formatUsd(moved.rateCents)}` : ` the rate of ${formatUsd(moved.rateCents)}`}`;
  notifyLater(deps, { to: party === 'Carrier' ? 'Broker' : 'Carrier', carrierId: visible.carrier_id, customerId: moved.shipment.customer_id, shipmentNumber: moved.shipment.shipment_number, what, rateCents: moved.rateCents });
  return { ...(await getOffer(deps.db, caller, offerId, now)), ...answerMessage(MOVE_ANSWER[move.action]) };
}
