import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { NOT_A_FACTORING_COMPANY, remitToUpdated, type ApInvoiceRemitToAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { isInvoiceLocked } from '@portal/domain/invoices/invoice-entry';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, HttpProblem, notFound } from '../../lib/problem';
import { getFactoringCompanies } from '../scorecard/scorecard.service';
import { findApInvoiceById, saveApInvoiceRemitTo } from './ap-invoices.repository';
import { getApInvoice } from './ap-invoices.service';
import { lockedProblem } from './invoice-entry.service';

/**
 * The carrier names who is paid for an invoice: a factoring company from the Carriers factoring
 * list, or itself (null). Only the carrier (or the brokerage) chooses; a factoring company reading
 * the invoice gets 403. Settled, Paid in Full and Voided invoices are locked (409): the check is cut
 * to the remit-to party of a Settled invoice.
 */
export async function setApInvoiceRemitTo(db: Db, caller: Caller, id: number, remitToCompanyId: number | null): Promise<ApInvoiceRemitToAnswer> {
  const invoice = await findApInvoiceById(db, caller, id);
  if (!invoice) throw notFound('Invoice');
  if (!caller.isBrokerage && invoice.carrier_id !== caller.companyId) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
  if (remitToCompanyId !== null) {
    const factoring = await getFactoringCompanies(db);
    if (!factoring.data.some((f) => f.id === remitToCompanyId)) throw badRequest(NOT_A_FACTORING_COMPANY, { remitToCompanyId: [NOT_A_FACTORING_COMPANY] });
  }
  if (isInvoiceLocked(invoice.status) || !(await saveApInvoiceRemitTo(db, id, remitToCompanyId))) {
    const now = (await findApInvoiceById(db, caller, id))!;
    throw lockedProblem(now.invoice_number, now.status);
  }
  return { data: await getApInvoice(db, caller, id), message: remitToUpdated(invoice.invoice_number) };
}
