import { ROLES } from './permissions';

/**
 * A role name as a contact update sends it: spaces and hyphens removed, the letter after each
 * removed separator upper-cased ('Bill-to' -> 'BillTo', 'Billing Inquiry' -> 'BillingInquiry'),
 * and a known role matched case-insensitively gets its canonical spelling ('ap' -> 'AP').
 * Unknown roles keep their own letters otherwise.
 */
export function normalizeRoleName(name: string): string {
  const joined = name.trim().replace(/[\s-]+(.?)/g, (_, next: string) => next.toUpperCase());
  return ROLES.find((role) => role.toLowerCase() === joined.toLowerCase()) ?? joined;
}

/** Normalised names, without blanks or duplicates, in first-seen order. */
export function normalizeRoleNames(names: readonly string[] | null | undefined): string[] {
  return [...new Set((names ?? []).map(normalizeRoleName).filter((name) => name !== ''))];
}
