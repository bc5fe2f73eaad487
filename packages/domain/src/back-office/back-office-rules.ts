import type { Role } from '../auth/permissions';
import type { CodedMessage } from '../common/message-codes';
import { BACK_OFFICE_CODED } from './back-office-messages';

/**
 * Who may move a carrier's invoice towards its money in the brokerage's back office. Every user of
 * the brokerage carries the Admin permission (it opens the portal to them), so these rules read the
 * roles only: AP or Admin approves (settles) a Received invoice; only Admin schedules a payment, and
 * never a payment of an invoice the same person approved, so two people see every dollar go out.
 */
export interface BackOfficeUser {
  id: number;
  roles: readonly string[];
  isBrokerage?: boolean;
}

/** An invoice as the payment rule needs it: who approved it, if anyone recorded it. */
export interface ApprovedInvoice {
  invoiceNumber: string;
  settledByUserId: number | null;
}

const APPROVER_ROLES: readonly Role[] = ['AP', 'Admin'];
const PAYER_ROLES: readonly Role[] = ['Admin'];

/** The refusals' coded messages (back-office-messages.ts): what the server sends. */
export function ownApprovalMessage(invoiceNumbers: readonly string[]): CodedMessage {
  return invoiceNumbers.length === 1 ? BACK_OFFICE_CODED.ownApprovalOne({ invoiceNumber: invoiceNumbers[0]! }) : BACK_OFFICE_CODED.ownApprovalMany({ invoiceNumbers: invoiceNumbers.join(', ') });
}

export const BACK_OFFICE_MESSAGES = {
  notBrokerage: BACK_OFFICE_CODED.notBrokerage.text,
  approveRole: BACK_OFFICE_CODED.approveRole.text,
  payRole: BACK_OFFICE_CODED.payRole.text,
  ownApproval: (invoiceNumbers: readonly string[]) => ownApprovalMessage(invoiceNumbers).text,
} as const;

const hasRole = (user: BackOfficeUser, roles: readonly Role[]) => roles.some((role) => user.roles.includes(role));

/** Why the user may not approve invoices, or null when they may. */
export function approvalRefusal(user: BackOfficeUser): string | null {
  return approvalRefusalMessage(user)?.text ?? null;
}

export function approvalRefusalMessage(user: BackOfficeUser): CodedMessage | null {
  if (user.isBrokerage !== true) return BACK_OFFICE_CODED.notBrokerage;
  return hasRole(user, APPROVER_ROLES) ? null : BACK_OFFICE_CODED.approveRole;
}

/** Why the user may not schedule payments at all (role), or null when they may. */
export function paymentRoleRefusal(user: BackOfficeUser): string | null {
  return paymentRoleRefusalMessage(user)?.text ?? null;
}

export function paymentRoleRefusalMessage(user: BackOfficeUser): CodedMessage | null {
  if (user.isBrokerage !== true) return BACK_OFFICE_CODED.notBrokerage;
  return hasRole(user, PAYER_ROLES) ? null : BACK_OFFICE_CODED.payRole;
}

/** The invoices among `invoices` this user approved themselves (they may not pay these). */
export function ownApprovals<T extends ApprovedInvoice>(user: Pick<BackOfficeUser, 'id'>, invoices: readonly T[]): T[] {
  return invoices.filter((invoice) => invoice.settledByUserId === user.id);
}

/** Why the user may not pay these invoices with one check, or null when they may. */
export function paymentRefusal(user: BackOfficeUser, invoices: readonly ApprovedInvoice[]): string | null {
  return paymentRefusalMessage(user, invoices)?.text ?? null;
}

export function paymentRefusalMessage(user: BackOfficeUser, invoices: readonly ApprovedInvoice[]): CodedMessage | null {
  const byRole = paymentRoleRefusalMessage(user);
  if (byRole) return byRole;
  const own = ownApprovals(user, invoices);
  return own.length > 0 ? ownApprovalMessage(own.map((i) => i.invoiceNumber)) : null;
}
