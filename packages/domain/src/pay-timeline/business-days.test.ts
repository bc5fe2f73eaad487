import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDayOnOrAfter, businessDaysBetween, federalHolidays, isBusinessDay } from './business-days';

describe('federal holidays as the banks keep them', () => {
  it('lists the eleven holidays of 2026 (Independence Day on a Saturday is not kept)', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    // Christmas 2022 and New Year 2023 fell on Sundays.
    expect(federalHolidays(2022)).toContain('2022-12-26');
    expect(federalHolidays(2023)).toContain('2023-01-02');
    expect(federalHolidays(2023)).not.toContain('2023-01-01');
  });

  it('keeps Juneteenth from 2021 on only', () => {
    expect(federalHolidays(2020).some((d) => d.endsWith('-06-19'))).toBe(false);
    expect(federalHolidays(2024)).toContain('2024-06-19');
  });

  it('finds the floating holidays: last Monday of May, fourth Thursday of November', () => {
    expect(federalHolidays(2025)).toEqual(expect.arrayContaining(['2025-05-26', '2025-11-27', '2025-01-20', '2025-10-13']));
  });
});

describe('business days', () => {
  it('are weekdays that are not holidays', () => {
    expect(isBusinessDay('2026-11-30')).toBe(true); // a Monday
    expect(isBusinessDay('2026-11-28')).toBe(false); // a Saturday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-07-03')).toBe(true); // the Friday before a Saturday Independence Day
  });

  it('roll a weekend or a holiday forward', () => {
    expect(businessDayOnOrAfter('2026-11-26')).toBe('2026-11-27');
    expect(businessDayOnOrAfter('2026-12-26')).toBe('2026-12-28');
    expect(businessDayOnOrAfter('2026-12-24')).toBe('2026-12-24');
  });

  it('count forward over weekends and holidays', () => {
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-30'); // Wed + Thanksgiving + weekend
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04'); // New Year 2027 is a Friday holiday, then a weekend
    expect(addBusinessDays('2026-12-31', 0)).toBe('2026-12-31');
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
  });

  it('measure the distance between two days in business days, signed', () => {
    expect(businessDaysBetween('2026-11-25', '2026-11-30')).toBe(2);
    expect(businessDaysBetween('2026-11-30', '2026-11-25')).toBe(-2);
    expect(businessDaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(businessDaysBetween('2026-11-02', '2026-11-02')).toBe(0);
  });
});
