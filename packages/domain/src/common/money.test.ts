import { describe, expect, it } from 'vitest';
import { centsToDecimalText, formatUsd, isDecimal, multiplyToCents, toCents } from './money';

describe('toCents', () => {
  it('converts decimal dollars exactly', () => {
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(toCents('12.')).toBe(1200);
    expect(toCents('.5')).toBe(50);
    expect(toCents(0)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents('-0.001')).toBe(0);
    expect(Object.is(toCents('-0.001'), -0)).toBe(false);
  });

  it('reads exponent forms', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents('1.5e3')).toBe(150000);
  });

  it('refuses what is not a decimal', () => {
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents('.')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents('1e30')).toThrow(RangeError);
    expect(isDecimal('1,000')).toBe(false);
    expect(isDecimal(' 10.25 ')).toBe(true);
  });
});

describe('multiplyToCents', () => {
  it('rounds the exact product once', () => {
    expect(multiplyToCents(1999, 1.15)).toBe(2299); // 2298.85
    expect(multiplyToCents(45.5, 3)).toBe(137); // 136.5 -> 137
    expect(multiplyToCents(10, 0.1)).toBe(1);
    expect(multiplyToCents(-45.5, 3)).toBe(-137);
  });
});

describe('formatting', () => {
  it('writes cents as dollars', () => {
    expect(centsToDecimalText(123456)).toBe('1234.56');
    expect(centsToDecimalText(-5)).toBe('-0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});
