import { describe, expect, it } from 'vitest';
import { looksLikePlace, parsePlaceFilter } from './place-filter';

describe('parsePlaceFilter', () => {
  it('reads a city, or a city and its two-letter state', () => {
    expect(parsePlaceFilter('Atlanta')).toEqual({ city: 'Atlanta' });
    expect(parsePlaceFilter('  atl ')).toEqual({ city: 'atl' });
    expect(parsePlaceFilter('Atlanta, ga')).toEqual({ city: 'Atlanta', state: 'GA' });
  });

  it('keeps the city when the state part is not a state code, and reads nothing from blanks', () => {
    expect(parsePlaceFilter('Atlanta, Georgia')).toEqual({ city: 'Atlanta' });
    expect(parsePlaceFilter('')).toBeNull();
    expect(parsePlaceFilter(' , GA')).toBeNull();
    expect(parsePlaceFilter(undefined)).toBeNull();
  });
});

describe('looksLikePlace', () => {
  it('takes words for a place and anything with a digit for a number', () => {
    expect(looksLikePlace('Kansas City')).toBe(true);
    expect(looksLikePlace('4100243')).toBe(false);
    expect(looksLikePlace('PO-77')).toBe(false);
    expect(looksLikePlace('  ')).toBe(false);
  });
});
