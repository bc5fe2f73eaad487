import { displayName } from '@portal/domain/common/enum';
import { MESSAGES } from '@portal/domain/common/messages';
import { balanceDue } from '@portal/domain/invoices/balance-due';
import { isInvoiceLocked, isShipmentReadyForInvoice } from '@portal/domain/invoices/invoice-entry';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { EntityType } from '@portal/domain/common/entity-type';
import {
  mayTakePayerAction,
  payerActionConflictMessage,
  payerActionOpen,
  type PayerAction,
  type PayerDisputeBody,
  type PayerPaymentBody,
} from '@portal/domain/third-party-invoices/payer-actions';
import type {
  ThirdPartyActionAnswer,
  ThirdPartyCounts,
  ThirdPartyCountsQuery,
  ThirdPartyInvoice,
  ThirdPartyInvoiceDetail,
  ThirdPartyList,
  ThirdPartyListQuery,
  ThirdPartyUpdateAnswer,
  ThirdPartyUpdateBody,
} from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import type { AuditAction } from '@portal/domain/audit/audit-actions';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/problem';
import { dollars, dollarsOrNull } from '../../lib/money';
import type { Db } from '../../db/db';
import { insertNote } from '../../db/note-rows';
import { actorOf, recordAudit } from '../audit/record-audit';
import { findDocuments, findRequiredDocuments } from '../documents/documents.service';
import { requiredDocumentCounts, type RequiredDocumentCount } from '../documents/required-documents';
import { invoiceCharges } from '../invoices/invoice-charges.service';
import { calendarRange, DEFAULT_TIME_ZONE } from '../../lib/calendar-dates';
import { notDeliveredProblem, saveInvoiceEntry } from '../invoices/invoice-entry.service';
import { companyRef, lane, shipmentStatusName } from '../invoices/invoice-format';
import * as repo from './third-party-invoices.repository';
import { THIRD_PARTY_INVOICE_MESSAGES } from '@portal/domain/third-party-invoices/third-party-invoice-messages';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';

function statusOf(code: number) {
  return { status: code, description: displayName(PAYABLES_INVOICE_STATUSES, code) ?? `Status ${code}` };
}

/** A dispute stays open while the invoice is still Received: approving or voiding it resolves it. */
function isDisputeOpen(row: Pick<repo.ThirdPartyInvoiceRow, 'disputed_at' | 'status'>): boolean {
  return row.disputed_at !== null && row.status === PayablesInvoiceStatus.Received;
}

function toDto(row: repo.ThirdPartyInvoiceRow, counts: RequiredDocumentCount | undefined): ThirdPartyInvoice {
  return {
    id: row.id,
    invoiceId: row.id,
    invoiceNumber: row.invoice_number,
    status: statusOf(row.status),
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    shipmentStatus: shipmentStatusName(row.shipment_status),
    thirdPartPayerBillingSettingsId: row.billing_settings_id,
    externalInvoiceNumber: row.external_invoice_number,
    externalInvoiceAmount: dollarsOrNull(row.external_invoice_amount_cents),
    carrierName: row.carrier_name,
    carrierLogoURL: row.carrier_logo_file_id ? `/portal/api/documents/${row.carrier_logo_file_id}/file` : null,
    customerName: row.customer_name,
    dueDateTimeStamp: row.due_date,
    createDateTimeStamp: row.created_at.toISOString(),
    invoiceDate: row.invoice_date,
    loadDate: row.load_date,
    invoiceAmount: dollars(row.invoice_amount_cents),
    feeAndBalance: dollars(row.fee_and_balance_cents),
    balance: dollars(balanceDue(row.invoice_amount_cents, row.fee_and_balance_cents)),
    total: dollars(row.invoice_amount_cents),
    lane: lane(row),
    factoringCompany: companyRef(row.factoring_company_id, row.factoring_company_name),
    isAuditable: row.is_auditable,
    actionRequired: row.action_required,
    payerCompanyId: row.payer_company_id,
    dispute:
      row.disputed_at && row.dispute_reason
        ? { reason: row.dispute_reason, disputedAt: row.disputed_at.toISOString(), disputedBy: row.disputed_by_name, open: isDisputeOpen(row) }
        : null,
    approvedAt: row.approved_at?.toISOString() ?? null,
    payment: row.payment_reference && row.paid_on ? { reference: row.payment_reference, paidOn: row.paid_on } : null,
    numberOfRequiredDocuments: counts?.required ?? 0,
    numberOfUploadedRequiredDocuments: counts?.uploaded ?? 0,
  };
}

function panelFilter(query: ThirdPartyCountsQuery): repo.ThirdPartyFilter {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    onlyAuditable: query.isAuditable,
    search: query.query || undefined,
    invoiceDate: calendarRange(query.invoiceDateStart, query.invoiceDateEnd, timeZone, { start: 'invoiceDateStart', end: 'invoiceDateEnd' }),
    loadDate: calendarRange(query.loadDateStart, query.loadDateEnd, timeZone, { start: 'loadDateStart', end: 'loadDateEnd' }),
  };
}

export async function listThirdPartyInvoices(db: Db, caller: Caller, query: ThirdPartyListQuery): Promise<ThirdPartyList> {
  const filter: repo.ThirdPartyFilter = { ...panelFilter(query), statuses: query.status, actionRequired: query.actionRequired };
  const { rows, totalCount } = await repo.listThirdPartyInvoices(db, caller, filter, query);
  const counts = await requiredDocumentCounts(db, 'thirdParty', rows.map((r) => ({ invoiceId: r.id, shipmentId: r.shipment_id })));
  return { data: rows.map((row) => toDto(row, counts.get(row.id))), totalCount };
}

/** The sidebar counts under the same filter panel: Action Required, Draft, Received, Settled, All. */
export async function thirdPartyStatusCounts(db: Db, caller: Caller, query: ThirdPartyCountsQuery): Promise<ThirdPartyCounts> {
  return repo.countThirdPartyViews(db, caller, panelFilter(query));
}

async function requireInvoice(db: Db, caller: Caller, invoiceNumber: string): Promise<repo.ThirdPartyInvoiceRow> {
  const row = await repo.findThirdPartyInvoiceByNumber(db, caller, invoiceNumber);
  if (!row) throw notFound('Third-party invoice');
  return row;
}

export async function getThirdPartyInvoice(db: Db, caller: Caller, invoiceNumber: string): Promise<ThirdPartyInvoiceDetail> {
  const row = await requireInvoice(db, caller, invoiceNumber);
  const [counts, charges] = await Promise.all([
    requiredDocumentCounts(db, 'thirdParty', [{ invoiceId: row.id, shipmentId: row.shipment_id }]),
    invoiceCharges(db, { thirdPartyInvoiceId: row.id }),
  ]);
  return {
    ...toDto(row, counts.get(row.id)),
    ...charges,
    hasBillingSettings: row.billing_settings_id !== null && row.billing_settings_active === true,
    billingSettingsName: row.billing_settings_name,
    isLocked: isInvoiceLocked(row.status),
    isShipmentDelivered: isShipmentReadyForInvoice(row.shipment_status),
  };
}

/** The Add Invoice section: the invoice-entry rules of invoice-entry.service.ts, for the payer and the carrier alike. */
export async function updateThirdPartyInvoice(db: Db, caller: Caller, invoiceNumber: string, body: ThirdPartyUpdateBody): Promise<ThirdPartyUpdateAnswer> {
  const invoice = await requireInvoice(db, caller, invoiceNumber);
  const submission = await saveInvoiceEntry(db, caller, invoice, body, {
    documents: { thirdPartyInvoiceId: invoice.id },
    save: (change, submit) => repo.saveThirdPartyEntry(db, invoice.id, change, submit),
    reload: () => requireInvoice(db, caller, invoiceNumber),
  });
  return { data: await getThirdPartyInvoice(db, caller, invoiceNumber), ...answerMessage(MESSAGES.invoiceUpdated), submission };
}

export async function thirdPartyDocuments(db: Db, caller: Caller, invoiceNumber: string) {
  const invoice = await requireInvoice(db, caller, invoiceNumber);
  return findDocuments(db, caller, { thirdPartyInvoiceId: invoice.id });
}

export async function thirdPartyRequiredDocuments(db: Db, caller: Caller, invoiceNumber: string) {
  const invoice = await requireInvoice(db, caller, invoiceNumber);
  return findRequiredDocuments(db, caller, { thirdPartyInvoiceId: invoice.id });
}

/** Brokerage moves: Draft -> Received (delivered only) or Voided; Received -> Settled or Voided; Settled -> Paid in Full. */
const MOVES: Readonly<Record<number, readonly number[]>> = {
  [PayablesInvoiceStatus.Draft]: [PayablesInvoiceStatus.Received, PayablesInvoiceStatus.Voided],
  [PayablesInvoiceStatus.Received]: [PayablesInvoiceStatus.Settled, PayablesInvoiceStatus.Voided],
  [PayablesInvoiceStatus.Settled]: [PayablesInvoiceStatus.PaidInFull],
};

export async function moveThirdPartyInvoice(db: Db, caller: Caller, invoiceNumber: string, to: number, audit: AuditContext): Promise<ThirdPartyInvoiceDetail> {
  const invoice = await requireInvoice(db, caller, invoiceNumber);
  const name = (code: number) => displayName(PAYABLES_INVOICE_STATUSES, code) ?? `status ${code}`;
  const refuse = (message: CodedMessage) => conflict(message, 'status');
  if (!(MOVES[invoice.status] ?? []).includes(to)) throw refuse(THIRD_PARTY_INVOICE_MESSAGES.cannotMove({ invoiceNumber: invoice.invoice_number, from: name(invoice.status), to: name(to) }));
  if (to === PayablesInvoiceStatus.Received && !isShipmentReadyForInvoice(invoice.shipment_status)) throw notDeliveredProblem();
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await repo.moveThirdPartyStatus(trx, invoice.id, invoice.status, to))) return false;
    const details = { invoiceId: invoice.id, from: name(invoice.status), to: name(to) };
    await recordAudit(trx, { action: 'invoice.status_changed', actor: actorOf(caller), target: thirdPartyTarget(invoice), context: audit, details });
    return true;
  });
  if (!moved) throw refuse(THIRD_PARTY_INVOICE_MESSAGES.changedWhileMoving({ invoiceNumber: invoice.invoice_number }));
  return getThirdPartyInvoice(db, caller, invoiceNumber);
}

// ---- the payer's approve, dispute and pay ----------------------------------------------------

/**
 * Who may write: the invoice must be visible to the caller (else 404, as for reading), the caller
 * a user of its payer company with the action's role (else 403), and the invoice in a state that
 * allows the action (else 409).
 */
async function requirePayerAction(db: Db, caller: Caller, invoiceNumber: string, action: PayerAction): Promise<repo.ThirdPartyInvoiceRow> {
  const invoice = await requireInvoice(db, caller, invoiceNumber);
  if (!mayTakePayerAction(caller, { payerCompanyId: invoice.payer_company_id }, action)) throw forbidden(MESSAGES.notAuthorized);
  const state = { status: invoice.status, disputeOpen: isDisputeOpen(invoice) };
  if (!payerActionOpen(state, action)) throw conflict(payerActionConflictMessage(state, action, statusOf(invoice.status).description));
  return invoice;
}

/**
 * The brokerage's internal history of the invoice: a read-only note only its staff read (not open
 * to the portal), read with the invoice's other notes and written in the same transaction as the
 * change it records.
 */
async function historyNote(db: Db, caller: Caller, invoice: repo.ThirdPartyInvoiceRow, content: string): Promise<void> {
  await insertNote(db, {
    entityType: EntityType.THIRD_PARTY,
    entityId: invoice.id,
    entityDescription: `Third-party invoice ${invoice.invoice_number}`,
    entityLink: `/third-party-payer-invoices/${encodeURIComponent(invoice.invoice_number)}/preview`,
    content,
    html: null,
    json: null,
    allowPortalAccess: false,
    isReadonly: true,
    originatingApplication: 'CarrierPortal',
    creatorUserId: caller.userId,
    companyId: caller.companyId,
  });
}

const thirdPartyTarget = (invoice: repo.ThirdPartyInvoiceRow) => ({ type: 'third_party_invoice' as const, id: invoice.invoice_number });

/** The payer action's audit entry: what it was, from where, and what it said. */
interface PayerActionAudit {
  action: AuditAction;
  context: AuditContext;
  details: Record<string, unknown>;
}

const who = (caller: Caller) => `${`${caller.firstName} ${caller.lastName}`.trim() || caller.email} (${caller.companyName})`;

/** Runs the state change, its history note and its audit entry together; a lost race (the invoice moved meanwhile) is a 409. */
async function recordPayerAction(
  db: Db,
  caller: Caller,
  invoice: repo.ThirdPartyInvoiceRow,
  change: (trx: Db) => Promise<boolean>,
  note: string,
  message: CodedMessage,
  audit: PayerActionAudit,
): Promise<ThirdPartyActionAnswer> {
  const done = await db.transaction().execute(async (trx) => {
    if (!(await change(trx))) return false;
    await historyNote(trx, caller, invoice, note);
    const details = { invoiceId: invoice.id, payerCompanyId: invoice.payer_company_id, ...audit.details };
    await recordAudit(trx, { action: audit.action, actor: actorOf(caller), target: thirdPartyTarget(invoice), context: audit.context, details });
    return true;
  });
  if (!done) throw conflict(THIRD_PARTY_INVOICE_MESSAGES.changedWhileUpdating({ invoiceNumber: invoice.invoice_number }));
  return { data: await getThirdPartyInvoice(db, caller, invoice.invoice_number), ...answerMessage(message) };
}

export async function approveThirdPartyInvoice(db: Db, caller: Caller, invoiceNumber: string, context: AuditContext): Promise<ThirdPartyActionAnswer> {
  const invoice = await requirePayerAction(db, caller, invoiceNumber, 'approve');
  const resolves = isDisputeOpen(invoice) ? ' The dispute is resolved.' : '';
  return recordPayerAction(
    db,
    caller,
    invoice,
    (trx) => repo.approveThirdPartyInvoice(trx, invoice.id, caller.userId),
    `Invoice ${invoice.invoice_number} approved by ${who(caller)}: Received -> Settled.${resolves}`,
    THIRD_PARTY_INVOICE_MESSAGES.approved({ number: invoice.invoice_number }),
    { action: 'invoice.approved', context, details: { from: 'Received', to: 'Settled', resolvedDispute: resolves !== '' } },
  );
}

export async function disputeThirdPartyInvoice(db: Db, caller: Caller, invoiceNumber: string, body: PayerDisputeBody, context: AuditContext): Promise<ThirdPartyActionAnswer> {
  const invoice = await requirePayerAction(db, caller, invoiceNumber, 'dispute');
  const reason = body.reason.trim();
  return recordPayerAction(
    db,
    caller,
    invoice,
    (trx) => repo.disputeThirdPartyInvoice(trx, invoice.id, caller.userId, reason),
    `Invoice ${invoice.invoice_number} disputed by ${who(caller)}: ${reason}`,
    THIRD_PARTY_INVOICE_MESSAGES.disputed({ number: invoice.invoice_number }),
    { action: 'invoice.disputed', context, details: { reason } },
  );
}

export async function payThirdPartyInvoice(db: Db, caller: Caller, invoiceNumber: string, body: PayerPaymentBody, context: AuditContext): Promise<ThirdPartyActionAnswer> {
  const invoice = await requirePayerAction(db, caller, invoiceNumber, 'pay');
  const payment = { reference: body.paymentReference.trim(), paidOn: body.paidOn.trim() };
  return recordPayerAction(
    db,
    caller,
    invoice,
    (trx) => repo.payThirdPartyInvoice(trx, invoice.id, caller.userId, payment),
    `Invoice ${invoice.invoice_number} paid by ${who(caller)}: Settled -> Paid in Full, reference ${payment.reference}, paid on ${payment.paidOn}.`,
    THIRD_PARTY_INVOICE_MESSAGES.paidInFull({ number: invoice.invoice_number }),
    { action: 'invoice.paid', context, details: { from: 'Settled', to: 'Paid in Full', amount: dollars(invoice.invoice_amount_cents), ...payment } },
  );
}
