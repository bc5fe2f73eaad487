import { ROLES } from '@portal/domain/auth/permissions';
import { msg } from '../../../i18n/msg';

/** The roles offered in the filter and the form; any other (normalised) name can be typed in the form. */
export const CONTACT_ROLES = ROLES.filter((role) => role !== 'Driver');

export const PERMISSION_LABELS: Record<string, string> = {
  CarrierPortal: msg('Carrier portal'),
  FactoringCompanyPortal: msg('Factoring company portal'),
  CarrierBillingSettings: msg('Billing settings'),
  Admin: msg('Admin (manages contacts and access)'),
};
