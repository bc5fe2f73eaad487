import { defineMessages } from '../common/message-codes';

/** What the server tells brokerage staff paying carrier invoices with a check (common/message-codes.ts). */
export const PAYMENT_MESSAGES = defineMessages('payment', {
  checkExists: 'Check {{checkNumber}} already exists',
  /** `invoiceIds`: the ids not found, joined with ', '. */
  invoicesNotFound: 'Invoice {{invoiceIds}} was not found',
  /** `invoices`: each invoice not Settled as 'number (status)', joined with ', '. */
  onlySettled: 'Only Settled invoices can be paid: {{invoices}}',
  oneCarrier: 'One check pays the invoices of one carrier',
  onePayee: 'One check pays one remit-to party; these invoices are remitted to different companies',
});
