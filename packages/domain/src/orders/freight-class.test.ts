import { describe, expect, it } from 'vitest';
import { densityPcf, FREIGHT_CLASSES, suggestFreightClass } from './freight-class';

describe('density and the suggested freight class', () => {
  it('computes pounds per cubic foot over all handling units', () => {
    // 48 × 40 × 48 in = 53.33 ft³ a pallet; two pallets of 1,600 lb in all = 15 pcf.
    expect(densityPcf({ totalWeight: 1600, length: 48, width: 40, height: 48, units: 2 })).toBeCloseTo(15, 5);
  });

  it('has no density without every dimension and a weight', () => {
    expect(densityPcf({ totalWeight: 500, length: 48, width: 40, height: undefined })).toBeUndefined();
    expect(densityPcf({ totalWeight: 0, length: 48, width: 40, height: 40 })).toBeUndefined();
    expect(suggestFreightClass({ totalWeight: null, length: 1, width: 1, height: 1 })).toBeUndefined();
  });

  it.each([
    [60, '50'],
    [50, '50'],
    [49.99, '55'],
    [15, '70'],
    [14.99, '85'],
    [8, '100'],
    [7.99, '125'],
    [1, '300'],
    [0.5, '400'],
  ])('a line of %s pcf is class %s (a break belongs to the denser class)', (pcf, expected) => {
    // One cubic foot (12 × 12 × 12 in) weighing pcf pounds.
    expect(suggestFreightClass({ totalWeight: pcf, length: 12, width: 12, height: 12 })).toBe(expected);
  });

  it('only suggests classes of the NMFC list', () => {
    for (const pcf of [0.1, 3, 9, 11, 13, 25, 33, 40, 80]) {
      expect(FREIGHT_CLASSES).toContain(suggestFreightClass({ totalWeight: pcf, length: 12, width: 12, height: 12 }));
    }
  });
});
