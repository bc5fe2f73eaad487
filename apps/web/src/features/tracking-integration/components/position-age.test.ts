import { describe, expect, it } from 'vitest';
import { formatAge } from './position-age';

describe('formatAge', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('reads like a person would say it', () => {
    expect(formatAge(null, now)).toBe('never');
    expect(formatAge('2026-11-24T11:59:40Z', now)).toBe('just now');
    expect(formatAge('2026-11-24T11:56:00Z', now)).toBe('4 min ago');
    expect(formatAge('2026-11-24T09:00:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-11-21T12:00:00Z', now)).toBe('3 days ago');
  });
});
