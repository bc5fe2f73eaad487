import { describe, expect, it } from 'vitest';
import { iso, isoRequired } from './iso';

describe('iso', () => {
  it('gives a Date as its ISO instant and keeps null and undefined as null', () => {
    expect(iso(new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)))).toBe('2025-01-02T03:04:05.006Z');
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });

  it('passes an instant already in ISO form through and normalizes other text', () => {
    expect(isoRequired('2025-01-02T03:04:05.006Z')).toBe('2025-01-02T03:04:05.006Z');
    expect(isoRequired('2025-01-02T03:04:05+01:00')).toBe('2025-01-02T02:04:05.000Z');
  });
});
