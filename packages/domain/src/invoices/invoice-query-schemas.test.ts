import { describe, expect, it } from 'vitest';
import { calendarDate, dateQuery, isTimeZone } from './invoice-query-schemas';

describe('money list query pieces', () => {
  it('knows IANA zones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('takes real calendar dates and ISO instants with an offset', () => {
    for (const good of ['2026-03-01', '2024-02-29', '2026-03-01T06:00:00.000Z', '2026-03-01T00:00:00-06:00']) expect(dateQuery.safeParse(good).success, good).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2025-02-29', 'yesterday', '2026-03-01T06:00:00', '']) expect(dateQuery.safeParse(bad).success, bad).toBe(false);
  });

  it('takes only a plain date as a body date', () => {
    expect(calendarDate.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(calendarDate.safeParse('2026-03-01T06:00:00.000Z').success).toBe(false);
  });
});
