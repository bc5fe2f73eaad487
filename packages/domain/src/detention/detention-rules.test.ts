import { describe, expect, it } from 'vitest';
import { ANY_EQUIPMENT, DEFAULT_HOURLY_RATE_CENTS, detentionAmountCents, detentionHours, detentionStart, hourlyRateFor } from './detention-rules';

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 2, 2, h, m));

describe('detention', () => {
  it('a 3-hour stay with the appointment at arrival is 1 hour past a 2-hour free time', () => {
    expect(detentionHours({ arrivedAt: at(8), departedAt: at(11), appointment: at(8) }, 120, at(12))).toBe(1);
  });

  it('counts the free time from the later of appointment and arrival', () => {
    expect(detentionStart({ arrivedAt: at(7), appointment: at(8) }, 120)).toEqual(at(10));
    expect(detentionStart({ arrivedAt: at(9), appointment: at(8) }, 120)).toEqual(at(11));
    expect(detentionStart({ arrivedAt: at(9), appointment: null }, 90)).toEqual(at(10, 30));
  });

  it('rounds to the nearest quarter hour and never below zero', () => {
    const stay = (end: Date) => ({ arrivedAt: at(8), departedAt: end, appointment: null });
    expect(detentionHours(stay(at(10, 57)), 120, at(12))).toBe(1);
    expect(detentionHours(stay(at(11, 3)), 120, at(12))).toBe(1);
    expect(detentionHours(stay(at(11, 8)), 120, at(12))).toBe(1.25);
    expect(detentionHours(stay(at(9, 30)), 120, at(12))).toBe(0);
  });

  it('counts up to now while the truck is still at the stop', () => {
    expect(detentionHours({ arrivedAt: at(8), departedAt: null, appointment: null }, 120, at(12, 30))).toBe(2.5);
  });

  it("takes the rate of the load's equipment, else the table's rate for any, else the default", () => {
    const rates = [
      { equipmentType: ANY_EQUIPMENT, hourlyRateCents: 6000 },
      { equipmentType: 'Reefer', hourlyRateCents: 7500 },
    ];
    expect(hourlyRateFor(rates, 'reefer')).toBe(7500);
    expect(hourlyRateFor(rates, 'Van')).toBe(6000);
    expect(hourlyRateFor([], 'Van')).toBe(DEFAULT_HOURLY_RATE_CENTS);
    expect(detentionAmountCents(1.25, 5000)).toBe(6250);
  });
});
