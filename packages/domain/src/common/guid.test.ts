import { describe, expect, it } from 'vitest';
import { guidOrUndefined, isGuid, NIL_GUID } from './guid';

describe('isGuid', () => {
  it('accepts the 8-4-4-4-12 form in any case', () => {
    expect(isGuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isGuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(isGuid(NIL_GUID)).toBe(true);
  });

  it.each([
    '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
    '3f2504e04f8911d39a0c0305e82c3301',
    '3f2504e0-4f89-11d3-9a0c-0305e82c330',
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301 ',
    'g f2504e0-4f89-11d3-9a0c-0305e82c3301',
    'new-line-item-1',
    '',
  ])('refuses %s', (value) => {
    expect(isGuid(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isGuid(12)).toBe(false);
    expect(isGuid(null)).toBe(false);
    expect(isGuid(undefined)).toBe(false);
  });
});

describe('guidOrUndefined', () => {
  it('keeps a real GUID and drops placeholders and the nil GUID', () => {
    expect(guidOrUndefined('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(guidOrUndefined(NIL_GUID)).toBeUndefined();
    expect(guidOrUndefined('tmp-1')).toBeUndefined();
    expect(guidOrUndefined(7)).toBeUndefined();
  });
});
