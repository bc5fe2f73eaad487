import { EntityType } from '@portal/domain/common/entity-type';
import { INVOICE_UPDATED, NOT_AUTHORIZED, SHIPMENT_MUST_BE_DELIVERED } from '@portal/domain/common/messages';
import { displayName } from '@portal/domain/common/enum';
import { chargeLineTotal } from '@portal/domain/invoices/balance-due';
import { isInvoiceLocked, isShipmentReadyForInvoice } from '@portal/domain/invoices/invoice-entry';
import { PAYABLES_INVOICE_CHIP_COLOR, PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { PAYMENT_TYPES } from '@portal/domain/payments/payment-type';
import type { Caller } from '../../lib/caller';
import { badRequest, HttpProblem, notFound } from '../../lib/problem';
import { findDocuments, findRequiredDocuments } from '../documents/documents.service';
import { listNotes } from '../notes/notes.service';
import type { ApInvoiceDetailDto, ApInvoiceDto, ApInvoiceListQuery, ApInvoiceUpdateBody } from './ap-invoice-schemas';
import * as repo from './ap-invoices.repository';
import { accountingWindow, DEFAULT_TIME_ZONE, windowInstants } from './invoice-dates';
import { readInvoiceEntry, toEntryChange } from './invoice-entry-input';
import { dollars, dollarsOrNull } from '../../lib/money';
import { companyRef, invoiceStatusValue, isoOrNull, lane, shipmentStatusName, type ChargeDto } from './invoice-format';
import { requiredDocumentCounts, type RequiredDocumentCount } from '../documents/required-documents';
import type { Db } from '../../db/db';

function toDto(row: repo.ApInvoiceRow, counts: RequiredDocumentCount | undefined): ApInvoiceDto {
  const status = row.status as PayablesInvoiceStatus;
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    status: invoiceStatusValue(row.status),
    chipColor: PAYABLES_INVOICE_CHIP_COLOR[status] ?? 'default',
    externalInvoiceNumber: row.external_invoice_number,
    externalInvoiceAmount: dollarsOrNull(row.external_invoice_amount_cents),
    invoiceAmount: dollars(row.invoice_amount_cents),
    lane: lane(row),
    deliveredAt: isoOrNull(row.delivered_at),
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    remitTo: companyRef(row.remit_to_company_id, row.remit_to_name),
    numberOfRequiredDocuments: counts?.required ?? 0,
    numberOfUploadedRequiredDocuments: counts?.uploaded ?? 0,
  };
}

export function toChargeDto(charge: { description: string; charge_type_name: string; rate_cents: number; units: number | string }): ChargeDto & { totalCents: number } {
  const totalCents = chargeLineTotal(charge.rate_cents, charge.units);
  return {
    description: charge.description,
    chargeTypeName: charge.charge_type_name,
    rate: dollars(charge.rate_cents),
    units: Number(charge.units),
    total: dollars(totalCents),
    totalCents,
  };
}

export async function listApInvoices(db: Db, caller: Caller, query: ApInvoiceListQuery): Promise<{ data: ApInvoiceDto[]; totalCount: number }> {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const window = accountingWindow(query.dateKind, { startDate: query.startDate, endDate: query.endDate }, timeZone);
  const filter: repo.ApInvoiceFilter = {
    bucket: query.status,
    quickFilter: query.quickFilter,
    search: query.searchTerm || undefined,
    window: window ? { ...window, ...windowInstants(window, timeZone) } : undefined,
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

async function detail(db: Db, row: repo.ApInvoiceRow): Promise<ApInvoiceDetailDto> {
  const [counts, charges, payment] = await Promise.all([
    requiredDocumentCounts(db, 'ap', [{ invoiceId: row.id, shipmentId: row.shipment_id }]),
    repo.findApInvoiceCharges(db, row.id),
    row.payment_id === null ? Promise.resolve(undefined) : repo.findPaymentOfInvoice(db, row.payment_id),
  ]);
  const lines = charges.map(toChargeDto);
  return {
    ...toDto(row, counts.get(row.id)),
    carrier: { id: row.carrier_id, name: row.carrier_name },
    shipmentStatus: { value: row.shipment_status, displayName: shipmentStatusName(row.shipment_status) },
    feeAmount: dollars(row.fee_cents),
    balanceDue: dollars(row.invoice_amount_cents - row.fee_cents),
    paidAmount: dollars(row.paid_amount_cents),
    receivedAt: isoOrNull(row.received_at),
    settledAt: isoOrNull(row.settled_at),
    paidAt: isoOrNull(row.paid_at),
    payment: payment
      ? {
          checkNumber: payment.check_number,
          paymentDate: payment.payment_date,
          paymentType: { value: payment.payment_type, displayName: displayName(PAYMENT_TYPES, payment.payment_type) ?? `Type ${payment.payment_type}` },
          amount: dollars(payment.amount_cents),
        }
      : null,
    charges: lines.map(({ totalCents: _cents, ...line }) => line),
    chargesTotal: dollars(lines.reduce((sum, line) => sum + line.totalCents, 0)),
    isLocked: isInvoiceLocked(row.status),
    isShipmentDelivered: isShipmentReadyForInvoice(row.shipment_status),
  };
}

export async function getApInvoice(db: Db, caller: Caller, id: number): Promise<ApInvoiceDetailDto> {
  return detail(db, await requireInvoice(db, caller, id));
}

export async function getApInvoiceByNumber(db: Db, caller: Caller, invoiceNumber: string): Promise<ApInvoiceDetailDto> {
  const row = await repo.findApInvoiceByNumber(db, caller, invoiceNumber);
  if (!row) throw notFound('Invoice');
  return detail(db, row);
}

export function lockedProblem(invoiceNumber: string, status: number): HttpProblem {
  const name = displayName(PAYABLES_INVOICE_STATUSES, status) ?? `status ${status}`;
  const message = `Invoice ${invoiceNumber} is ${name} and can no longer be changed`;
  return new HttpProblem(409, 'Invoice Locked', message, { errors: { status: [message] } });
}

export function notDeliveredProblem(): HttpProblem {
  return new HttpProblem(409, 'Shipment Not Delivered', SHIPMENT_MUST_BE_DELIVERED, { errors: { shipmentStatus: [SHIPMENT_MUST_BE_DELIVERED] } });
}

export interface Submission {
  submitted: boolean;
  reason: string | null;
  missingDocuments: string[];
}

/** Why a delivered Draft cannot go to Received yet: the required documents still missing. */
export function missingDocumentsReason(missing: string[]): string {
  return `Saved as Draft: upload the required documents to submit the invoice (missing: ${missing.join(', ')})`;
}

/**
 * Saves the carrier's invoice number and amount (the invoice-entry rules) and submits a Draft:
 * - Settled, Paid in Full and Voided invoices are locked (409);
 * - nothing is saved before the shipment is delivered (409, 'The shipment must be delivered...');
 * - a Draft whose required documents are all uploaded moves to Received; otherwise the entry is
 *   saved, the invoice stays Draft and the answer says which documents are missing.
 * Only the carrier (or the brokerage) edits; a factoring company reads the invoice but gets 403.
 */
export async function updateApInvoice(
  db: Db,
  caller: Caller,
  id: number,
  body: ApInvoiceUpdateBody,
): Promise<{ data: ApInvoiceDetailDto; message: string; submission: Submission }> {
  if (body.invoiceId !== undefined && body.invoiceId !== id) {
    throw badRequest('invoiceId does not match the invoice of the path', { invoiceId: ['Must be the id of the invoice being updated'] });
  }
  const entry = readInvoiceEntry(body);
  const invoice = await requireInvoice(db, caller, id);
  if (!caller.isBrokerage && invoice.carrier_id !== caller.companyId) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
  if (isInvoiceLocked(invoice.status)) throw lockedProblem(invoice.invoice_number, invoice.status);
  if (!isShipmentReadyForInvoice(invoice.shipment_status)) throw notDeliveredProblem();

  const submission: Submission = { submitted: false, reason: null, missingDocuments: [] };
  if (invoice.status === PayablesInvoiceStatus.Draft) {
    const required = await findRequiredDocuments(db, caller, { apInvoiceId: id });
    submission.missingDocuments = required.data.filter((r) => !r.isUploaded).map((r) => r.description);
    if (submission.missingDocuments.length > 0) submission.reason = missingDocumentsReason(submission.missingDocuments);
    else submission.submitted = true;
  }
  const saved = await repo.saveApInvoiceEntry(db, id, toEntryChange(entry), submission.submitted);
  if (!saved) {
    const now = await requireInvoice(db, caller, id);
    throw lockedProblem(now.invoice_number, now.status);
  }
  return { data: await getApInvoice(db, caller, id), message: INVOICE_UPDATED, submission };
}

export async function apInvoiceDocuments(db: Db, caller: Caller, id: number) {
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

/** Brokerage: Received -> Settled. */
export async function settleApInvoice(db: Db, caller: Caller, id: number): Promise<ApInvoiceDetailDto> {
  const invoice = await requireInvoice(db, caller, id);
  if (!(await repo.settleApInvoice(db, id))) {
    const current = await requireInvoice(db, caller, id);
    const name = displayName(PAYABLES_INVOICE_STATUSES, current.status) ?? `status ${current.status}`;
    const message = `Only a Received invoice can be settled; invoice ${invoice.invoice_number} is ${name}`;
    throw new HttpProblem(409, 'Conflict', message, { errors: { status: [message] } });
  }
  return getApInvoice(db, caller, id);
}
