import { describe, expect, it } from 'vitest';
import type { DockDay } from '../locations/dock-hours';
import { dockHoursWarning, dockStopTypeOf, isWithinDockHours, wallClock } from './appointment-dock-hours';

const weekdays = (start: string, end: string): DockDay[] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isClosed: d === 0 || d === 6, isTwentyFourHour: false, startTime: start, endTime: end }));

describe('appointment against dock hours', () => {
  it('judges on the stop zone clock, inclusive of the end minute', () => {
    const hours = weekdays('08:00', '17:00');
    // Monday 2026-03-02 08:00 in Chicago is 14:00 UTC (CST, UTC-6).
    expect(isWithinDockHours(new Date('2026-03-02T14:00:00Z'), 'America/Chicago', hours)).toBe(true);
    expect(isWithinDockHours(new Date('2026-03-02T13:59:00Z'), 'America/Chicago', hours)).toBe(false);
    expect(isWithinDockHours(new Date('2026-03-02T23:00:00Z'), 'America/Chicago', hours)).toBe(true);
    expect(isWithinDockHours(new Date('2026-03-02T23:01:00Z'), 'America/Chicago', hours)).toBe(false);
    // The same instant is 09:00 in New York and inside; 06:00 in Los Angeles and outside.
    expect(isWithinDockHours(new Date('2026-03-02T14:00:00Z'), 'America/New_York', hours)).toBe(true);
    expect(isWithinDockHours(new Date('2026-03-02T14:00:00Z'), 'America/Los_Angeles', hours)).toBe(false);
  });

  it('follows daylight saving: 08:00 local is 14:00 UTC before the change and 13:00 UTC after', () => {
    const hours = weekdays('08:00', '17:00');
    // DST starts Sunday 2026-03-08 in the US: Monday 03-09 08:00 CDT is 13:00 UTC.
    expect(isWithinDockHours(new Date('2026-03-09T13:00:00Z'), 'America/Chicago', hours)).toBe(true);
    expect(isWithinDockHours(new Date('2026-03-02T13:00:00Z'), 'America/Chicago', hours)).toBe(false);
    expect(wallClock(new Date('2026-03-09T13:00:00Z'), 'America/Chicago')).toEqual({ dayOfWeek: 1, minutes: 8 * 60 });
  });

  it('closed days, 24-hour days, overnight hours and no hours at all', () => {
    const hours = weekdays('08:00', '17:00');
    expect(isWithinDockHours(new Date('2026-03-07T16:00:00Z'), 'America/Chicago', hours)).toBe(false); // Saturday
    const allDay: DockDay[] = [{ dayOfWeek: 6, isClosed: false, isTwentyFourHour: true, startTime: '00:00', endTime: '23:59' }];
    expect(isWithinDockHours(new Date('2026-03-07T05:59:00Z'), 'America/Chicago', allDay)).toBe(false); // Friday 23:59
    expect(isWithinDockHours(new Date('2026-03-07T06:00:00Z'), 'America/Chicago', allDay)).toBe(true); // Saturday 00:00
    const night: DockDay[] = [{ dayOfWeek: 1, isClosed: false, isTwentyFourHour: false, startTime: '22:00', endTime: '06:00' }];
    expect(isWithinDockHours(new Date('2026-03-03T04:00:00Z'), 'America/Chicago', night)).toBe(true); // Monday 22:00
    expect(isWithinDockHours(new Date('2026-03-03T11:30:00Z'), 'America/Chicago', night)).toBe(true); // Tuesday 05:30
    expect(isWithinDockHours(new Date('2026-03-03T12:30:00Z'), 'America/Chicago', night)).toBe(false); // Tuesday 06:30
    expect(isWithinDockHours(new Date('2026-03-03T12:30:00Z'), 'America/Chicago', [])).toBeUndefined();
  });

  it('words the warning and picks the dock of the stop', () => {
    const hours = weekdays('08:00', '17:00');
    expect(dockHoursWarning(new Date('2026-03-02T12:00:00Z'), 'America/Chicago', hours, 'Dallas DC')).toBe(
      'The appointment is outside the dock hours of Dallas DC (Monday: open 08:00-17:00)',
    );
    expect(dockHoursWarning(new Date('2026-03-07T16:00:00Z'), 'America/Chicago', hours, 'Dallas DC')).toBe('The appointment is outside the dock hours of Dallas DC (Saturday: closed)');
    expect(dockHoursWarning(new Date('2026-03-02T15:00:00Z'), 'America/Chicago', hours, 'Dallas DC')).toBeUndefined();
    expect(dockStopTypeOf('Pickup')).toBe('Shipping');
    expect(dockStopTypeOf('Dropoff')).toBe('Receiving');
  });
});
