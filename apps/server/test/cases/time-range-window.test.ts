import { describe, expect, it } from 'vitest';
import { timeRangeWindow } from '../../src/modules/cases/case-search';

/** The instants each time range of the case filters covers (calendar days of the request's zone). */
const now = new Date('2025-03-12T15:30:00Z');
const iso = (w: { from?: Date; to?: Date } | undefined) => w && { from: w.from?.toISOString(), to: w.to?.toISOString() };

describe('timeRangeWindow', () => {
  it.each([
    ['Today', '2025-03-12T00:00:00.000Z', '2025-03-13T00:00:00.000Z'],
    ['Yesterday', '2025-03-11T00:00:00.000Z', '2025-03-12T00:00:00.000Z'],
    ['Tomorrow', '2025-03-13T00:00:00.000Z', '2025-03-14T00:00:00.000Z'],
    ['Last7Days', '2025-03-06T00:00:00.000Z', '2025-03-13T00:00:00.000Z'],
    ['Last30Days', '2025-02-11T00:00:00.000Z', '2025-03-13T00:00:00.000Z'],
    ['Next7Days', '2025-03-12T00:00:00.000Z', '2025-03-19T00:00:00.000Z'],
    ['Next30Days', '2025-03-12T00:00:00.000Z', '2025-04-11T00:00:00.000Z'],
  ] as const)('%s in UTC', (range, from, to) => {
    expect(iso(timeRangeWindow(range, undefined, undefined, now))).toEqual({ from, to });
  });

  it('uses the calendar days of the given zone', () => {
    // 15:30 UTC is 10:30 in Chicago (CDT since March 9th, UTC-5).
    expect(iso(timeRangeWindow('Today', undefined, undefined, now, 'America/Chicago'))).toEqual({ from: '2025-03-12T05:00:00.000Z', to: '2025-03-13T05:00:00.000Z' });
  });

  it('Overdue is anything before now', () => {
    expect(iso(timeRangeWindow('Overdue', undefined, undefined, now))).toEqual({ from: undefined, to: now.toISOString() });
  });

  it('All, or no range and no dates, filters nothing', () => {
    expect(timeRangeWindow('All', undefined, undefined, now)).toBeUndefined();
    expect(timeRangeWindow(undefined, undefined, undefined, now)).toBeUndefined();
  });

  it('a custom range takes whole days for dates and exact instants for date-times, either end open', () => {
    expect(iso(timeRangeWindow('Custom', '2025-01-01', '2025-01-31', now))).toEqual({ from: '2025-01-01T00:00:00.000Z', to: '2025-02-01T00:00:00.000Z' });
    expect(iso(timeRangeWindow('Custom', '2025-01-01', '2025-01-31', now, 'America/New_York'))).toEqual({ from: '2025-01-01T05:00:00.000Z', to: '2025-02-01T05:00:00.000Z' });
    expect(iso(timeRangeWindow(undefined, '2025-01-01T10:00:00Z', undefined, now))).toEqual({ from: '2025-01-01T10:00:00.000Z', to: undefined });
    expect(iso(timeRangeWindow('Custom', undefined, '2025-01-01T10:00:00Z', now))).toEqual({ from: undefined, to: '2025-01-01T10:00:00.001Z' });
  });
});
