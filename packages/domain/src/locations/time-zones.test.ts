import { describe, expect, it } from 'vitest';
import { abbreviationsForZone, formatUtcOffset, TIME_ZONES, timeZoneNameOf, timeZoneOf, utcOffsetOf } from './time-zones';

describe('time zones', () => {
  it.each([
    ['EST', -300], ['EDT', -240], ['CST', -360], ['CDT', -300], ['MST', -420], ['MDT', -360],
    ['PST', -480], ['PDT', -420], ['AKST', -540], ['AKDT', -480], ['HST', -600], ['AST', -240],
    ['ADT', -180], ['NST', -210], ['NDT', -150], ['UTC', 0],
  ])('%s is UTC%i minutes', (abbreviation, offset) => {
    expect(utcOffsetOf(abbreviation)).toBe(offset);
  });

  it('names them', () => {
    expect(timeZoneNameOf('CDT')).toBe('Central Daylight Time');
    expect(timeZoneNameOf('nst')).toBe('Newfoundland Standard Time');
    expect(timeZoneOf('chst')?.ianaZone).toBe('Pacific/Guam');
    expect(timeZoneOf('EST')?.region).toBe('Eastern');
  });

  it('answers undefined for unknowns', () => {
    expect(timeZoneOf('XYZ')).toBeUndefined();
    expect(utcOffsetOf(null)).toBeUndefined();
  });

  it('has daylight time one hour ahead of standard time in each region', () => {
    for (const dst of TIME_ZONES.filter((tz) => tz.isDaylightSaving)) {
      const std = TIME_ZONES.find((tz) => tz.region === dst.region && !tz.isDaylightSaving);
      expect(dst.utcOffsetMinutes - (std?.utcOffsetMinutes ?? NaN)).toBe(60);
    }
  });

  it('has unique abbreviations', () => {
    expect(new Set(TIME_ZONES.map((tz) => tz.abbreviation.toUpperCase())).size).toBe(TIME_ZONES.length);
  });

  it('formats offsets', () => {
    expect(formatUtcOffset(-300)).toBe('-05:00');
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatUtcOffset(600)).toBe('+10:00');
    expect(formatUtcOffset(0)).toBe('+00:00');
  });

  it('finds the abbreviations of a zone', () => {
    expect(abbreviationsForZone('America/Chicago').map((tz) => tz.abbreviation)).toEqual(['CST', 'CDT']);
  });
});
