import { describe, expect, it } from 'vitest';
import { bumpMaxBuy, MAX_BUY_BUMP_CENTS, needsMaxBuyBump, spotAccessorials } from './booking-rules';

describe('bumpMaxBuy (integer cents)', () => {
  it('raises a missing maxBuy to the rate plus $5', () => {
    expect(MAX_BUY_BUMP_CENTS).toBe(500);
    expect(bumpMaxBuy(150000, undefined)).toBe(150500);
    expect(bumpMaxBuy(150000, null)).toBe(150500);
  });

  it('raises a maxBuy below the rate', () => {
    expect(bumpMaxBuy(150000, 149999)).toBe(150500);
    expect(bumpMaxBuy(150000, 0)).toBe(150500);
  });

  it('keeps a maxBuy that covers the rate', () => {
    expect(bumpMaxBuy(150000, 150000)).toBe(150000);
    expect(bumpMaxBuy(150000, 200000)).toBe(200000);
    expect(needsMaxBuyBump(150000, 150000)).toBe(false);
    expect(needsMaxBuyBump(150000, undefined)).toBe(true);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => bumpMaxBuy(1500.5, null)).toThrow(RangeError);
  });
});

describe('spotAccessorials', () => {
  it('keeps only Hazmat', () => {
    expect(spotAccessorials(['Liftgate', 'Hazmat', 'Inside Delivery'])).toEqual(['Hazmat']);
    expect(spotAccessorials(['hazmat '])).toEqual(['hazmat ']);
  });

  it('matches records by name or code', () => {
    const hazmat = { id: 3, name: 'Hazmat', code: 'HAZ' };
    const byCode = { id: 4, name: 'Hazardous', code: 'HAZMAT' };
    expect(spotAccessorials([{ id: 1, name: 'Liftgate', code: 'LG' }, hazmat, byCode])).toEqual([hazmat, byCode]);
  });

  it('answers an empty list for none', () => {
    expect(spotAccessorials(undefined)).toEqual([]);
    expect(spotAccessorials(['Liftgate'])).toEqual([]);
  });
});
