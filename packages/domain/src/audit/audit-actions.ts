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
  'invoice.pay_speed_changed',
  'quick_pay_fees.version_added',
  'notice_of_assignment.filed',
  'notice_of_assignment.release_filed',
  'notice_of_assignment.decided',
  'offer.made',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.confirmed',
  'signature.taken',
  'share_link.created',
  'share_link.revoked',
  'stop_arrivals.settings_changed',
  'detention.terms_changed',
  'detention.submitted',
  'detention.discarded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an entry names as its target. */
export const AUDIT_TARGET_TYPES = ['user', 'contact', 'access_request', 'driver', 'ap_invoice', 'third_party_invoice', 'payment', 'api_key', 'session', 'fraud_signal', 'company', 'shipment', 'offer'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Most entries one CSV export carries (the newest); a longer period is exported in parts, by dates. */
export const AUDIT_EXPORT_LIMIT = 10_000;
