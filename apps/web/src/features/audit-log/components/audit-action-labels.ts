import { isAuditAction, type AuditAction } from '@portal/domain/audit/audit-actions';
import type { AuditEvent } from '@portal/domain/audit/audit-event-schemas';
import type { TFunction } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';

/** Each action in words, as the Activity page and its filter say it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': msg('Signed in'),
  'auth.sign_in_failed': msg('Sign-in failed'),
  'auth.sign_out': msg('Signed out'),
  'auth.password_changed': msg('Password changed'),
  'auth.email_changed': msg('Sign-in e-mail address changed'),
  'auth.two_factor_enabled': msg('Two-factor sign-in turned on'),
  'auth.two_factor_disabled': msg('Two-factor sign-in turned off'),
  'api_key.created': msg('API key created'),
  'user.invited': msg('User invited to the portal'),
  'user.permissions_changed': msg('Roles or permissions changed'),
  'user.disabled': msg('Portal access removed'),
  'access_request.approved': msg('Access request approved'),
  'access_request.rejected': msg('Access request declined'),
  'driver.deactivated': msg('Driver deactivated'),
  'driver.reactivated': msg('Driver reactivated'),
  'invoice.payee_changed': msg('Invoice payee changed'),
  'invoice.settled': msg('Invoice approved for payment'),
  'invoice.pay_speed_changed': msg('Invoice pay speed changed'),
  'quick_pay_fees.version_added': msg('Quick pay fee table version added'),
  'notice_of_assignment.filed': msg('Notice of assignment filed'),
  'notice_of_assignment.release_filed': msg('Release of a notice of assignment filed'),
  'notice_of_assignment.decided': msg('Notice of assignment decided'),
  'invoice.approved': msg('Invoice approved by the payer'),
  'invoice.disputed': msg('Invoice disputed'),
  'invoice.paid': msg('Invoice paid'),
  'invoice.status_changed': msg('Invoice status changed'),
  'payment.scheduled': msg('Payment scheduled'),
  'api_key.rotated': msg('API key rotated'),
  'api_key.revoked': msg('API key revoked'),
  'auth.session_ended': msg('Session signed out from the profile'),
  'auth.email_change_requested': msg('New sign-in e-mail address asked for'),
  'invoice.payee_change_requested': msg('Invoice payee change asked for'),
  'invoice.payee_change_cancelled': msg('Invoice payee change cancelled'),
  'auth.passkey_added': msg('Passkey added'),
  'auth.passkey_removed': msg('Passkey removed'),
  'user.picture_changed': msg('Profile picture changed'),
  'user.picture_removed': msg('Profile picture removed'),
  'fraud_signal.acknowledged': msg('Fraud signal acknowledged'),
  'driver.confirmed_for_load': msg('Driver confirmed name and truck for a load'),
  'compliance.minimums_changed': msg('Insurance minimums changed'),
  'compliance.certificate_uploaded': msg('Insurance certificate uploaded'),
  'offer.made': msg('Offer made on a load'),
  'offer.countered': msg('Offer countered'),
  'offer.accepted': msg('Offer accepted'),
  'offer.declined': msg('Offer declined'),
  'offer.confirmed': msg('Offer confirmed and load booked'),
  'signature.taken': msg('Signature taken at a stop'),
  'share_link.created': msg('Share link made for a load'),
  'share_link.revoked': msg('Share link revoked'),
  'stop_arrivals.settings_changed': msg('Recording of noticed arrivals changed'),
  'detention.terms_changed': msg('Detention free time and rates changed'),
  'detention.submitted': msg('Detention request submitted'),
  'detention.discarded': msg('Detention draft discarded'),
};

/** The action in words; an action this version does not know yet stays as written. */
export function actionText(action: string, t: TFunction): string {
  return isAuditAction(action) ? t(AUDIT_ACTION_LABELS[action]) : action;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** What the entry acted on, in words: the user, driver, invoice or check it names. */
export function targetText(event: Pick<AuditEvent, 'targetType' | 'targetId' | 'details'>, t: TFunction): string {
  const id = event.targetId ?? '';
  const name = text(event.details.name) ?? text(event.details.email) ?? `#${id}`;
  switch (event.targetType) {
    case 'user':
      return t('User {{name}}', { name });
    case 'access_request':
      return t('Access request of {{name}}', { name });
    case 'driver':
      return t('Driver {{name}}', { name });
    case 'ap_invoice':
    case 'third_party_invoice':
      return t('Invoice {{number}}', { number: id });
    case 'payment':
      return t('Check {{number}}', { number: id });
    case 'api_key':
      return t('API key {{name}}', { name });
    case 'session':
      // A session's id means nothing to a reader; its start is enough to tell two apart.
      return t('Session {{id}}', { id: id.slice(0, 8) });
    default:
      return id || '—';
  }
}
