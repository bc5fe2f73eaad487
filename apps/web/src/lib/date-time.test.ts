import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { FALLBACK_TIME_ZONE, formatDateTimeWithZone, localTimeZone } from './date-time';
import { formatDate } from './format';
import { localeFormats } from './locale-formats';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

const ZONES = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC', 'Europe/London', 'Asia/Kolkata'];

/** Instants across a year (both DST changes), at odd minutes, midnight and noon, and the values the API and forms send. */
const VALUES: (string | number | Date)[] = [
  ...Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2026, 0, 1) + index * 73 * 3_600_000 + index * 7 * 60_000).toISOString()),
  '2026-03-08T07:59:00Z', '2026-03-08T08:00:00Z', '2026-11-01T06:30:00Z', '2026-11-01T07:00:00.000Z',
  '2026-11-24T00:00:00+00:00', '2026-11-24T12:00:00-06:00', '2026-11-24', '2026-11-24T08:30', '2026/11/24', '20261124',
  Date.UTC(2026, 6, 4, 16, 5), new Date(Date.UTC(2025, 11, 31, 23, 59, 59)),
  'not a date', '2026-13-45',
];

describe('dates without dayjs', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  for (const language of ['en', 'es'] as const) {
    it(`writes date-times in a zone as dayjs did (${language})`, async () => {
      await setLanguage(language);
      for (const zone of ZONES) {
        for (const value of VALUES) {
          const reference = dayjs(value).isValid() ? dayjs(value).tz(zone).format(localeFormats().dateTime) : '';
          expect(formatDateTimeWithZone(value, zone), `${String(value)} in ${zone}`).toBe(reference);
        }
      }
    });

    it(`writes dates as dayjs did (${language})`, async () => {
      await setLanguage(language);
      for (const value of VALUES) {
        const reference = dayjs(value).isValid() ? dayjs(value).format(localeFormats().date) : '';
        expect(formatDate(value), String(value)).toBe(reference);
      }
    });
  }

  it('reads the browser zone and writes nothing for no date', () => {
    const browser = dayjs.tz.guess();
    expect(localTimeZone()).toBe(/^(Etc\/.*|UTC|GMT)$/.test(browser) ? FALLBACK_TIME_ZONE : browser);
    expect(formatDateTimeWithZone(null)).toBe('');
    expect(formatDateTimeWithZone('')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTimeWithZone('2026-11-24T18:05:00Z', 'America/Chicago')).toBe('11/24/2026 12:05 pm CST');
  });
});

describe('one clock', () => {
  it("takes the browser's zone when it names a place, and Central when it names only an offset", () => {
    expect(localTimeZone('America/Denver')).toBe('America/Denver');
    expect(localTimeZone('Europe/London')).toBe('Europe/London');
    for (const placeless of ['UTC', 'Etc/UTC', 'Etc/GMT+5', 'GMT', 'Universal', 'Zulu', '', undefined]) {
      expect(localTimeZone(placeless), String(placeless)).toBe('America/Chicago');
    }
  });

  it('writes a stop time with its US zone abbreviation, in standard and daylight time', () => {
    const cases: [string, string, string][] = [
      ['2026-12-02T13:00:00Z', 'America/New_York', '12/02/2026 8:00 am EST'],
      ['2026-07-02T13:00:00Z', 'America/New_York', '07/02/2026 9:00 am EDT'],
      ['2026-12-02T13:00:00Z', 'America/Chicago', '12/02/2026 7:00 am CST'],
      ['2026-07-02T13:00:00Z', 'America/Chicago', '07/02/2026 8:00 am CDT'],
      ['2026-12-02T13:00:00Z', 'America/Denver', '12/02/2026 6:00 am MST'],
      ['2026-07-02T13:00:00Z', 'America/Denver', '07/02/2026 7:00 am MDT'],
      ['2026-07-02T13:00:00Z', 'America/Phoenix', '07/02/2026 6:00 am MST'],
      ['2026-12-02T13:00:00Z', 'America/Los_Angeles', '12/02/2026 5:00 am PST'],
      ['2026-07-02T13:00:00Z', 'America/Los_Angeles', '07/02/2026 6:00 am PDT'],
      ['2026-12-02T13:00:00Z', 'America/Anchorage', '12/02/2026 4:00 am AKST'],
      ['2026-07-02T13:00:00Z', 'America/Anchorage', '07/02/2026 5:00 am AKDT'],
      ['2026-12-02T13:00:00Z', 'Pacific/Honolulu', '12/02/2026 3:00 am HST'],
      ['2026-12-02T13:00:00Z', 'America/Puerto_Rico', '12/02/2026 9:00 am AST'],
    ];
    for (const [instant, zone, text] of cases) expect(formatDateTimeWithZone(instant, zone), zone).toBe(text);
  });

  it("writes a time without a zone of its own in the user's zone, never in UTC", () => {
    const text = formatDateTimeWithZone('2026-12-02T13:00:00Z');
    expect(text).toBe(formatDateTimeWithZone('2026-12-02T13:00:00Z', localTimeZone()));
    expect(text).not.toMatch(/ UTC$/);
    expect(formatDateTimeWithZone('2026-12-02T13:00:00Z', null)).toBe(text);
    expect(formatDateTimeWithZone('2026-12-02T13:00:00Z', '')).toBe(text);
  });
});
