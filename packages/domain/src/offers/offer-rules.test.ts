import { describe, expect, it } from 'vitest';
import { awaitingParty, confirmDeadline, currentStatus, MAX_OFFER_ROUNDS, mayCounter, offerActions, offerRefusal, statusAfter, validUntilProblem, type OfferState } from './offer-rules';

const now = new Date('2026-03-02T15:00:00Z');
const later = new Date('2026-03-02T17:00:00Z');
const earlier = new Date('2026-03-02T14:00:00Z');
const offered: OfferState = { status: 'Offered', rounds: 1, validUntil: later, confirmBy: null };

describe('offer status as it reads now', () => {
  it('a rate past its valid-until is Expired, an open one keeps its status', () => {
    expect(currentStatus(offered, now, true)).toBe('Offered');
    expect(currentStatus({ ...offered, validUntil: earlier }, now, true)).toBe('Expired');
    expect(currentStatus({ ...offered, status: 'Countered', validUntil: now }, now, true)).toBe('Expired');
  });

  it('an accepted offer expires when its confirmation window ends', () => {
    const accepted: OfferState = { ...offered, status: 'Accepted', confirmBy: confirmDeadline(now) };
    expect(confirmDeadline(now).toISOString()).toBe('2026-03-02T15:15:00.000Z');
    expect(currentStatus(accepted, new Date('2026-03-02T15:14:59Z'), true)).toBe('Accepted');
    expect(currentStatus(accepted, new Date('2026-03-02T15:15:00Z'), true)).toBe('Expired');
  });

  it('a live negotiation on a load that left the board is Closed; ended ones stay as they are', () => {
    expect(currentStatus(offered, now, false)).toBe('Closed');
    expect(currentStatus({ ...offered, status: 'Booked' }, now, false)).toBe('Booked');
    expect(currentStatus({ ...offered, status: 'Declined' }, now, false)).toBe('Declined');
  });
});

describe('turns and rounds', () => {
  it('the broker answers the carrier rate, the carrier answers a counter and an award', () => {
    expect(awaitingParty('Offered')).toBe('Broker');
    expect(awaitingParty('Countered')).toBe('Carrier');
    expect(awaitingParty('Accepted')).toBe('Carrier');
    expect(awaitingParty('Booked')).toBeNull();
  });

  it('each move leaves the status the other side answers', () => {
    expect(statusAfter('counter', 'Broker')).toBe('Countered');
    expect(statusAfter('counter', 'Carrier')).toBe('Offered');
    expect(statusAfter('accept', 'Carrier')).toBe('Offered');
    expect(statusAfter('accept', 'Broker')).toBe('Accepted');
    expect(statusAfter('decline', 'Carrier')).toBe('Declined');
    expect(statusAfter('confirm', 'Carrier')).toBe('Booked');
  });

  it('at most five offers and counters: the fifth round leaves accept or decline only', () => {
    expect(MAX_OFFER_ROUNDS).toBe(5);
    expect(mayCounter(4)).toBe(true);
    expect(mayCounter(5)).toBe(false);
    expect(offerActions('Broker', { ...offered, rounds: 4 }, now, true)).toEqual(['accept', 'counter', 'decline']);
    expect(offerActions('Broker', { ...offered, rounds: 5 }, now, true)).toEqual(['accept', 'decline']);
    expect(offerRefusal('counter', 'Broker', { ...offered, rounds: 5 }, now, true, 'S1')?.code).toBe('offers.roundsUsed');
  });

  it('the side whose turn it is not may not move', () => {
    expect(offerActions('Carrier', offered, now, true)).toEqual([]);
    expect(offerRefusal('accept', 'Carrier', offered, now, true, 'S1')?.code).toBe('offers.notYourTurn');
    expect(offerRefusal('confirm', 'Carrier', offered, now, true, 'S1')?.code).toBe('offers.notAccepted');
  });

  it('an accepted offer: the carrier confirms or declines within the window, the broker waits', () => {
    const accepted: OfferState = { ...offered, status: 'Accepted', confirmBy: confirmDeadline(now) };
    expect(offerActions('Carrier', accepted, now, true)).toEqual(['confirm', 'decline']);
    expect(offerActions('Broker', accepted, now, true)).toEqual([]);
    const refusal = offerRefusal('confirm', 'Carrier', accepted, new Date('2026-03-02T15:16:00Z'), true, 'S1');
    expect(refusal?.code).toBe('offers.confirmWindowOver');
    expect(refusal?.text).toBe('The 15 minutes to confirm this offer ended at 2026-03-02T15:15:00.000Z');
  });
});

describe('expiry and the load', () => {
  it('an expired offer cannot be accepted, and says when it expired', () => {
    const refusal = offerRefusal('accept', 'Broker', { ...offered, validUntil: earlier }, now, true, 'S1');
    expect(refusal?.text).toBe('This offer expired at 2026-03-02T14:00:00.000Z and can no longer be accepted');
    expect(offerActions('Broker', { ...offered, validUntil: earlier }, now, true)).toEqual([]);
  });

  it('an offer on a load off the board cannot move', () => {
    expect(offerRefusal('accept', 'Broker', offered, now, false, 'S1')?.text).toBe('Shipment S1 is not on the load board any more');
  });

  it('an ended negotiation names its status', () => {
    expect(offerRefusal('counter', 'Carrier', { ...offered, status: 'Declined' }, now, true, 'S1')?.text).toBe('This offer is declined and can no longer change');
  });

  it('valid-until lies ahead, at most a week', () => {
    expect(validUntilProblem(later, now)).toBeNull();
    expect(validUntilProblem(now, now)?.code).toBe('offers.validUntilPassed');
    expect(validUntilProblem(new Date('2026-03-10T15:00:00Z'), now)?.code).toBe('offers.validUntilTooFar');
  });
});
