import { describe, expect, it } from 'vitest';
import { consolidatedStopOrder, consolidationRefusal, DEFAULT_CONSOLIDATION_LIMITS } from './consolidation';

const pickupAt = new Date('2030-05-01T12:00:00Z');
const member = (orderNumber: string, weightLbs: number, units: number, extra: Partial<{ pickupAt: Date; originMiles: number; destinationMiles: number }> = {}) => ({
  orderNumber,
  weightLbs,
  units,
  pickupAt,
  originMiles: 5,
  destinationMiles: 5,
  ...extra,
});

describe('consolidation', () => {
  it('accepts orders whose running totals stay within the spec defaults', () => {
    expect(consolidationRefusal({ weightLbs: 15_000, units: 20, pickupAt }, [member('A', 15_000, 20), member('B', 15_000, 20)])).toBeNull();
    expect(DEFAULT_CONSOLIDATION_LIMITS).toEqual({ maxWeightLbs: 45000, maxUnits: 60, distanceMiles: 40, dateWindowDays: 2 });
  });

  it('names the order that breaks a limit, and which one', () => {
    const anchor = { weightLbs: 15_000, units: 20, pickupAt };
    expect(consolidationRefusal(anchor, [member('A', 15_000, 20), member('B', 15_001, 1)])).toEqual({ orderNumber: 'B', reason: 'weight', total: 45_001, limit: 45_000 });
    expect(consolidationRefusal(anchor, [member('A', 1, 41)])).toEqual({ orderNumber: 'A', reason: 'units', total: 61, limit: 60 });
    expect(consolidationRefusal(anchor, [member('A', 1, 1, { destinationMiles: 40.04 })])).toEqual({ orderNumber: 'A', reason: 'distance', miles: 40, limit: 40 });
    expect(consolidationRefusal(anchor, [member('A', 1, 1, { pickupAt: new Date('2030-05-03T12:00:01Z') })])).toMatchObject({ orderNumber: 'A', reason: 'dateWindow' });
    expect(consolidationRefusal(anchor, [member('A', 40_000, 1)], { ...DEFAULT_CONSOLIDATION_LIMITS, maxWeightLbs: 60_000 })).toBeNull();
  });

  it('puts every pickup before every drop, each by its early time', () => {
    const at = (h: number) => new Date(Date.UTC(2030, 4, 1, h));
    const stops = [
      { id: 1, stopType: 'Pickup', early: at(9) },
      { id: 2, stopType: 'Dropoff', early: at(20) },
      { id: 3, stopType: 'Pickup', early: at(8) },
      { id: 4, stopType: 'Dropoff', early: at(18) },
    ];
    expect(consolidatedStopOrder(stops, (s) => ({ isPickup: s.stopType === 'Pickup', early: s.early })).map((s) => s.id)).toEqual([3, 1, 4, 2]);
  });
});
