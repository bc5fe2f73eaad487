import type { CodedMessage } from '../common/message-codes';
import { OFFER_MESSAGES } from './offer-messages';
import type { OfferAction, OfferParty, OfferStatus } from './offer-status';

/** Offers and counters, both sides together, one carrier may make on one load. */
export const MAX_OFFER_ROUNDS = 5;
/** How long a carrier has to confirm an offer the broker accepted. */
export const CONFIRM_WINDOW_MINUTES = 15;
/** How far ahead an offer or counter may stay valid. */
export const MAX_VALID_DAYS = 7;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What the rules need to know of one negotiation. */
export interface OfferState {
  /** As stored: expiry and the load's fate are applied by currentStatus. */
  status: OfferStatus;
  /** Offers and counters made so far. */
  rounds: number;
  /** Until when the rate on the table holds. */
  validUntil: Date;
  /** Set once the broker accepted: the end of the carrier's confirmation window. */
  confirmBy: Date | null;
}

/** When the carrier's window to confirm an accepted offer ends. */
export function confirmDeadline(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + CONFIRM_WINDOW_MINUTES * MINUTE_MS);
}

/**
 * The status as it reads now: a rate on the table past its valid-until, or an accepted offer past
 * its confirmation window, is Expired; a live negotiation on a load no longer on the board is Closed.
 */
export function currentStatus(offer: OfferState, now: Date, loadOpen: boolean): OfferStatus {
  const { status } = offer;
  if ((status === 'Offered' || status === 'Countered') && offer.validUntil.getTime() <= now.getTime()) return 'Expired';
  if (status === 'Accepted' && offer.confirmBy !== null && offer.confirmBy.getTime() <= now.getTime()) return 'Expired';
  if ((status === 'Offered' || status === 'Countered' || status === 'Accepted') && !loadOpen) return 'Closed';
  return status;
}

/** Who has the next move: the broker on the carrier's rate, the carrier on the broker's counter or award. */
export function awaitingParty(status: OfferStatus): OfferParty | null {
  if (status === 'Offered') return 'Broker';
  if (status === 'Countered' || status === 'Accepted') return 'Carrier';
  return null;
}

/** Whether another counter fits in the rounds left. */
export function mayCounter(rounds: number): boolean {
  return rounds < MAX_OFFER_ROUNDS;
}

/** The status a move leaves behind. A carrier accepting the broker's counter hands the agreed rate back to the broker to award. */
export function statusAfter(action: OfferAction, party: OfferParty): OfferStatus {
  switch (action) {
    case 'counter':
      return party === 'Broker' ? 'Countered' : 'Offered';
    case 'accept':
      return party === 'Broker' ? 'Accepted' : 'Offered';
    case 'decline':
      return 'Declined';
    case 'confirm':
      return 'Booked';
  }
}

/** What a side may do in a status (its turn, the rounds left), before time and the load are considered. */
function movesOf(status: OfferStatus, party: OfferParty, rounds: number): OfferAction[] {
  if (status === 'Accepted') return party === 'Carrier' ? ['confirm', 'decline'] : [];
  if (awaitingParty(status) !== party) return [];
  return mayCounter(rounds) ? ['accept', 'counter', 'decline'] : ['accept', 'decline'];
}

/** Why a side may not make a move now, or null when it may. The server answers 409 with it. */
export function offerRefusal(action: OfferAction, party: OfferParty, offer: OfferState, now: Date, loadOpen: boolean, shipmentNumber: string): CodedMessage | null {
  const status = currentStatus(offer, now, loadOpen);
  if (status === 'Expired') {
    if (offer.confirmBy !== null) return OFFER_MESSAGES.confirmWindowOver({ minutes: CONFIRM_WINDOW_MINUTES, endedAt: (offer.confirmBy ?? now).toISOString() });
    return OFFER_MESSAGES.expired({ expiredAt: offer.validUntil.toISOString() });
  }
  if (status === 'Closed') return OFFER_MESSAGES.notOnBoard({ shipmentNumber });
  if (awaitingParty(status) === null) return OFFER_MESSAGES.ended({ status: status.toLowerCase() });
  if (action === 'confirm' && status !== 'Accepted') return OFFER_MESSAGES.notAccepted;
  if (movesOf(status, party, offer.rounds).includes(action)) return null;
  if (action === 'counter' && awaitingParty(status) === party && status !== 'Accepted') return OFFER_MESSAGES.roundsUsed({ max: MAX_OFFER_ROUNDS });
  return OFFER_MESSAGES.notYourTurn;
}

/** Every move a side may make now (the buttons a page shows). */
export function offerActions(party: OfferParty, offer: OfferState, now: Date, loadOpen: boolean): OfferAction[] {
  const status = currentStatus(offer, now, loadOpen);
  return movesOf(status, party, offer.rounds).filter((action) => offerRefusal(action, party, offer, now, loadOpen, '') === null);
}

/** Why a valid-until cannot be used, or null: it must lie ahead, and at most a week ahead. */
export function validUntilProblem(validUntil: Date, now: Date): CodedMessage | null {
  if (validUntil.getTime() <= now.getTime()) return OFFER_MESSAGES.validUntilPassed;
  if (validUntil.getTime() - now.getTime() > MAX_VALID_DAYS * DAY_MS) return OFFER_MESSAGES.validUntilTooFar({ days: MAX_VALID_DAYS });
  return null;
}
