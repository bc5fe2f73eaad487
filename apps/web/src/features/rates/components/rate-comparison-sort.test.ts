import { describe, expect, it } from 'vitest';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { filterByRateType, nextSort, rateSourceLabel, sortRates } from './rate-comparison-sort';

const rate = (over: Partial<UnifiedRate>): UnifiedRate => ({
  rateSource: 'ContractRate',
  rateType: 'Contract',
  chargeRateType: 'Flat',
  rate: 1000,
  price: 1000,
  quoteId: 'q',
  carrierId: 1,
  serviceDays: 2,
  carrierName: 'A',
  quoteExpiresAt: null,
  onTimePercent: null,
  deliveredCount: 0,
  bookAs: 'ContractTl',
  ...over,
});

describe('rate comparison sorting and filtering', () => {
  const rows = [
    rate({ quoteId: 'spot', rateType: 'Spot', price: 900, carrierName: 'Blue', onTimePercent: 90, quoteExpiresAt: '2026-01-02T00:00:00Z' }),
    rate({ quoteId: 'contract', price: 1200, carrierName: 'apex', onTimePercent: 70 }),
    rate({ quoteId: 'ltl', rateType: 'LTL', price: 400, carrierName: null, quoteExpiresAt: '2026-01-01T00:00:00Z' }),
  ];

  it('filters by the address rate type, all keeping every row', () => {
    expect(filterByRateType(rows, 'all')).toHaveLength(3);
    expect(filterByRateType(rows, 'contract').map((r) => r.quoteId)).toEqual(['contract']);
    expect(filterByRateType(rows, 'LTL').map((r) => r.quoteId)).toEqual(['ltl']);
    expect(filterByRateType(rows, 'tender')).toEqual([]);
  });

  it('sorts both ways and keeps rows without a value last', () => {
    expect(sortRates(rows, { key: 'price', direction: 'asc' }).map((r) => r.quoteId)).toEqual(['ltl', 'spot', 'contract']);
    expect(sortRates(rows, { key: 'price', direction: 'desc' }).map((r) => r.quoteId)).toEqual(['contract', 'spot', 'ltl']);
    expect(sortRates(rows, { key: 'carrierName', direction: 'asc' }).map((r) => r.quoteId)).toEqual(['contract', 'spot', 'ltl']);
    expect(sortRates(rows, { key: 'onTimePercent', direction: 'desc' }).map((r) => r.quoteId)).toEqual(['spot', 'contract', 'ltl']);
    expect(sortRates(rows, { key: 'quoteExpiresAt', direction: 'asc' }).map((r) => r.quoteId)).toEqual(['ltl', 'spot', 'contract']);
  });

  it('flips the same column and starts another ascending', () => {
    expect(nextSort({ key: 'price', direction: 'asc' }, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'serviceDays')).toEqual({ key: 'serviceDays', direction: 'asc' });
  });

  it('labels rate sources in words', () => {
    expect(rateSourceLabel('ContractRate')).toBe('Contract rate');
    expect(rateSourceLabel('LtlTariff')).toBe('LTL tariff');
    expect(rateSourceLabel('ApiQuote')).toBe('API quote');
  });
});
