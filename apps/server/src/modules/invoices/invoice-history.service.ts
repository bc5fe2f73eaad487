import { formatUsd } from '@portal/domain/common/money';
import type { HistoryPage } from '@portal/domain/common/history-schemas';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { NewInvoiceHistory } from '../../db/database';
import type { Db } from '../../db/db';
import { historyEntry } from '../../db/history-page';
import type { Paging } from '../../db/paged-list';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { findApInvoiceByNumber } from './ap-invoices.repository';
import type { InvoiceEntryChange } from './invoice-entry.service';
import { findInvoiceHistoryPage, insertInvoiceHistory } from './invoice-history.repository';

/** What an invoice's history says happened; values are stored as people read them. */
export const InvoiceAction = {
  Updated: 'Updated',
  Submitted: 'Submitted',
  Approved: 'Approved',
  PaymentScheduled: 'PaymentScheduled',
  Paid: 'Paid',
} as const;

const amountText = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : formatUsd(cents));

/** The invoice as it was before an entry was saved. */
export interface EntryBefore {
  id: number;
  status: number;
  external_invoice_number: string | null;
  external_invoice_amount_cents: number | null;
}

/** One Updated row per entry field whose value changed, and Submitted when the save moved a Draft to Received. */
export function entryHistoryRows(userId: number, before: EntryBefore, change: InvoiceEntryChange, submitted: boolean, at = new Date()): NewInvoiceHistory[] {
  const row = (action: string, field: string, oldValue: string | null, newValue: string | null): NewInvoiceHistory => ({
    ap_invoice_id: before.id,
    user_id: userId,
    action,
    field,
    old_value: oldValue,
    new_value: newValue,
    created_at: at,
  });
  const rows: NewInvoiceHistory[] = [];
  if (change.externalInvoiceNumber !== undefined && (change.externalInvoiceNumber ?? null) !== before.external_invoice_number) {
    rows.push(row(InvoiceAction.Updated, 'Carrier invoice number', before.external_invoice_number, change.externalInvoiceNumber ?? null));
  }
  if (change.externalInvoiceAmountCents !== undefined && (change.externalInvoiceAmountCents ?? null) !== before.external_invoice_amount_cents) {
    rows.push(row(InvoiceAction.Updated, 'Carrier invoice amount', amountText(before.external_invoice_amount_cents), amountText(change.externalInvoiceAmountCents)));
  }
  if (submitted && before.status === PayablesInvoiceStatus.Draft) rows.push(row(InvoiceAction.Submitted, 'Status', 'Draft', 'Received'));
  return rows;
}

/** Writes an entry's rows in the transaction of the save. */
export function recordEntryHistory(trx: Db, userId: number, before: EntryBefore, change: InvoiceEntryChange, submitted: boolean): Promise<void> {
  return insertInvoiceHistory(trx, entryHistoryRows(userId, before, change, submitted));
}

/** Received -> Settled, by its approver, in the settle's transaction. */
export function recordInvoiceApproved(trx: Db, userId: number, invoiceId: number): Promise<void> {
  return insertInvoiceHistory(trx, [{ ap_invoice_id: invoiceId, user_id: userId, action: InvoiceAction.Approved, field: 'Status', old_value: 'Received', new_value: 'Settled' }]);
}

/** The check that pays each invoice, then Settled -> Paid in Full, in the payment's transaction. */
export function recordInvoicesPaid(trx: Db, userId: number, invoiceIds: readonly number[], payment: { checkNumber: string }): Promise<void> {
  return insertInvoiceHistory(
    trx,
    invoiceIds.flatMap((id) => [
      { ap_invoice_id: id, user_id: userId, action: InvoiceAction.PaymentScheduled, field: 'Check number', old_value: null, new_value: payment.checkNumber },
      { ap_invoice_id: id, user_id: userId, action: InvoiceAction.Paid, field: 'Status', old_value: 'Settled', new_value: 'Paid in Full' },
    ]),
  );
}

/** The history of an invoice the caller may read (its carrier, its factoring company, the brokerage); 404 otherwise. */
export async function invoiceHistory(db: Db, caller: Caller, invoiceNumber: string, paging: Paging): Promise<HistoryPage> {
  const invoice = await findApInvoiceByNumber(db, caller, invoiceNumber);
  if (!invoice) throw notFound('Invoice');
  const page = await findInvoiceHistoryPage(db, invoice.id, paging);
  return { data: page.rows.map(historyEntry), totalCount: page.totalCount };
}
