import { describe, expect, it } from 'vitest';
import { codeOf, displayName, type Coded } from './enum';

const COLOURS: readonly Coded<0 | 1 | 2>[] = [
  { code: 0, name: 'Ready to Book' },
  { code: 1, name: 'Paid in Full' },
  { code: 2, name: 'On Hold - Broker Update Pending' },
];

describe('displayName', () => {
  it('answers the name of a code', () => {
    expect(displayName(COLOURS, 0)).toBe('Ready to Book');
    expect(displayName(COLOURS, 2)).toBe('On Hold - Broker Update Pending');
  });

  it('answers undefined for a code outside the list', () => {
    expect(displayName(COLOURS, 7)).toBeUndefined();
    expect(displayName(COLOURS, -1)).toBeUndefined();
  });
});

describe('codeOf', () => {
  it('ignores case and spaces', () => {
    expect(codeOf(COLOURS, 'Ready to Book')).toBe(0);
    expect(codeOf(COLOURS, 'Ready To Book')).toBe(0);
    expect(codeOf(COLOURS, 'readytobook')).toBe(0);
    expect(codeOf(COLOURS, '  PAID IN FULL ')).toBe(1);
    expect(codeOf(COLOURS, 'PaidInFull')).toBe(1);
  });

  it('keeps other punctuation significant', () => {
    expect(codeOf(COLOURS, 'On Hold - Broker Update Pending')).toBe(2);
    expect(codeOf(COLOURS, 'On Hold Broker Update Pending')).toBeUndefined();
  });

  it('answers undefined for an unknown name', () => {
    expect(codeOf(COLOURS, 'Shipped')).toBeUndefined();
    expect(codeOf(COLOURS, '')).toBeUndefined();
  });

  it('round-trips with displayName', () => {
    for (const item of COLOURS) expect(codeOf(COLOURS, displayName(COLOURS, item.code) as string)).toBe(item.code);
  });
});
