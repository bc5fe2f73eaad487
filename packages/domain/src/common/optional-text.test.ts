import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyToUndefined, isBlank, omitEmptyOptionalText, optionalText } from './optional-text';

describe('emptyToUndefined', () => {
  it('turns empty and blank text into undefined', () => {
    expect(emptyToUndefined('')).toBeUndefined();
    expect(emptyToUndefined('   ')).toBeUndefined();
    expect(emptyToUndefined(null)).toBeUndefined();
    expect(emptyToUndefined(undefined)).toBeUndefined();
  });

  it('keeps other text exactly', () => {
    expect(emptyToUndefined(' Dock 4 ')).toBe(' Dock 4 ');
    expect(emptyToUndefined('0')).toBe('0');
    expect(isBlank('x')).toBe(false);
  });
});

describe('omitEmptyOptionalText', () => {
  it('removes only the named keys that are empty', () => {
    const location = { name: 'Main', addressLine2: '', directions: '  ', email: null, dockLength: 0, phone: '' };
    const result = omitEmptyOptionalText(location, ['addressLine2', 'directions', 'email', 'dockLength']);
    expect(result).toEqual({ name: 'Main', dockLength: 0, phone: '' });
    expect('addressLine2' in result).toBe(false);
    expect(location.addressLine2).toBe('');
  });
});

describe('optionalText', () => {
  const schema = z.object({ directions: optionalText(10) });

  it('parses empty and blank text as absent', () => {
    expect(schema.parse({ directions: '' })).toEqual({ directions: undefined });
    expect(schema.parse({ directions: '  ' })).toEqual({ directions: undefined });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ directions: null })).toEqual({ directions: undefined });
  });

  it('keeps text and checks its length', () => {
    expect(schema.parse({ directions: 'Gate 2' })).toEqual({ directions: 'Gate 2' });
    expect(schema.safeParse({ directions: 'x'.repeat(11) }).success).toBe(false);
    expect(schema.safeParse({ directions: 5 }).success).toBe(false);
  });
});
