import { describe, expect, it } from 'vitest';
import { OfferBodySchema, TendersQuerySchema } from './tender-schemas';

describe('OfferBodySchema', () => {
  it('reads the status by name in any case or by code', () => {
    expect(OfferBodySchema.parse({ status: 'accepted' }).status).toBe('Accepted');
    expect(OfferBodySchema.parse({ status: 2, reason: 'No truck' }).status).toBe('Rejected');
  });

  it('rejects without a reason: a blank or missing reason is absent', () => {
    expect(OfferBodySchema.parse({ status: 'Rejected' })).toEqual({ status: 'Rejected' });
    expect(OfferBodySchema.parse({ status: 'Rejected', reason: '   ' })).toEqual({ status: 'Rejected' });
    expect(OfferBodySchema.parse({ status: 'Rejected', reason: 'No truck' }).reason).toBe('No truck');
  });

  it('keeps a reason to at most 500 characters', () => {
    const result = OfferBodySchema.safeParse({ status: 'Rejected', reason: 'x'.repeat(501) });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['reason']);
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
