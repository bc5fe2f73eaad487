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

/** How people name the roles (the stored names are codes such as BillTo and AP). */
const ROLE_LABELS: Record<string, string> = {
  Admin: msg('Admin'),
  BillTo: msg('Bill-to'),
  BillingInquiry: msg('Billing Inquiry'),
  AP: msg('Accounts Payable'),
  AR: msg('Accounts Receivable'),
  Driver: msg('Driver'),
};

/** The role's label for people, or the role's own name when it is one the company typed in. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
