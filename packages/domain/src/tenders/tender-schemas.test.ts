import { describe, expect, it } from 'vitest';
import { OfferBodySchema, TENDER_REJECT_REASON_REQUIRED, TendersQuerySchema } from './tender-schemas';

describe('OfferBodySchema', () => {
  it('reads the status by name in any case or by code', () => {
    expect(OfferBodySchema.parse({ status: 'accepted' }).status).toBe('Accepted');
    expect(OfferBodySchema.parse({ status: 2, reason: 'No truck' }).status).toBe('Rejected');
  });

  it('requires a reason to reject, on the reason field', () => {
    const result = OfferBodySchema.safeParse({ status: 'Rejected', reason: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', TENDER_REJECT_REASON_REQUIRED]]);
  });

  it('sends blank optional fields as absent', () => {
    expect(OfferBodySchema.parse({ status: 'Accepted', truckNumber: '', notes: ' ' })).toEqual({ status: 'Accepted' });
  });
});

describe('TendersQuerySchema', () => {
  it('takes customers as a list of ids', () => {
    expect(TendersQuerySchema.parse({ customers: '4,7' }).customers).toEqual([4, 7]);
    expect(TendersQuerySchema.safeParse({ customers: '0' }).success).toBe(false);
  });
});
