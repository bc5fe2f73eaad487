import { describe, expect, it } from 'vitest';
import { abbreviationOf, findRegion, REGIONS, regionNameOf, regionsOf } from './regions';

describe('regions', () => {
  it('lists 50 states, DC, 5 territories, 10 provinces and 3 Canadian territories', () => {
    expect(REGIONS.filter((r) => r.kind === 'state')).toHaveLength(50);
    expect(REGIONS.filter((r) => r.kind === 'district').map((r) => r.abbreviation)).toEqual(['DC']);
    expect(regionsOf('US').filter((r) => r.kind === 'territory').map((r) => r.abbreviation)).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
    expect(regionsOf('CA').filter((r) => r.kind === 'province')).toHaveLength(10);
    expect(regionsOf('CA').filter((r) => r.kind === 'territory').map((r) => r.abbreviation)).toEqual(['NT', 'NU', 'YT']);
  });

  it('has unique abbreviations and names', () => {
    expect(new Set(REGIONS.map((r) => r.abbreviation)).size).toBe(REGIONS.length);
    expect(new Set(REGIONS.map((r) => r.name)).size).toBe(REGIONS.length);
  });

  it('maps names to abbreviations in any case, with accents and aliases', () => {
    expect(abbreviationOf('Texas')).toBe('TX');
    expect(abbreviationOf('new york')).toBe('NY');
    expect(abbreviationOf(' District of Columbia ')).toBe('DC');
    expect(abbreviationOf('Washington, D.C.')).toBe('DC');
    expect(abbreviationOf('Québec')).toBe('QC');
    expect(abbreviationOf('Newfoundland')).toBe('NL');
    expect(abbreviationOf('U.S. Virgin Islands')).toBe('VI');
    expect(abbreviationOf('Puerto Rico')).toBe('PR');
  });

  it('accepts an abbreviation and answers it upper-cased', () => {
    expect(abbreviationOf('tx')).toBe('TX');
    expect(abbreviationOf('ON')).toBe('ON');
  });

  it('maps abbreviations back to names', () => {
    expect(regionNameOf('TX')).toBe('Texas');
    expect(regionNameOf('on')).toBe('Ontario');
    expect(regionNameOf('YT')).toBe('Yukon');
    expect(findRegion('BC')?.country).toBe('CA');
    expect(findRegion('CA')?.name).toBe('California');
  });

  it('answers undefined for unknowns', () => {
    expect(abbreviationOf('Atlantis')).toBeUndefined();
    expect(abbreviationOf('')).toBeUndefined();
    expect(abbreviationOf(null)).toBeUndefined();
    expect(regionNameOf('XX')).toBeUndefined();
    expect(regionNameOf(undefined)).toBeUndefined();
  });

  it('round-trips every region', () => {
    for (const region of REGIONS) {
      expect(abbreviationOf(region.name)).toBe(region.abbreviation);
      expect(regionNameOf(region.abbreviation)).toBe(region.name);
    }
  });
});
