import { describe, expect, it } from 'vitest';
import { defaultDockDays, dockDayErrors, dockStatusAt, type DockDay } from './dock-hours';

const weekdays = (start: string, end: string): DockDay[] =>
  defaultDockDays().map((d) => (d.dayOfWeek === 0 || d.dayOfWeek === 6 ? { ...d, isClosed: true } : { ...d, startTime: start, endTime: end }));

describe('dockDayErrors', () => {
  it('accepts the default week', () => {
    expect(dockDayErrors(defaultDockDays(), 'shipping')).toEqual({});
  });

  it('refuses a day both closed and open 24 hours', () => {
    const days = defaultDockDays();
    days[2] = { ...days[2], isClosed: true, isTwentyFourHour: true };
    expect(dockDayErrors(days, 'shipping')).toEqual({ 'shipping.2.isTwentyFourHour': ['A day cannot be both closed and open 24 hours'] });
  });

  it('refuses a start that is not before the end, but not on a closed day', () => {
    const days = defaultDockDays();
    days[1] = { ...days[1], startTime: '18:00', endTime: '18:00' };
    days[3] = { ...days[3], isClosed: true, startTime: '18:00', endTime: '06:00' };
    expect(dockDayErrors(days, 'receiving')).toEqual({ 'receiving.1.endTime': ['The dock must open before it closes'] });
  });

  it('refuses malformed times, repeated days and a short week', () => {
    const days = defaultDockDays().slice(0, 6);
    days[0] = { ...days[0], startTime: '7:00' };
    days[1] = { ...days[1], dayOfWeek: 0 };
    expect(dockDayErrors(days, 'shipping')).toEqual({
      shipping: ['Give exactly seven days, 0 (Sunday) to 6 (Saturday)'],
      'shipping.0.startTime': ['Use HH:mm, 00:00 to 23:59'],
      'shipping.1.dayOfWeek': ['Sunday is given twice'],
    });
  });
});

describe('dockStatusAt', () => {
  const chicago = 'America/Chicago';

  it('is open around the clock on the default week: midnight is no closing when the next day opens at it', () => {
    const status = dockStatusAt(defaultDockDays(), [], chicago, new Date('2025-06-11T04:59:00Z')); // 23:59 CDT
    expect(status).toEqual({ openNow: true, closesAt: null, nextOpenAt: null, timeZone: chicago });
  });

  it('closes at the first midnight the next day does not open at: Sunday closed, asked on Tuesday', () => {
    const days = defaultDockDays().map((d) => (d.dayOfWeek === 0 ? { ...d, isClosed: true } : d));
    const status = dockStatusAt(days, [], chicago, new Date('2025-06-10T15:00:00Z')); // Tuesday 10:00 CDT
    expect(status).toEqual({ openNow: true, closesAt: '2025-06-15T05:00:00.000Z', nextOpenAt: null, timeZone: chicago }); // Sunday 00:00 CDT
  });

  it('reads the day of week in the location time zone, not UTC', () => {
    // Monday 02:00 UTC is still Sunday 21:00 in Chicago: closed, opening Monday 07:00 CDT.
    const status = dockStatusAt(weekdays('07:00', '18:00'), [], chicago, new Date('2025-06-09T02:00:00Z'));
    expect(status.openNow).toBe(false);
    expect(status.nextOpenAt).toBe('2025-06-09T12:00:00.000Z');
  });

  it('keeps the 07:00 opening at 07:00 local across the spring-forward Sunday', () => {
    // 2025-03-09 is the DST Sunday: Saturday 20:00 CST (02:00 UTC) waits for Monday 07:00 CDT, i.e. 12:00 UTC, not 13:00.
    const status = dockStatusAt(weekdays('07:00', '18:00'), [], chicago, new Date('2025-03-09T02:00:00Z'));
    expect(status.nextOpenAt).toBe('2025-03-10T12:00:00.000Z');
  });

  it('opens a 24-hour Sunday at local midnight and closes it at the next local midnight on the DST day', () => {
    const days = defaultDockDays().map((d) => ({ ...d, isClosed: d.dayOfWeek !== 0, isTwentyFourHour: d.dayOfWeek === 0 }));
    const status = dockStatusAt(days, [], chicago, new Date('2025-03-09T10:00:00Z')); // 05:00 CDT on the DST Sunday
    // The day is 23 hours long: midnight CST (06:00 UTC) to midnight CDT (05:00 UTC).
    expect(status).toEqual({ openNow: true, closesAt: '2025-03-10T05:00:00.000Z', nextOpenAt: null, timeZone: chicago });
  });

  it('closes on the fall-back Sunday at the same local hour', () => {
    const days = defaultDockDays().map((d) => ({ ...d, startTime: '08:00', endTime: '17:00' }));
    const beforeOpen = dockStatusAt(days, [], chicago, new Date('2025-11-02T12:00:00Z')); // 06:00 CST
    expect(beforeOpen.nextOpenAt).toBe('2025-11-02T14:00:00.000Z'); // 08:00 CST
  });

  it('skips dated closures and closed days when finding the next opening', () => {
    const status = dockStatusAt(weekdays('07:00', '18:00'), [{ date: '2025-07-04', reason: 'Independence Day' }], 'America/New_York', new Date('2025-07-03T23:00:00Z'));
    // Thursday 19:00 EDT: Friday is a holiday, the weekend is closed, so Monday 07:00 EDT.
    expect(status).toEqual({ openNow: false, closesAt: null, nextOpenAt: '2025-07-07T11:00:00.000Z', timeZone: 'America/New_York' });
  });

  it('compares zones: the same instant is open in Los Angeles and closed in New York', () => {
    const days = weekdays('07:00', '18:00');
    const instant = new Date('2025-06-10T23:30:00Z'); // 16:30 PDT, 19:30 EDT
    expect(dockStatusAt(days, [], 'America/Los_Angeles', instant).openNow).toBe(true);
    expect(dockStatusAt(days, [], 'America/New_York', instant).openNow).toBe(false);
  });

  it('answers no next opening when closed for the whole look-ahead', () => {
    const days = defaultDockDays().map((d) => ({ ...d, isClosed: true }));
    expect(dockStatusAt(days, [], chicago, new Date('2025-06-10T12:00:00Z'))).toEqual({ openNow: false, closesAt: null, nextOpenAt: null, timeZone: chicago });
  });
});
