import { EntityType } from '@portal/domain/common/entity-type';
import { approvalRefusalMessage } from '@portal/domain/back-office/back-office-rules';
import { MESSAGES } from '@portal/domain/common/messages';
import { displayName } from '@portal/domain/common/enum';
import type { ApInvoice, ApInvoiceDetail, ApInvoiceList, ApInvoiceListQuery, ApInvoiceUpdateAnswer, ApInvoiceUpdateBody, InvoiceDocumentList } from '@portal/domain/invoices/ap-invoice-schemas';
import { isInvoiceLocked, isShipmentReadyForInvoice } from '@portal/domain/invoices/invoice-entry';
import { PAYABLES_INVOICE_CHIP_COLOR, PAYABLES_INVOICE_STATUSES, type PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../lib/problem';
import { dollars, dollarsOrNull } from '../../lib/money';
import type { Db } from '../../db/db';
import { actorOf, recordAudit } from '../audit/record-audit';
import { findDocuments, findRequiredDocuments } from '../documents/documents.service';
import { requiredDocumentCounts, type RequiredDocumentCount } from '../documents/required-documents';
import { listNotes } from '../notes/notes.service';
import * as repo from './ap-invoices.repository';
import { invoiceCharges } from './invoice-charges.service';
import { accountingWindow, DEFAULT_TIME_ZONE, windowInstants } from '../../lib/calendar-dates';
import { saveInvoiceEntry } from './invoice-entry.service';
import { recordEntryHistory, recordInvoiceApproved } from './invoice-history.service';
import { payeeChangeView } from './payee-change-view';
import { refreshPayPrediction } from '../pay-timeline/pay-prediction.service';
import { listPayeeChanges } from './payee-changes.repository';
import { companyRef, invoiceStatusValue, lane, paymentTypeValue, shipmentStatusName } from './invoice-format';
import { iso } from '@portal/domain/common/iso';
import { INVOICE_MESSAGES } from '@portal/domain/invoices/invoice-messages';
import { answerMessage } from '@portal/domain/common/message-codes';

function toDto(row: repo.ApInvoiceRow, counts: RequiredDocumentCount | undefined): ApInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    status: invoiceStatusValue(row.status),
    chipColor: PAYABLES_INVOICE_CHIP_COLOR[row.status as PayablesInvoiceStatus] ?? 'default',
    externalInvoiceNumber: row.external_invoice_number,
    externalInvoiceAmount: dollarsOrNull(row.external_invoice_amount_cents),
    invoiceAmount: dollars(row.invoice_amount_cents),
    lane: lane(row),
    deliveredAt: iso(row.delivered_at),
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    remitTo: companyRef(row.remit_to_company_id, row.remit_to_name),
    carrier: { id: row.carrier_id, name: row.carrier_name },
    numberOfRequiredDocuments: counts?.required ?? 0,
    numberOfUploadedRequiredDocuments: counts?.uploaded ?? 0,
    predictedPayOn: row.predicted_pay_on,
  };
}

export async function listApInvoices(db: Db, caller: Caller, query: ApInvoiceListQuery): Promise<ApInvoiceList> {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const window = accountingWindow(query.dateKind, { startDate: query.startDate, endDate: query.endDate }, timeZone);
  const filter: repo.ApInvoiceFilter = {
    bucket: query.status,
    quickFilter: query.quickFilter,
    search: query.searchTerm || undefined,
    window: window ? { ...window, ...windowInstants(window, timeZone) } : undefined,
    predictedPay: { sort: query.sort, from: query.predictedPayFrom, to: query.predictedPayTo },
  };
  const { rows, totalCount } = await repo.listApInvoices(db, caller, filter, query);
  const counts = await requiredDocumentCounts(db, 'ap', rows.map((r) => ({ invoiceId: r.id, shipmentId: r.shipment_id })));
  return { data: rows.map((row) => toDto(row, counts.get(row.id))), totalCount };
}

/** The invoice, or 404 for a missing invoice and for another company's (never told apart). */
async function requireInvoice(db: Db, caller: Caller, id: number): Promise<repo.ApInvoiceRow> {
  const row = await repo.findApInvoiceById(db, caller, id);
  if (!row) throw notFound('Invoice');
  return row;
}

async function detail(db: Db, caller: Caller, row: repo.ApInvoiceRow): Promise<ApInvoiceDetail> {
  const [counts, charges, payment, payeeChanges] = await Promise.all([
    requiredDocumentCounts(db, 'ap', [{ invoiceId: row.id, shipmentId: row.shipment_id }]),
    invoiceCharges(db, { apInvoiceId: row.id }),
    row.payment_id === null ? Promise.resolve(undefined) : repo.findPaymentOfInvoice(db, row.payment_id),
    listPayeeChanges(db, { id: row.id, carrierId: row.carrier_id }),
  ]);
  return {
    ...toDto(row, counts.get(row.id)),
    shipmentStatus: { value: row.shipment_status, displayName: shipmentStatusName(row.shipment_status) },
    feeAmount: dollars(row.fee_cents),
    balanceDue: dollars(row.invoice_amount_cents - row.fee_cents - row.quick_pay_fee_cents),
    paidAmount: dollars(row.paid_amount_cents),
    receivedAt: iso(row.received_at),
    settledAt: iso(row.settled_at),
    paidAt: iso(row.paid_at),
    payment: payment
      ? { checkNumber: payment.check_number, paymentDate: payment.payment_date, paymentType: paymentTypeValue(payment.payment_type), amount: dollars(payment.amount_cents) }
      : null,
    ...charges,
    isLocked: isInvoiceLocked(row.status),
    isShipmentDelivered: isShipmentReadyForInvoice(row.shipment_status),
    ...payeeChangeView(payeeChanges, caller),
  };
}

/** The invoice's row for another area (its pay speed): 404 exactly as the invoice's own routes answer. */
export function visibleApInvoice(db: Db, caller: Caller, id: number): Promise<repo.ApInvoiceRow> {
  return requireInvoice(db, caller, id);
}

export async function getApInvoice(db: Db, caller: Caller, id: number): Promise<ApInvoiceDetail> {
  return detail(db, caller, await requireInvoice(db, caller, id));
}

export async function getApInvoiceByNumber(db: Db, caller: Caller, invoiceNumber: string): Promise<ApInvoiceDetail> {
  const row = await repo.findApInvoiceByNumber(db, caller, invoiceNumber);
  if (!row) throw notFound('Invoice');
  return detail(db, caller, row);
}

/**
 * Saves the carrier's invoice number and amount and submits a Draft (the invoice-entry rules of
 * invoice-entry.service.ts). Only the carrier (or the brokerage) edits; a factoring company reads
 * the invoice but gets 403.
 */
export async function updateApInvoice(db: Db, caller: Caller, id: number, body: ApInvoiceUpdateBody): Promise<ApInvoiceUpdateAnswer> {
  if (body.invoiceId !== undefined && body.invoiceId !== id) {
    throw badRequest(INVOICE_MESSAGES.invoiceIdMismatch, { invoiceId: [INVOICE_MESSAGES.invoiceIdMismatchField] });
  }
  const invoice = await requireInvoice(db, caller, id);
  if (!caller.isBrokerage && invoice.carrier_id !== caller.companyId) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
  const submission = await saveInvoiceEntry(db, caller, invoice, body, {
    documents: { apInvoiceId: id },
    save: (change, submit) =>
      db.transaction().execute(async (trx) => {
        const saved = await repo.saveApInvoiceEntry(trx, id, change, submit);
        if (saved) await recordEntryHistory(trx, caller.userId, invoice, change, submit);
        if (saved && submit) await refreshPayPrediction(trx, id);
        return saved;
      }),
    reload: () => requireInvoice(db, caller, id),
  });
  return { data: await getApInvoice(db, caller, id), ...answerMessage(MESSAGES.invoiceUpdated), submission };
}

export async function apInvoiceDocuments(db: Db, caller: Caller, id: number): Promise<InvoiceDocumentList> {
  const invoice = await requireInvoice(db, caller, id);
  const found = await findDocuments(db, caller, { apInvoiceId: invoice.id });
  const required = new Set([...(await findRequiredDocuments(db, caller, { apInvoiceId: invoice.id })).data.flatMap((r) => r.documentIds)]);
  return {
    data: found.data.map((d) => ({
      id: d.id,
      name: d.name,
      type: d.type,
      fileType: d.fileType,
      entityType: d.entityType,
      entityId: d.entityId,
      entityDescription: d.entityDescription,
      extension: d.extension,
      fileURL: d.fileURL,
      required: required.has(d.id),
    })),
    totalCount: found.totalCount,
  };
}

export async function apInvoiceRequiredDocuments(db: Db, caller: Caller, id: number) {
  const invoice = await requireInvoice(db, caller, id);
  return findRequiredDocuments(db, caller, { apInvoiceId: invoice.id });
}

export async function apInvoiceNotes(db: Db, caller: Caller, id: number) {
  const invoice = await requireInvoice(db, caller, id);
  return listNotes(db, caller, EntityType.AP_INVOICE, invoice.id);
}

/** Brokerage AP or Admin: Received -> Settled, recording who approved it (the payment's four eyes) and writing it to the audit log. */
export async function settleApInvoice(db: Db, caller: Caller, id: number, audit: AuditContext): Promise<ApInvoiceDetail> {
  const refusal = approvalRefusalMessage({ id: caller.userId, roles: caller.roles, isBrokerage: caller.isBrokerage });
  if (refusal) throw forbidden(refusal);
  const invoice = await requireInvoice(db, caller, id);
  const settled = await db.transaction().execute(async (trx) => {
    if (!(await repo.settleApInvoice(trx, id, caller.userId))) return false;
    await recordInvoiceApproved(trx, caller.userId, id);
    await refreshPayPrediction(trx, id);
    await recordAudit(trx, {
      action: 'invoice.settled',
      actor: actorOf(caller),
      target: { type: 'ap_invoice', id: invoice.invoice_number },
      context: audit,
      details: { invoiceId: id, carrier: { id: invoice.carrier_id, name: invoice.carrier_name }, amount: dollars(invoice.invoice_amount_cents), from: 'Received', to: 'Settled' },
    });
    return true;
  });
  if (!settled) {
    const current = await requireInvoice(db, caller, id);
    const name = displayName(PAYABLES_INVOICE_STATUSES, current.status) ?? `status ${current.status}`;
    throw conflict(INVOICE_MESSAGES.onlyReceivedSettles({ invoiceNumber: invoice.invoice_number, status: name }), 'status');
  }
  return getApInvoice(db, caller, id);
}

/** For a payment (brokerage only, no visibility): the invoices a check pays, locked for the rest of the transaction. */
export function lockInvoicesForPayment(trx: Db, ids: readonly number[]) {
  return repo.lockApInvoicesForPayment(trx, ids);
}

/** Settled -> Paid in Full with the paid amount (invoice amount minus deductions and the quick pay fee); answers how many moved. */
export function markInvoicesPaid(trx: Db, paymentId: number, ids: readonly number[]): Promise<number> {
  return repo.markApInvoicesPaid(trx, paymentId, ids);
}
