import { defineMessages } from '../common/message-codes';

/** Why brokerage staff may not approve or pay carrier invoices (common/message-codes.ts). */
export const BACK_OFFICE_CODED = defineMessages('backOffice', {
  notBrokerage: 'Only the brokerage staff can work on carrier invoices',
  approveRole: 'Approving an invoice needs the AP or Admin role',
  payRole: 'Scheduling a payment needs the Admin role',
  ownApprovalOne: 'You approved invoice {{invoiceNumber}}; another Admin must schedule its payment',
  ownApprovalMany: 'You approved invoices {{invoiceNumbers}}; another Admin must schedule their payment',
});
