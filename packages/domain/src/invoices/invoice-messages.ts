import { defineMessages } from '../common/message-codes';
import { NOT_A_FACTORING_COMPANY } from './ap-invoice-schemas';
import {
  NO_PENDING_PAYEE_CHANGE,
  PAYEE_CHANGE_ADMINS_ONLY,
  PAYEE_CHANGE_AWAITS,
  PAYEE_CHANGE_CANCEL_REFUSED,
  PAYEE_CHANGE_CANCELLED,
  PAYEE_CHANGE_LINK_INVALID,
  PAYEE_CHANGE_OWN_REQUEST,
  PAYEE_CHANGED,
} from './payee-change';

/** What the server tells a person entering, settling or re-paying a carrier's invoice (common/message-codes.ts). */
export const INVOICE_MESSAGES = defineMessages('invoice', {
  /** `status`: the name of the invoice's payables status. */
  locked: 'Invoice {{invoiceNumber}} is {{status}} and can no longer be changed',
  invoiceIdMismatch: 'invoiceId does not match the invoice of the path',
  invoiceIdMismatchField: 'Must be the id of the invoice being updated',
  onlyReceivedSettles: 'Only a Received invoice can be settled; invoice {{invoiceNumber}} is {{status}}',
  remitToUpdated: 'Remit To updated for invoice {{invoiceNumber}}',
  notAFactoringCompany: NOT_A_FACTORING_COMPANY,
  payeeChangeAdminsOnly: PAYEE_CHANGE_ADMINS_ONLY,
  payeeChangeOwnRequest: PAYEE_CHANGE_OWN_REQUEST,
  payeeChangeCancelRefused: PAYEE_CHANGE_CANCEL_REFUSED,
  payeeChangeLinkInvalid: PAYEE_CHANGE_LINK_INVALID,
  payeeChangeAwaitsAdmin: PAYEE_CHANGE_AWAITS.Admin,
  payeeChangeAwaitsCompanyEmail: PAYEE_CHANGE_AWAITS.CompanyEmail,
  payeeChangeAwaitsBrokerage: PAYEE_CHANGE_AWAITS.Brokerage,
  payeeChanged: PAYEE_CHANGED,
  payeeChangeCancelled: PAYEE_CHANGE_CANCELLED,
  noPendingPayeeChange: NO_PENDING_PAYEE_CHANGE,
});
