import { MESSAGES } from '@portal/domain/common/messages';
import type { ApInvoiceRemitToAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { answerMessage } from '@portal/domain/common/message-codes';
import { INVOICE_MESSAGES } from '@portal/domain/invoices/invoice-messages';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, HttpProblem, notFound } from '../../lib/problem';
import { payeeChangeRefusal } from '../notices-of-assignment/notices-of-assignment.service';
import { getFactoringCompanies } from '../scorecard/scorecard.service';
import { findApInvoiceById, type ApInvoiceRow } from './ap-invoices.repository';
import { getApInvoice } from './ap-invoices.service';
import { cancelPayeeChange, confirmPayeeChange, requestPayeeChange, setPayeeDirectly, type Payee, type PayeeChangeContext } from './payee-changes.service';

/** The invoice, or 404 for a missing invoice and for another company's (never told apart). */
async function requireInvoice(ctx: PayeeChangeContext, caller: Caller, id: number): Promise<ApInvoiceRow> {
  const invoice = await findApInvoiceById(ctx.db, caller, id);
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/**
 * Remit To: who the check for an invoice is cut to, a factoring company from the Carriers factoring
 * list or the carrier itself (null). The brokerage's staff set it at once; a carrier's admin asks,
 * and the change is held until a second person confirms it (202). A factoring company reading the
 * invoice and the carrier's other users get 403. Settled, Paid in Full and Voided invoices are
 * locked (409): the check is cut to the remit-to party of a Settled invoice.
 */
export async function setApInvoiceRemitTo(
  ctx: PayeeChangeContext,
  caller: Caller,
  id: number,
  remitToCompanyId: number | null,
  audit: AuditContext,
): Promise<ApInvoiceRemitToAnswer & { status: 200 | 202 }> {
  const invoice = await requireInvoice(ctx, caller, id);
  if (!caller.isBrokerage && invoice.carrier_id !== caller.companyId) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
  // An accepted notice of assignment holds the payee at the factor until its release is accepted.
  const assigned = await payeeChangeRefusal(ctx.db, invoice.carrier_id, remitToCompanyId);
  if (assigned) throw conflict(assigned, 'remitToCompanyId');
  let payee: Payee = null;
  if (remitToCompanyId !== null) {
    const factoring = await getFactoringCompanies(ctx.db);
    const chosen = factoring.data.find((f) => f.id === remitToCompanyId);
    if (!chosen) throw badRequest(INVOICE_MESSAGES.notAFactoringCompany, { remitToCompanyId: [INVOICE_MESSAGES.notAFactoringCompany] });
    payee = { id: chosen.id, name: chosen.name };
  }
  const outcome = caller.isBrokerage ? await setPayeeDirectly(ctx, caller, invoice, payee, audit) : await requestPayeeChange(ctx, caller, invoice, payee, audit);
  return { status: outcome.status, data: await getApInvoice(ctx.db, caller, id), ...answerMessage(outcome.message) };
}

/** POST .../payee-change/confirmation: the held change takes effect. */
export async function confirmApInvoicePayeeChange(ctx: PayeeChangeContext, caller: Caller, id: number, audit: AuditContext): Promise<ApInvoiceRemitToAnswer> {
  const invoice = await requireInvoice(ctx, caller, id);
  // A change asked before a notice of assignment was accepted does not take effect under it.
  const assigned = await payeeChangeRefusal(ctx.db, invoice.carrier_id, undefined);
  if (assigned) throw conflict(assigned, 'status');
  const message = await confirmPayeeChange(ctx, caller, invoice, audit);
  return { data: await getApInvoice(ctx.db, caller, id), ...answerMessage(message) };
}

/** POST .../payee-change/cancellation: the held change is withdrawn and the payee stays. */
export async function cancelApInvoicePayeeChange(ctx: PayeeChangeContext, caller: Caller, id: number, audit: AuditContext): Promise<ApInvoiceRemitToAnswer> {
  const message = await cancelPayeeChange(ctx, caller, await requireInvoice(ctx, caller, id), audit);
  return { data: await getApInvoice(ctx.db, caller, id), ...answerMessage(message) };
}
