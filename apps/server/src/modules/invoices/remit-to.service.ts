import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { NOT_A_FACTORING_COMPANY, remitToUpdated, type ApInvoiceRemitToAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { isInvoiceLocked } from '@portal/domain/invoices/invoice-entry';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { badRequest, HttpProblem, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
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
export async function setApInvoiceRemitTo(db: Db, caller: Caller, id: number, remitToCompanyId: number | null, audit: AuditContext): Promise<ApInvoiceRemitToAnswer> {
  const invoice = await findApInvoiceById(db, caller, id);
  if (!invoice) throw notFound('Invoice');
  if (!caller.isBrokerage && invoice.carrier_id !== caller.companyId) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
  let payee: { id: number; name: string } | null = null;
  if (remitToCompanyId !== null) {
    const factoring = await getFactoringCompanies(db);
    const chosen = factoring.data.find((f) => f.id === remitToCompanyId);
    if (!chosen) throw badRequest(NOT_A_FACTORING_COMPANY, { remitToCompanyId: [NOT_A_FACTORING_COMPANY] });
    payee = { id: chosen.id, name: chosen.name };
  }
  // Who a check is cut to is what fraud in this trade goes after: every change is in the audit log.
  const saved =
    !isInvoiceLocked(invoice.status) &&
    (await db.transaction().execute(async (trx) => {
      if (!(await saveApInvoiceRemitTo(trx, id, remitToCompanyId))) return false;
      if (invoice.remit_to_company_id !== remitToCompanyId) {
        await recordAudit(trx, {
          action: 'invoice.payee_changed',
          actor: actorOf(caller),
          target: { type: 'ap_invoice', id: invoice.invoice_number },
          context: audit,
          details: {
            invoiceId: id,
            from: invoice.remit_to_company_id === null ? null : { id: invoice.remit_to_company_id, name: invoice.remit_to_name },
            to: payee,
          },
        });
      }
      return true;
    }));
  if (!saved) {
    const now = (await findApInvoiceById(db, caller, id))!;
    throw lockedProblem(now.invoice_number, now.status);
  }
  return { data: await getApInvoice(db, caller, id), message: remitToUpdated(invoice.invoice_number) };
}
