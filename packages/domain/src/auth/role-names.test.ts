import { describe, expect, it } from 'vitest';
import { normalizeRoleName, normalizeRoleNames } from './role-names';

describe('normalizeRoleName', () => {
  it.each([
    ['Bill-to', 'BillTo'],
    ['Bill To', 'BillTo'],
    ['bill to', 'BillTo'],
    ['BillTo', 'BillTo'],
    ['Billing Inquiry', 'BillingInquiry'],
    ['billing-inquiry', 'BillingInquiry'],
    ['ap', 'AP'],
    [' Admin ', 'Admin'],
    ['Driver', 'Driver'],
    ['Load - Planner', 'LoadPlanner'],
    ['Night dispatcher', 'NightDispatcher'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeRoleName(input)).toBe(expected);
  });
});

describe('normalizeRoleNames', () => {
  it('normalises, drops blanks and duplicates, keeps order', () => {
    expect(normalizeRoleNames(['Bill-to', 'AP', 'Bill To', ' ', 'AR'])).toEqual(['BillTo', 'AP', 'AR']);
    expect(normalizeRoleNames(undefined)).toEqual([]);
  });
});
