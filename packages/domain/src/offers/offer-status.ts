/**
 * Where a carrier's negotiation on a board load stands. Offered: the carrier's rate waits for the
 * broker (a first offer, a counter, or the broker's counter accepted). Countered: the broker's rate
 * waits for the carrier. Accepted: the broker took the rate and the carrier has the confirmation
 * window. Booked: the carrier confirmed and the load is booked to it. Declined, Expired and Closed
 * (the load went to someone else or off the board) end it.
 */
export const OFFER_STATUSES = ['Offered', 'Countered', 'Accepted', 'Booked', 'Declined', 'Expired', 'Closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses in which someone still has a move to make. */
export const LIVE_OFFER_STATUSES = ['Offered', 'Countered', 'Accepted'] as const satisfies readonly OfferStatus[];

/** The two sides of a negotiation. */
export const OFFER_PARTIES = ['Carrier', 'Broker'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

/** What a side may do with an offer. */
export const OFFER_ACTIONS = ['counter', 'accept', 'decline', 'confirm'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** What one round of the history records. */
export const OFFER_ROUND_KINDS = ['Offer', 'Counter', 'Accept', 'Decline', 'Confirm'] as const;
export type OfferRoundKind = (typeof OFFER_ROUND_KINDS)[number];
