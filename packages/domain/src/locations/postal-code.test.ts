import { describe, expect, it } from 'vitest';
import { countryForPostalCode, isCanadianPostalCode } from './postal-code';

describe('postal codes', () => {
  it.each(['K1A 0B1', 'K1A0B1', 'K1A-0B1', 'k1a 0b1', ' M5V 3L9 '])('%s is Canadian', (code) => {
    expect(isCanadianPostalCode(code)).toBe(true);
    expect(countryForPostalCode(code)).toBe('CA');
  });

  it.each(['60601', '60601-1234', 'K1A  0B1', 'K1A_0B1', 'KKA 0B1', 'K1A 0B', '1A1 1A1', '', null, undefined])('%s is US', (code) => {
    expect(isCanadianPostalCode(code)).toBe(false);
    expect(countryForPostalCode(code)).toBe('US');
  });
});
