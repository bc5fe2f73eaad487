import { describe, expect, it } from 'vitest';
import { localDateTime, zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it('maps a wall time skipped by spring-forward to just after the gap', () => {
    expect(zonedInstant({ year: 2025, month: 3, day: 9 }, 2, 30, 'America/Chicago').toISOString()).toBe('2025-03-09T08:30:00.000Z');
  });

  it('maps a repeated fall-back wall time to its first occurrence', () => {
    expect(zonedInstant({ year: 2025, month: 11, day: 2 }, 1, 30, 'America/Chicago').toISOString()).toBe('2025-11-02T06:30:00.000Z');
  });

  it('round-trips through localDateTime with the local day of week', () => {
    const instant = zonedInstant({ year: 2025, month: 3, day: 9 }, 6, 0, 'America/Chicago');
    expect(instant.toISOString()).toBe('2025-03-09T11:00:00.000Z');
    expect(localDateTime(instant, 'America/Chicago')).toEqual({ year: 2025, month: 3, day: 9, hour: 6, minute: 0, dayOfWeek: 0 });
  });

  it('handles a half-hour zone', () => {
    expect(zonedInstant({ year: 2025, month: 1, day: 15 }, 9, 0, 'America/St_Johns').toISOString()).toBe('2025-01-15T12:30:00.000Z');
  });
});
