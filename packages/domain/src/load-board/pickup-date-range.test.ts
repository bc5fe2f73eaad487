import { describe, expect, it } from 'vitest';
import { DATE_RANGE_EXAMPLE, parsePickupDateRange } from './pickup-date-range';

describe('parsePickupDateRange', () => {
  it('reads start,end of days or instants with offsets, either end open', () => {
    expect(parsePickupDateRange(DATE_RANGE_EXAMPLE)).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    expect(parsePickupDateRange(' 2026-12-01 , 2026-12-05 ')).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    expect(parsePickupDateRange('2026-12-01T08:00:00-06:00,2026-12-02T17:00:00Z')).toEqual({ from: '2026-12-01T08:00:00-06:00', to: '2026-12-02T17:00:00Z' });
    expect(parsePickupDateRange('2026-12-01,')).toEqual({ from: '2026-12-01', to: undefined });
    expect(parsePickupDateRange(',2026-12-05')).toEqual({ from: undefined, to: '2026-12-05' });
  });

  it('refuses anything else', () => {
    for (const value of ['', ',', '2026-12-01', '2026-12-01..2026-12-05', '2026-12-01,2026-12-05,2026-12-09', '2026-13-01,2026-12-05', 'today,tomorrow', '2026-12-01T08:00:00,2026-12-05', '12/01/2026,12/05/2026']) {
      expect(parsePickupDateRange(value), value).toBeNull();
    }
  });
});
