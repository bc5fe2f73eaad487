import { defineMessages } from '../common/message-codes';

/** What the server tells the brokerage and a payer working a third-party invoice (common/message-codes.ts). */
export const THIRD_PARTY_INVOICE_MESSAGES = defineMessages('thirdPartyInvoice', {
  /** `from` and `to`: payables status names. */
  cannotMove: 'Invoice {{invoiceNumber}} cannot move from {{from}} to {{to}}',
  changedWhileMoving: 'Invoice {{invoiceNumber}} changed while it was being moved; reload and try again',
  changedWhileUpdating: 'Invoice {{invoiceNumber}} changed while it was being updated; reload and try again',
  approved: 'Invoice {{number}} approved',
  disputed: 'Invoice {{number}} disputed',
  paidInFull: 'Invoice {{number}} paid in full',
  alreadyDisputed: 'This invoice is already disputed',
  /** `status`: the invoice's status description. */
  onlyReceivedApproved: 'Only a Received invoice can be approved; this one is {{status}}',
  onlyReceivedDisputed: 'Only a Received invoice can be disputed; this one is {{status}}',
  onlySettledPaid: 'Only a Settled invoice can be paid; this one is {{status}}',
});
