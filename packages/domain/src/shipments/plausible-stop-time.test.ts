import { describe, expect, it } from 'vitest';
import { implausibleArrivalText, judgeArrival, PLAUSIBLE_FREE_MILES, PLAUSIBLE_MAX_MPH, straightLineMiles } from './plausible-stop-time';

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const DALLAS = { latitude: 32.7767, longitude: -96.797 };
const NEAR_CHICAGO = { latitude: 41.9, longitude: -87.7 };
const departedAt = new Date('2030-05-01T12:00:00Z');
const after = (minutes: number) => new Date(departedAt.getTime() + minutes * 60_000);

describe('judgeArrival', () => {
  it('measures the straight line between the stops', () => {
    expect(Math.round(straightLineMiles(CHICAGO, DALLAS))).toBe(805);
    expect(straightLineMiles(CHICAGO, CHICAGO)).toBe(0);
  });

  it('questions 805 miles in 0 minutes, and in 10 hours (80 mph)', () => {
    expect(judgeArrival({ from: CHICAGO, departedAt, to: DALLAS, arrivedAt: departedAt })).toEqual({ plausible: false, miles: 805, minutes: 0, minimumMinutes: 644 });
    expect(judgeArrival({ from: CHICAGO, departedAt, to: DALLAS, arrivedAt: after(600) })).toMatchObject({ plausible: false, minutes: 600 });
  });

  it(`accepts the trip at ${PLAUSIBLE_MAX_MPH} mph or slower`, () => {
    expect(judgeArrival({ from: CHICAGO, departedAt, to: DALLAS, arrivedAt: after(644) })).toEqual({ plausible: true });
    expect(judgeArrival({ from: CHICAGO, departedAt, to: DALLAS, arrivedAt: after(14 * 60) })).toEqual({ plausible: true });
  });

  it(`never questions stops closer than ${PLAUSIBLE_FREE_MILES} miles`, () => {
    expect(straightLineMiles(CHICAGO, NEAR_CHICAGO)).toBeLessThan(PLAUSIBLE_FREE_MILES);
    expect(judgeArrival({ from: CHICAGO, departedAt, to: NEAR_CHICAGO, arrivedAt: departedAt })).toEqual({ plausible: true });
  });

  it('reads an arrival before the departure as no time at all', () => {
    expect(judgeArrival({ from: CHICAGO, departedAt, to: DALLAS, arrivedAt: after(-30) })).toMatchObject({ plausible: false, minutes: 0 });
  });

  it('says what was recorded and what the trip takes', () => {
    const judged = judgeArrival({ from: { latitude: 35.1495, longitude: -90.049 }, departedAt, to: { latitude: 40.7128, longitude: -74.006 }, arrivedAt: departedAt });
    if (judged.plausible) throw new Error('expected implausible');
    expect(implausibleArrivalText(judged, 1)).toBe(`${judged.miles.toLocaleString('en-US')} miles from stop 1 in 0 minutes (at least ${Math.floor(judged.minimumMinutes / 60)} h ${judged.minimumMinutes % 60} min at 75 mph)`);
    expect(implausibleArrivalText({ plausible: false, miles: 1078, minutes: 0, minimumMinutes: 863 }, 2)).toBe('1,078 miles from stop 2 in 0 minutes (at least 14 h 23 min at 75 mph)');
    expect(implausibleArrivalText({ plausible: false, miles: 60, minutes: 1, minimumMinutes: 48 }, 1)).toBe('60 miles from stop 1 in 1 minute (at least 48 minutes at 75 mph)');
  });
});
