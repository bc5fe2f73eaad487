import { ROLES } from '@portal/domain/auth/permissions';

/** The roles offered in the filter and the form; any other (normalised) name can be typed in the form. */
export const CONTACT_ROLES = ROLES.filter((role) => role !== 'Driver');

export const PERMISSION_LABELS: Record<string, string> = {
  CarrierPortal: 'Carrier portal',
  FactoringCompanyPortal: 'Factoring company portal',
  CarrierBillingSettings: 'Billing settings',
  Admin: 'Admin (manages contacts and access)',
};
