/**
 * What the audit log records: who did what to accounts, access and money. The server writes these
 * names and the Activity page filters by them, so both read this one list. Append new actions; a
 * name once written stays in the log for good, so never rename one.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.email_changed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'api_key.created',
  'user.invited',
  'user.permissions_changed',
  'user.disabled',
  'access_request.approved',
  'access_request.rejected',
  'driver.deactivated',
  'driver.reactivated',
  'invoice.payee_changed',
  'invoice.settled',
  'invoice.approved',
  'invoice.disputed',
  'invoice.paid',
  'invoice.status_changed',
  'payment.scheduled',
  'api_key.rotated',
  'api_key.revoked',
  'auth.session_ended',
  'auth.email_change_requested',
  'invoice.payee_change_requested',
  'invoice.payee_change_cancelled',
  'auth.passkey_added',
  'auth.passkey_removed',
  'user.picture_changed',
  'user.picture_removed',
  'driver.confirmed_for_load',
  'fraud_signal.acknowledged',
  'compliance.minimums_changed',
  'compliance.certificate_uploaded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an entry names as its target. */
export const AUDIT_TARGET_TYPES = ['user', 'contact', 'access_request', 'driver', 'ap_invoice', 'third_party_invoice', 'payment', 'api_key', 'session', 'fraud_signal', 'company'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Most entries one CSV export carries (the newest); a longer period is exported in parts, by dates. */
export const AUDIT_EXPORT_LIMIT = 10_000;
