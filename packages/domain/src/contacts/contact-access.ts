import { canAccess, isAdmin, ROUTE_ACCESS, type AccessSubject, type RouteArea } from '../auth/access';
import type { Permission } from '../auth/permissions';
import type { CompanyKind } from '../common/company-kind';
import type { GrantablePermission } from './contact-schemas';

/**
 * Access levels: what a contact's permissions and roles open in the portal, read from the same
 * access table as the route guards, so the form shows exactly what the user will be let into.
 */
const LEVELS: readonly { label: string; area: RouteArea }[] = [
  { label: 'Dashboard and freight', area: 'dashboard' },
  { label: 'Load Board', area: 'availableFreight' },
  { label: 'Shipments', area: 'shipments' },
  { label: 'Accounting and payments', area: 'accounting' },
  { label: 'Third Party Payer Invoices', area: 'thirdPartyPayerInvoices' },
  { label: 'Fleet and locations', area: 'equipment' },
  { label: 'Contacts', area: 'contacts' },
];
export const MANAGE_ACCESS_LEVEL = 'Manage contacts and access';

export function accessLevelsOf(subject: AccessSubject): string[] {
  if (subject.permissions.length === 0) return [];
  const levels = LEVELS.filter((level) => canAccess(subject, ROUTE_ACCESS[level.area])).map((level) => level.label);
  return isAdmin(subject) ? [...levels, MANAGE_ACCESS_LEVEL] : levels;
}

/** The portals a company's contacts may be given: the company's own, billing settings for carriers, and Admin. */
export function grantablePermissionsFor(kind: CompanyKind): GrantablePermission[] {
  switch (kind) {
    case 'Carrier':
      return ['CarrierPortal', 'CarrierBillingSettings', 'Admin'];
    case 'FactoringCompany':
      return ['FactoringCompanyPortal', 'Admin'];
    case 'Customer':
      return ['CarrierPortal', 'Admin'];
    default:
      return [];
  }
}

/** The portal a company's new user signs in to when nothing else is chosen (an approved access request). */
export function defaultPermissionsFor(kind: CompanyKind): Permission[] {
  return grantablePermissionsFor(kind).filter((p) => p === 'CarrierPortal' || p === 'FactoringCompanyPortal');
}

export interface AdminSeat {
  contactId: number;
  /** An active portal user with the Admin role or permission. */
  isAdmin: boolean;
}

/**
 * The last-admin rule: a company keeps at least one active admin, so someone can always manage its
 * contacts and approve access. A change that takes the admin seat from the company's only admin
 * (delete, demotion, portal access removed) is refused; anyone else changes freely.
 * `adminAfter` is whether the contact is still an admin after the change (false for a delete).
 */
export function removesLastAdmin(seats: readonly AdminSeat[], contactId: number, adminAfter: boolean): boolean {
  const admins = seats.filter((seat) => seat.isAdmin);
  const wasAdmin = admins.some((seat) => seat.contactId === contactId);
  return wasAdmin && !adminAfter && admins.every((seat) => seat.contactId === contactId);
}

export const LAST_ADMIN_DELETE = "This contact is the company's last admin and cannot be deleted. Make another contact an admin first.";
export const LAST_ADMIN_DEMOTE = "This contact is the company's last admin and must keep admin access. Make another contact an admin first.";
