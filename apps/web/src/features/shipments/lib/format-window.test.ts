import { describe, expect, it } from 'vitest';
import { formatMoney, formatWindow } from './format-window';
import { stateTimeZone } from '@portal/domain/locations/state-time-zone';

describe('formatWindow', () => {
  it('shows the window in the stop time zone, the late end as a time on the same day', () => {
    expect(formatWindow('2026-11-21T23:00:00.000Z', '2026-11-22T01:00:00.000Z', 'America/New_York')).toBe('11/21/2026 6:00 pm EST – 8:00 pm EST');
  });

  it('writes the full late date when the window crosses midnight in the zone', () => {
    expect(formatWindow('2026-11-23T03:00:00.000Z', '2026-11-23T07:00:00.000Z', 'America/Chicago')).toBe('11/22/2026 9:00 pm CST – 11/23/2026 1:00 am CST');
  });

  it('is empty without an early time and the early time alone without a late one', () => {
    expect(formatWindow(null, null, 'America/Chicago')).toBe('');
    expect(formatWindow('2026-07-01T15:30:00.000Z', null, 'America/Los_Angeles')).toBe('07/01/2026 8:30 am PDT');
  });
});

describe('formatMoney and stateTimeZone', () => {
  it('formats dollars exactly', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(null)).toBe('');
  });

  it('maps states and provinces to their main zone', () => {
    expect(stateTimeZone('tx')).toBe('America/Chicago');
    expect(stateTimeZone('ON')).toBe('America/Toronto');
    expect(stateTimeZone('ZZ')).toBeUndefined();
  });
});
