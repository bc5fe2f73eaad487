import { defineMessages } from '../common/message-codes';

/** What the pay speed routes answer and refuse (common/message-codes.ts). */
export const PAY_SPEED_MESSAGES = defineMessages('paySpeed', {
  quickChosen: 'Invoice {{invoiceNumber}} will be paid by quick pay within 2 business days of approval, for a fee of {{fee}}',
  standardChosen: 'Invoice {{invoiceNumber}} will be paid on standard terms, without a fee',
  onlyCarrier: "Only the invoice's carrier chooses its pay speed",
  approved: 'Invoice {{invoiceNumber}} is {{status}}: the pay speed can only change until the proof of delivery is approved',
  noticeActive: 'Quick pay is not available while a notice of assignment routes your payments to {{factoringCompany}}',
  noFeeTable: 'No quick pay fee table is in force yet: ask the brokerage',
  versionExists: 'A fee table version taking effect on {{effectiveOn}} exists already',
  pastEffectiveDay: 'A new fee table version takes effect today or later, so fees already charged stay as they were',
  staffOnly: "Only the brokerage's payables staff (AP or Admin) change the fee table",
  versionAdded: 'Quick pay fees from {{effectiveOn}} saved',
});
