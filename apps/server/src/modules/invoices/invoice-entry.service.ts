import type { CodedMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { displayName } from '@portal/domain/common/enum';
import { amountToCents, InvoiceEntrySchema, invoiceEntryText, isInvoiceLocked, isShipmentReadyForInvoice, type InvoiceEntryBody } from '@portal/domain/invoices/invoice-entry';
import type { Submission } from '@portal/domain/invoices/invoice-shared-schemas';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { Caller } from '../../lib/caller';
import { fieldErrors, HttpProblem, invalidFields } from '../../lib/problem';
import { zodIssueMessage } from '../../lib/validation-codes';
import { findRequiredDocuments } from '../documents/documents.service';
import type { Db } from '../../db/db';
import { INVOICE_MESSAGES } from '@portal/domain/invoices/invoice-messages';

/**
 * The carrier's invoice entry (Add Invoice), one rule for AP and third-party invoices: the
 * invoice-entry rules, nothing saved on a locked invoice, and a Draft submitted (Draft -> Received)
 * once its shipment is delivered and its required documents are all uploaded. Before delivery the
 * entry is saved and the Draft waits (docs/decisions/0283-an-invoice-is-saved-before-delivery-only-its-submission-waits.md).
 */

/** What to write: the named fields only (an emptied field clears the stored value). */
export interface InvoiceEntryChange {
  externalInvoiceNumber?: string | null;
  externalInvoiceAmountCents?: number | null;
}

/**
 * The entry of an update body. The route's body schema already applied the rules; a body that
 * skipped it still gets the same 400 problem naming the fields.
 */
export function readInvoiceEntry(body: InvoiceEntryBody): InvoiceEntryChange {
  const parsed = InvoiceEntrySchema.safeParse(invoiceEntryText(body));
  if (!parsed.success) {
    const errors: Record<string, CodedMessage[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'request')] ??= []).push(zodIssueMessage(issue));
    throw invalidFields(errors);
  }
  const change: InvoiceEntryChange = {};
  if (body.externalInvoiceNumber !== undefined) change.externalInvoiceNumber = parsed.data.externalInvoiceNumber === '' ? null : parsed.data.externalInvoiceNumber;
  if (body.externalInvoiceAmount !== undefined) change.externalInvoiceAmountCents = amountToCents(parsed.data.externalInvoiceAmount) ?? null;
  return change;
}

export function lockedProblem(invoiceNumber: string, status: number): HttpProblem {
  const name = displayName(PAYABLES_INVOICE_STATUSES, status) ?? `status ${status}`;
  const message = INVOICE_MESSAGES.locked({ invoiceNumber, status: name });
  return new HttpProblem(409, 'Invoice Locked', message, fieldErrors({ status: [message] }));
}

export function notDeliveredProblem(): HttpProblem {
  return new HttpProblem(409, 'Shipment Not Delivered', MESSAGES.shipmentMustBeDelivered, fieldErrors({ shipmentStatus: [MESSAGES.shipmentMustBeDelivered] }));
}

/** Why a delivered Draft cannot go to Received yet: the required documents still missing. */
function missingDocumentsReason(missing: string[]): string {
  return `Saved as Draft: upload the required documents to submit the invoice (missing: ${missing.join(', ')})`;
}

/** Why a Draft stays a Draft after this save: the shipment not delivered yet, else the documents still missing; null when it can go. */
function draftReason(shipmentDelivered: boolean, missing: string[]): string | null {
  if (!shipmentDelivered) return MESSAGES.shipmentMustBeDelivered.text;
  return missing.length > 0 ? missingDocumentsReason(missing) : null;
}

/** The invoice being entered, as its area reads it. */
export interface EntryInvoice {
  invoice_number: string;
  status: number;
  shipment_status: number;
}

export interface EntryStore {
  /** Whose required documents decide the submission. */
  documents: { apInvoiceId: number } | { thirdPartyInvoiceId: number };
  /** Saves the entry (and submits a Draft when asked); false when the invoice was no longer open. */
  save: (change: InvoiceEntryChange, submit: boolean) => Promise<boolean>;
  /** The invoice as it is now, to name its status when a concurrent change locked it. */
  reload: () => Promise<EntryInvoice>;
}

/**
 * Saves the entry on an invoice the caller may edit: Settled, Paid in Full and Voided invoices are
 * locked (409). A Draft whose shipment is delivered and whose required documents are all uploaded
 * moves to Received; otherwise it is saved as a Draft and the answer says why it waits (the
 * shipment not delivered yet, or the missing documents).
 */
export async function saveInvoiceEntry(db: Db, caller: Caller, invoice: EntryInvoice, body: InvoiceEntryBody, store: EntryStore): Promise<Submission> {
  const change = readInvoiceEntry(body);
  if (isInvoiceLocked(invoice.status)) throw lockedProblem(invoice.invoice_number, invoice.status);

  const submission: Submission = { submitted: false, reason: null, missingDocuments: [] };
  if (invoice.status === PayablesInvoiceStatus.Draft) {
    const required = await findRequiredDocuments(db, caller, store.documents);
    submission.missingDocuments = required.data.filter((r) => !r.isUploaded).map((r) => r.description);
    submission.reason = draftReason(isShipmentReadyForInvoice(invoice.shipment_status), submission.missingDocuments);
    submission.submitted = submission.reason === null;
  }
  if (!(await store.save(change, submission.submitted))) {
    const now = await store.reload();
    throw lockedProblem(now.invoice_number, now.status);
  }
  return submission;
}
