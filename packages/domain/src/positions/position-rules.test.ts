import { describe, expect, it } from 'vitest';
import { positionDay, positionTimeIssue } from './position-rules';

const now = new Date('2026-11-29T21:30:00Z');

describe('positionDay', () => {
  it('is the UTC midnight the point falls in', () => {
    expect(positionDay(new Date('2026-11-29T23:59:59.999Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(positionDay(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('positionTimeIssue', () => {
  it('takes a point from now back to the first kept day, and a few minutes of clock drift ahead', () => {
    expect(positionTimeIssue(now, now, 90)).toBeNull();
    expect(positionTimeIssue(new Date('2026-11-29T21:34:00Z'), now, 90)).toBeNull();
    expect(positionTimeIssue(new Date('2026-08-31T00:00:00Z'), now, 90)).toBeNull();
  });

  it('refuses a point from the future and one older than the retention', () => {
    expect(positionTimeIssue(new Date('2026-11-29T21:36:00Z'), now, 90)).toMatch(/future/);
    expect(positionTimeIssue(new Date('2026-08-30T23:59:59Z'), now, 90)).toMatch(/older than the 90 days/);
  });
});
