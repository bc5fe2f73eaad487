import { isAdmin } from '../auth/access';
import type { Role } from '../auth/permissions';

/**
 * Who an invoice is paid to is what payment-diversion fraud goes after, so a carrier's change of
 * payee is held until a second person confirms it. These are the rules both the server and the
 * invoice page read.
 */
export const PAYEE_CHANGE_STATUSES = ['Pending', 'Confirmed', 'Cancelled', 'Expired'] as const;
export type PayeeChangeStatus = (typeof PAYEE_CHANGE_STATUSES)[number];

/**
 * Who confirms a held change: another admin of the company; when the requester is its only admin,
 * whoever reads the company's registered e-mail address (a link); when it has none, the brokerage's
 * payables staff.
 */
export const PAYEE_CHANGE_CONFIRMERS = ['Admin', 'CompanyEmail', 'Brokerage'] as const;
export type PayeeChangeConfirmer = (typeof PAYEE_CHANGE_CONFIRMERS)[number];

/** A held change lapses after two days: long enough for a second person, short enough to be remembered. */
export const PAYEE_CHANGE_TTL_HOURS = 48;

/** The brokerage's staff who run payables: they may set a payee directly and confirm a held change. */
const PAYABLES_ROLES: readonly Role[] = ['AP', 'Admin'];

export interface PayeeChangeUser {
  userId: number;
  companyId: number;
  roles: readonly string[];
  permissions: readonly string[];
  isBrokerage: boolean;
}

export interface HeldPayeeChange {
  carrierId: number;
  requestedByUserId: number;
}

export function isBrokeragePayables(user: Pick<PayeeChangeUser, 'roles' | 'isBrokerage'>): boolean {
  return user.isBrokerage && PAYABLES_ROLES.some((role) => user.roles.includes(role));
}

/** Only the carrier's admins ask for a change; the brokerage sets a payee directly instead. */
export function mayAskPayeeChange(user: PayeeChangeUser, carrierId: number): boolean {
  return !user.isBrokerage && user.companyId === carrierId && isAdmin(user);
}

/** Another admin of the carrier (never whoever asked), or the brokerage's payables staff. */
export function mayConfirmPayeeChange(user: PayeeChangeUser, change: HeldPayeeChange): boolean {
  if (isBrokeragePayables(user)) return true;
  return user.companyId === change.carrierId && isAdmin(user) && user.userId !== change.requestedByUserId;
}

/** Whoever asked, any admin of the carrier, or the brokerage's payables staff: cancelling moves no money. */
export function mayCancelPayeeChange(user: PayeeChangeUser, change: HeldPayeeChange): boolean {
  if (isBrokeragePayables(user) || user.userId === change.requestedByUserId) return true;
  return user.companyId === change.carrierId && isAdmin(user);
}

/**
 * Who may call the payee-change routes at all: the brokerage's staff and the carriers' admins. The
 * route refuses everyone else before asking them to prove who they are.
 */
export function mayChangePayees(user: Pick<PayeeChangeUser, 'roles' | 'permissions' | 'isBrokerage'>): boolean {
  return user.isBrokerage || (isAdmin(user) && user.permissions.includes('CarrierPortal'));
}

/**
 * What the server answers about payee changes, with Spanish in the web's messages catalogue. Plain
 * sentences (the page already names the invoice), so any screen translates them by lookup and they
 * stay out of the first page's shared messages.
 */
export const PAYEE_CHANGE_ADMINS_ONLY = 'Only an admin of your company can change who an invoice is paid to';
export const PAYEE_CHANGE_OWN_REQUEST = 'You asked for this change; another admin of your company must confirm it';
export const PAYEE_CHANGE_CANCEL_REFUSED = 'Only an admin of the company or whoever asked can cancel this change';
export const PAYEE_CHANGE_LINK_INVALID = 'This payee change link is invalid, was already used or has expired';
export const PAYEE_CHANGE_AWAITS: Readonly<Record<PayeeChangeConfirmer, string>> = {
  Admin: 'The payee change waits for another admin of your company to confirm it',
  CompanyEmail: "The payee change waits for confirmation from the link e-mailed to your company's registered address",
  Brokerage: "The payee change waits for the brokerage's payables staff to confirm it",
};
export const PAYEE_CHANGED = 'The payee of the invoice was changed';
export const PAYEE_CHANGE_CANCELLED = 'The payee change was cancelled';
export const NO_PENDING_PAYEE_CHANGE = 'No payee change waits for confirmation on this invoice';
