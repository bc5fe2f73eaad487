import { describe, expect, it } from 'vitest';
import { effectiveDayInRange, hasTakenEffect, mayFileRelease, pendingStep, routesPayments, statusAfterDecision } from './notice-rules';
import { FileNoticeBodySchema, NoticeDecisionBodySchema } from './notice-schemas';

describe('the life of a notice of assignment', () => {
  it('is decided once when filed: accepted it becomes active, rejected it ends', () => {
    expect(pendingStep('Filed')).toBe('notice');
    expect(statusAfterDecision('Filed', 'accept')).toBe('Active');
    expect(statusAfterDecision('Filed', 'reject')).toBe('Rejected');
  });

  it('is released the same way: an accepted release ends it, a rejected one leaves it active', () => {
    expect(mayFileRelease('Active')).toBe(true);
    expect(mayFileRelease('Filed')).toBe(false);
    expect(mayFileRelease('ReleaseFiled')).toBe(false);
    expect(pendingStep('ReleaseFiled')).toBe('release');
    expect(statusAfterDecision('ReleaseFiled', 'accept')).toBe('Released');
    expect(statusAfterDecision('ReleaseFiled', 'reject')).toBe('Active');
  });

  it('leaves nothing to decide once active, rejected or released', () => {
    for (const status of ['Active', 'Rejected', 'Released']) {
      expect(pendingStep(status)).toBeNull();
      expect(statusAfterDecision(status, 'accept')).toBeNull();
    }
  });

  it('routes payments to the factor from acceptance until its release is accepted', () => {
    expect(routesPayments('Filed')).toBe(false);
    expect(routesPayments('Active')).toBe(true);
    expect(routesPayments('ReleaseFiled')).toBe(true);
    expect(routesPayments('Released')).toBe(false);
    expect(routesPayments('Rejected')).toBe(false);
  });
});

describe('effective dates', () => {
  it('lie within a year back and 90 days ahead', () => {
    expect(effectiveDayInRange('2026-11-30', '2026-11-30')).toBe(true);
    expect(effectiveDayInRange('2025-11-30', '2026-11-30')).toBe(true);
    expect(effectiveDayInRange('2025-11-29', '2026-11-30')).toBe(false);
    expect(effectiveDayInRange('2027-02-28', '2026-11-30')).toBe(true);
    expect(effectiveDayInRange('2027-03-01', '2026-11-30')).toBe(false);
  });

  it('are accepted on or after the day they take effect', () => {
    expect(hasTakenEffect('2026-11-30', '2026-11-30')).toBe(true);
    expect(hasTakenEffect('2026-12-01', '2026-11-30')).toBe(false);
  });
});

describe('requests', () => {
  it('name the carrier by MC or USDOT number', () => {
    const body = { effectiveOn: '2026-11-30', fileName: 'noa.pdf', data: 'JVBERi0=' };
    expect(FileNoticeBodySchema.safeParse({ ...body, carrierNumber: 'MC-548812' }).success).toBe(true);
    expect(FileNoticeBodySchema.safeParse({ ...body, carrierNumber: '1739920' }).success).toBe(true);
    expect(FileNoticeBodySchema.safeParse({ ...body, carrierNumber: 'Great Lakes' }).success).toBe(false);
  });

  it('need a reason to reject', () => {
    expect(NoticeDecisionBodySchema.safeParse({ decision: 'accept' }).success).toBe(true);
    expect(NoticeDecisionBodySchema.safeParse({ decision: 'reject' }).success).toBe(false);
    expect(NoticeDecisionBodySchema.safeParse({ decision: 'reject', reason: 'Not signed by the carrier' }).success).toBe(true);
  });
});
