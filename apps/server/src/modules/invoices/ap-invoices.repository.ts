import { sql } from 'kysely';
import type { QuickFilter } from '@portal/domain/invoices/ap-invoice-schemas';
import { InvoiceFilterBucket, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../../lib/like-pattern';
import { AP_INVOICE_BUCKETS } from './invoices.repository';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleApInvoices } from '../../db/visibility/ap-invoice-visibility';
import { pagedList, type Paging } from '../../db/paged-list';
import { newestFirst } from '../../db/newest-first';
import type { InvoiceEntryChange } from './invoice-entry.service';
import { laneCityColumns } from '../../db/lane-columns';
import { byPredictedPay, predictedPayRange, type PredictedPayFilter } from '../../db/predicted-pay-sql';

/**
 * AP invoice reads and writes. Visibility and the accounting buckets are the ones behind the
 * accounting counts (invoices.repository.ts), so a list and its count always agree.
 */

/** The date a shipment is filed under: delivered, else its delivery window, else its pickup. */
const SHIPMENT_DATE = sql<Date>`coalesce(s.delivered_at, s.delivery_late, s.delivery_early, s.pickup_early)`;

/** What a search of carrier invoices looks in: our number, the shipment's, and the carrier's own. */
export const AP_INVOICE_SEARCH_COLUMNS = ['ap_invoices.invoice_number', 's.shipment_number', 'ap_invoices.external_invoice_number'] as const;

export interface ApInvoiceFilter {
  bucket: number;
  quickFilter?: QuickFilter;
  search?: string;
  /** Shipment date in [start, endExclusive), or invoice date in [startDate, endDate]. */
  window?: { start?: Date; endExclusive?: Date; startDate?: string; endDate?: string };
  predictedPay?: PredictedPayFilter;
}

function base(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('ap_invoices'), visibleApInvoices, caller).innerJoin('shipments as s', 's.id', 'ap_invoices.shipment_id');
}

type BaseQuery = ReturnType<typeof base>;

function applyFilter(q: BaseQuery, filter: ApInvoiceFilter): BaseQuery {
  switch (filter.bucket) {
    case InvoiceFilterBucket.Uninvoiced:
      q = q.where(AP_INVOICE_BUCKETS.uninvoiced);
      break;
    case InvoiceFilterBucket.Invoiced:
      q = q.where(AP_INVOICE_BUCKETS.invoiced);
      break;
    case InvoiceFilterBucket.Paid:
      q = q.where(AP_INVOICE_BUCKETS.paid);
      break;
    case InvoiceFilterBucket.Pending:
      q = q.where(AP_INVOICE_BUCKETS.pending);
      break;
    default:
      break;
  }
  switch (filter.quickFilter) {
    case 'Active':
      q = q.where('ap_invoices.status', 'in', [PayablesInvoiceStatus.Draft, PayablesInvoiceStatus.Received, PayablesInvoiceStatus.Settled]);
      break;
    case 'ActionRequired':
      q = q.where(AP_INVOICE_BUCKETS.uninvoiced);
      break;
    case 'InProcess':
      q = q.where(AP_INVOICE_BUCKETS.invoiced);
      break;
    case 'Paid':
      q = q.where('ap_invoices.status', '=', PayablesInvoiceStatus.PaidInFull);
      break;
    default:
      break;
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    q = q.where((eb) => eb.or(AP_INVOICE_SEARCH_COLUMNS.map((column) => eb(column, 'ilike', pattern))));
  }
  const predicted = filter.predictedPay && predictedPayRange(filter.predictedPay);
  if (predicted) q = q.where(predicted);
  const window = filter.window;
  if (window) {
    q = q.where((eb) => {
      const byShipment = [];
      if (window.start) byShipment.push(eb(SHIPMENT_DATE, '>=', window.start));
      if (window.endExclusive) byShipment.push(eb(SHIPMENT_DATE, '<', window.endExclusive));
      const byInvoice = [eb('ap_invoices.invoice_date', 'is not', null)];
      if (window.startDate) byInvoice.push(eb('ap_invoices.invoice_date', '>=', window.startDate));
      if (window.endDate) byInvoice.push(eb('ap_invoices.invoice_date', '<=', window.endDate));
      return eb.or([eb.and(byShipment), eb.and(byInvoice)]);
    });
  }
  return q;
}

function selectColumns(q: BaseQuery) {
  return q
    .leftJoin('companies as rt', 'rt.id', 'ap_invoices.remit_to_company_id')
    .innerJoin('companies as cr', 'cr.id', 'ap_invoices.carrier_id')
    .select([
      'ap_invoices.id',
      'ap_invoices.invoice_number',
      'ap_invoices.shipment_id',
      'ap_invoices.carrier_id',
      'ap_invoices.remit_to_company_id',
      'ap_invoices.status',
      'ap_invoices.external_invoice_number',
      'ap_invoices.external_invoice_amount_cents',
      'ap_invoices.invoice_amount_cents',
      'ap_invoices.fee_cents',
      'ap_invoices.quick_pay_fee_cents',
      'ap_invoices.pay_speed',
      'ap_invoices.paid_amount_cents',
      'ap_invoices.payment_id',
      'ap_invoices.invoice_date',
      'ap_invoices.due_date',
      'ap_invoices.received_at',
      'ap_invoices.settled_at',
      'ap_invoices.paid_at',
      'ap_invoices.updated_at',
      'ap_invoices.predicted_pay_on',
      's.shipment_number',
      's.status as shipment_status',
      ...laneCityColumns('s'),
      's.delivered_at',
      'rt.name as remit_to_name',
      'cr.name as carrier_name',
    ]);
}

export type ApInvoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectColumns>['executeTakeFirst']>>>;

export function listApInvoices(db: Db, caller: Caller, filter: ApInvoiceFilter, paging: Paging): Promise<{ rows: ApInvoiceRow[]; totalCount: number }> {
  const sort = filter.predictedPay?.sort;
  return pagedList(
    applyFilter(base(db, caller), filter),
    (query) => (sort ? byPredictedPay(selectColumns(query), sort) : newestFirst(selectColumns(query), SHIPMENT_DATE, 'ap_invoices.id')),
    paging,
  );
}

export function findApInvoiceById(db: Db, caller: Caller, id: number): Promise<ApInvoiceRow | undefined> {
  return selectColumns(base(db, caller)).where('ap_invoices.id', '=', id).executeTakeFirst();
}

export function findApInvoiceByNumber(db: Db, caller: Caller, invoiceNumber: string): Promise<ApInvoiceRow | undefined> {
  return selectColumns(base(db, caller)).where('ap_invoices.invoice_number', '=', invoiceNumber).executeTakeFirst();
}

export function findPaymentOfInvoice(db: Db, paymentId: number) {
  return db.selectFrom('payments').select(['id', 'check_number', 'payment_date', 'payment_type', 'amount_cents']).where('id', '=', paymentId).executeTakeFirst();
}

/**
 * Saves the carrier's invoice entry on an invoice still open for editing (Draft or Received) and,
 * with `submit`, moves a Draft to Received in the same statement. Answers false when the invoice
 * was no longer open (a concurrent settle), so the caller can answer 409 instead of overwriting.
 */
export async function saveApInvoiceEntry(db: Db, id: number, change: InvoiceEntryChange, submit: boolean): Promise<boolean> {
  const result = await db
    .updateTable('ap_invoices')
    .set((eb) => ({
      ...(change.externalInvoiceNumber !== undefined ? { external_invoice_number: change.externalInvoiceNumber } : {}),
      ...(change.externalInvoiceAmountCents !== undefined ? { external_invoice_amount_cents: change.externalInvoiceAmountCents } : {}),
      ...(submit
        ? {
            status: eb
              .case()
              .when('status', '=', PayablesInvoiceStatus.Draft)
              .then(PayablesInvoiceStatus.Received)
              .else(eb.ref('status'))
              .end(),
            received_at: eb
              .case()
              .when('status', '=', PayablesInvoiceStatus.Draft)
              .then(sql<Date>`now()`)
              .else(eb.ref('received_at'))
              .end(),
          }
        : {}),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('status', 'in', [PayablesInvoiceStatus.Draft, PayablesInvoiceStatus.Received])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Received -> Settled by the approving user; false when the invoice was not Received. */
export async function settleApInvoice(db: Db, id: number, settledByUserId: number): Promise<boolean> {
  const result = await db
    .updateTable('ap_invoices')
    .set({ status: PayablesInvoiceStatus.Settled, settled_at: sql<Date>`now()`, settled_by_user_id: settledByUserId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', PayablesInvoiceStatus.Received)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invoices to pay, locked for the rest of the transaction (no visibility: brokerage only). */
export function lockApInvoicesForPayment(trx: Db, ids: readonly number[]) {
  return trx
    .selectFrom('ap_invoices')
    .select(['id', 'invoice_number', 'status', 'carrier_id', 'remit_to_company_id', 'invoice_amount_cents', 'fee_cents', 'quick_pay_fee_cents', 'settled_by_user_id'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function markApInvoicesPaid(trx: Db, paymentId: number, ids: readonly number[]): Promise<number> {
  const result = await trx
    .updateTable('ap_invoices')
    .set({
      status: PayablesInvoiceStatus.PaidInFull,
      payment_id: paymentId,
      paid_amount_cents: sql<number>`invoice_amount_cents - fee_cents - quick_pay_fee_cents`,
      paid_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', 'in', [...ids])
    .where('status', '=', PayablesInvoiceStatus.Settled)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sets who is paid for an invoice, unless it was locked meanwhile (Settled, Paid in Full, Voided); false then. */
export async function saveApInvoiceRemitTo(db: Db, id: number, remitToCompanyId: number | null): Promise<boolean> {
  const result = await db
    .updateTable('ap_invoices')
    .set({ remit_to_company_id: remitToCompanyId })
    .where('id', '=', id)
    .where('status', '<', PayablesInvoiceStatus.Settled)
    .where('status', '!=', PayablesInvoiceStatus.Voided)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
