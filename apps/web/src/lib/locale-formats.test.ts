import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { formatDateTimeWithZone } from './date-time';
import { formatDate, formatMoney, formatNumber } from './format';

const INSTANT = '2026-03-04T21:05:00Z';

describe('dates, numbers and money in the portal language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('keeps the spec formats in English', () => {
    expect(formatDate('2026-03-04')).toBe('03/04/2026');
    expect(formatDateTimeWithZone(INSTANT, 'America/Chicago')).toBe('03/04/2026 3:05 pm CST');
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(1.23456, { maximumFractionDigits: 2 })).toBe('1.23');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(null)).toBe('—');
  });

  it('puts the day first and uses the 24-hour clock in Spanish, with US Spanish numbers and dollars', async () => {
    await setLanguage('es');
    expect(formatDate('2026-03-04')).toBe('04/03/2026');
    expect(formatDateTimeWithZone(INSTANT, 'America/Chicago')).toBe('04/03/2026 15:05 CST');
    expect(formatDateTimeWithZone(INSTANT, 'America/New_York')).toBe('04/03/2026 16:05 EST');
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('answers nothing for no date or number, in both languages', async () => {
    for (const language of ['en', 'es'] as const) {
      await setLanguage(language);
      expect(formatDate(null)).toBe('');
      expect(formatDate('not a date')).toBe('');
      expect(formatDateTimeWithZone('')).toBe('');
      expect(formatNumber(Number.NaN)).toBe('');
    }
  });
});
