import { z } from 'zod';
import type { Role } from '../auth/permissions';
import { calendarDate } from '../invoices/invoice-query-schemas';
import { PayablesInvoiceStatus } from '../invoices/payables-invoice-status';
import type { CodedMessage } from '../common/message-codes';
import { THIRD_PARTY_INVOICE_MESSAGES } from './third-party-invoice-messages';

/**
 * What a third-party payer does with an invoice a carrier sent it: approve a Received invoice
 * (it becomes Settled), dispute a Received invoice with a reason (it stays Received and needs
 * action until it is approved or voided), and pay a Settled invoice (it becomes Paid in Full).
 * The server refuses and the portal hides an action by the same rules.
 */
export const PAYER_ACTIONS = ['approve', 'dispute', 'pay'] as const;
export type PayerAction = (typeof PAYER_ACTIONS)[number];

/** Approving and disputing are the bill-to's audit; paying moves money, so accounts payable or an admin. */
export const PAYER_ACTION_ROLES: Readonly<Record<PayerAction, readonly Role[]>> = {
  approve: ['BillTo', 'AP', 'Admin'],
  dispute: ['BillTo', 'AP', 'Admin'],
  pay: ['AP', 'Admin'],
};

export interface PayerActionSubject {
  companyId: number;
  roles: readonly string[];
}

export interface PayerActionInvoice {
  payerCompanyId: number;
  status: number;
  /** Disputed and not yet approved or voided. */
  disputeOpen: boolean;
}

/** Who may write: a user of the invoice's payer company holding one of the action's roles. */
export function mayTakePayerAction(user: PayerActionSubject | null | undefined, invoice: Pick<PayerActionInvoice, 'payerCompanyId'>, action: PayerAction): boolean {
  if (!user || user.companyId !== invoice.payerCompanyId) return false;
  return PAYER_ACTION_ROLES[action].some((role) => user.roles.includes(role));
}

/** Whether the invoice's state allows the action, whoever asks. */
export function payerActionOpen(invoice: Pick<PayerActionInvoice, 'status' | 'disputeOpen'>, action: PayerAction): boolean {
  switch (action) {
    case 'approve':
      return invoice.status === PayablesInvoiceStatus.Received;
    case 'dispute':
      return invoice.status === PayablesInvoiceStatus.Received && !invoice.disputeOpen;
    case 'pay':
      return invoice.status === PayablesInvoiceStatus.Settled;
  }
}

/** The actions this user can take on this invoice now, in the order the portal offers them. */
export function availablePayerActions(user: PayerActionSubject | null | undefined, invoice: PayerActionInvoice): PayerAction[] {
  return PAYER_ACTIONS.filter((action) => mayTakePayerAction(user, invoice, action) && payerActionOpen(invoice, action));
}

/** Why the state refuses an action, for the 409 answer. */
export function payerActionConflict(invoice: Pick<PayerActionInvoice, 'status' | 'disputeOpen'>, action: PayerAction, statusName: string): string {
  return payerActionConflictMessage(invoice, action, statusName).text;
}

/** The same, coded (third-party-invoice-messages.ts). */
export function payerActionConflictMessage(invoice: Pick<PayerActionInvoice, 'status' | 'disputeOpen'>, action: PayerAction, statusName: string): CodedMessage {
  if (action === 'dispute' && invoice.disputeOpen) return THIRD_PARTY_INVOICE_MESSAGES.alreadyDisputed;
  const refusal = { approve: THIRD_PARTY_INVOICE_MESSAGES.onlyReceivedApproved, dispute: THIRD_PARTY_INVOICE_MESSAGES.onlyReceivedDisputed, pay: THIRD_PARTY_INVOICE_MESSAGES.onlySettledPaid }[action];
  return refusal({ status: statusName });
}

export const DISPUTE_REASON_MAX = 1000;
export const PAYMENT_REFERENCE_MAX = 50;

export const payerDisputeBody = z.object({
  reason: z.string().trim().min(1, 'Enter the reason for the dispute').max(DISPUTE_REASON_MAX, `Keep the reason under ${DISPUTE_REASON_MAX} characters`),
});
export type PayerDisputeBody = z.input<typeof payerDisputeBody>;

export const payerPaymentBody = z.object({
  paymentReference: z
    .string()
    .trim()
    .min(1, 'Enter the payment reference')
    .max(PAYMENT_REFERENCE_MAX, `Keep the reference under ${PAYMENT_REFERENCE_MAX} characters`),
  paidOn: calendarDate,
});
export type PayerPaymentBody = z.input<typeof payerPaymentBody>;
