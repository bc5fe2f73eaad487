import { describe, expect, it } from 'vitest';
import { displayName } from '../common/enum';
import { DEFAULT_TENDER_STATUSES, TENDER_OFFER_STATUSES, TenderOfferStatus } from './tender-offer-status';

describe('tender offer status', () => {
  it('has the spec codes and names', () => {
    expect(TenderOfferStatus).toEqual({ Sent: 0, Accepted: 1, Rejected: 2, Rescinded: 3, BookingRescinded: 4 });
    expect(TENDER_OFFER_STATUSES.map((s) => s.code)).toEqual(Object.values(TenderOfferStatus));
    expect(displayName(TENDER_OFFER_STATUSES, 4)).toBe('Booking Rescinded');
  });

  it('opens on Sent', () => {
    expect(DEFAULT_TENDER_STATUSES).toEqual([TenderOfferStatus.Sent]);
  });
});
