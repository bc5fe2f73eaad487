import { describe, expect, it } from 'vitest';
import { RATE_REQUEST_STATUSES, RateRequestStatus } from './rate-request-status';

describe('rate request status', () => {
  it('is Sent, Offered, Declined', () => {
    expect(RATE_REQUEST_STATUSES.map((s) => s.name)).toEqual(['Sent', 'Offered', 'Declined']);
    expect(RATE_REQUEST_STATUSES.map((s) => s.code)).toEqual(Object.values(RateRequestStatus));
  });
});
