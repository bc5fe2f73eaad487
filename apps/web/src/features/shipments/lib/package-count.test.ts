import { describe, expect, it } from 'vitest';
import { parsePackageCount } from './package-count';

describe('parsePackageCount', () => {
  it.each([
    ['12', { count: 12 }],
    [' 7 ', { count: 7 }],
    ['0', { count: 0 }],
    ['100000', { count: 100_000 }],
    ['', { error: 'Enter the package count' }],
    ['   ', { error: 'Enter the package count' }],
    [undefined, { error: 'Enter the package count' }],
    ['abc', { error: 'Enter a number' }],
    ['1.5', { error: 'Whole packages only' }],
    ['-1', { error: 'Cannot be negative' }],
    ['100001', { error: 'At most 100,000' }],
  ])('%j reads as %j', (text, expected) => {
    expect(parsePackageCount(text)).toEqual(expected);
  });
});
