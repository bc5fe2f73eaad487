import { describe, expect, it } from 'vitest';
import { balanceDue, chargeLineTotal, chargesTotal } from './balance-due';

describe('balanceDue', () => {
  it('is the invoice amount minus fees and balance', () => {
    expect(balanceDue(250000, 7500)).toBe(242500);
    expect(balanceDue(250000, null)).toBe(250000);
    expect(balanceDue(undefined, undefined)).toBe(0);
    expect(balanceDue(1000, 1500)).toBe(-500);
  });

  it('adds up where floats would drift', () => {
    // 0.3 - 0.1 in floats is 0.19999999999999998
    expect(balanceDue(30, 10)).toBe(20);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => balanceDue(100.5, 0)).toThrow(RangeError);
  });
});

describe('chargeLineTotal', () => {
  it('is rate times units in whole cents', () => {
    expect(chargeLineTotal(150000, 1)).toBe(150000);
    expect(chargeLineTotal(7500, 3)).toBe(22500);
    expect(chargeLineTotal(1999, 1.15)).toBe(2299);
    expect(chargeLineTotal(45.5, 512)).toBe(23296);
    expect(chargeLineTotal('10', '0.5')).toBe(5);
    expect(chargeLineTotal(0, 10)).toBe(0);
  });
});

describe('chargesTotal', () => {
  it('sums the rounded lines, exactly', () => {
    const charges = [
      { description: 'Line haul', rate: 150000, units: 1 },
      { description: 'Fuel', rate: 45.5, units: 3 },
      { description: 'Detention', rate: 7500, units: 2.5 },
      { description: 'Lumper', rate: 10, units: 0.1 },
    ];
    expect(chargesTotal(charges)).toBe(150000 + 137 + 18750 + 1);
    expect(chargesTotal([])).toBe(0);
  });

  it('does not drift over many small lines', () => {
    expect(chargesTotal(Array.from({ length: 1000 }, () => ({ rate: 10, units: 1 })))).toBe(10000);
  });
});
