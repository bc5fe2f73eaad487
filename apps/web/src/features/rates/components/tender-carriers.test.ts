import { describe, expect, it } from 'vitest';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { tenderCarrierOptions } from './tender-carriers';

const rate = (carrierId: number | null, carrierName: string | null, price: number): UnifiedRate => ({
  rateSource: 'ContractRate',
  rateType: 'Contract',
  chargeRateType: 'Flat',
  rate: price,
  price,
  quoteId: `${carrierId}-${price}`,
  carrierId,
  serviceDays: 2,
  carrierName,
  quoteExpiresAt: null,
  onTimePercent: null,
  deliveredCount: 0,
  bookAs: carrierId === null ? null : 'ContractTl',
});

describe('tender carrier options', () => {
  it('lists each carrier with a rate on the lane once, at its cheapest price, cheapest first', () => {
    const options = tenderCarrierOptions([rate(2, 'Blue Ridge', 1200), rate(null, null, 900), rate(3, 'Apex', 1100), rate(2, 'Blue Ridge', 1000)]);
    expect(options).toEqual([
      { carrierId: 2, carrierName: 'Blue Ridge', price: 1000 },
      { carrierId: 3, carrierName: 'Apex', price: 1100 },
    ]);
  });
});
