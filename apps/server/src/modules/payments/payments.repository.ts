import { sql } from 'kysely';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { anyRow } from '../../db/any-row';
import { visiblePayments } from '../../db/visibility/payment-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { pagedList, type Paging } from '../../db/paged-list';
import { laneCityColumns } from '../../db/lane-columns';

function visiblePaymentsQuery(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('payments'), visiblePayments, caller);
}

/** A check's summary: its payee and carrier, and how many invoices it paid. */
function withSummaryColumns(query: ReturnType<typeof visiblePaymentsQuery>) {
  return query
    .innerJoin('companies as pt', 'pt.id', 'payments.paid_to_company_id')
    .innerJoin('companies as cr', 'cr.id', 'payments.carrier_id')
    .select((eb) => [
      'payments.id',
      'payments.check_number',
      'payments.payment_date',
      'payments.payment_type',
      'payments.amount_cents',
      'payments.carrier_id',
      'payments.paid_to_company_id',
      'pt.name as paid_to_name',
      'cr.name as carrier_name',
      eb
        .selectFrom('ap_invoices')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('ap_invoices.payment_id', '=', 'payments.id')
        .as('invoice_count'),
    ]);
}

export type PaymentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['executeTakeFirst']>>>;

/** One page of the checks paid in a calendar range, newest first, and the count of all of them. */
export function listPayments(db: Db, caller: Caller, range: { startDate: string; endDate: string }, paging: Paging): Promise<{ rows: PaymentRow[]; totalCount: number }> {
  const inRange = visiblePaymentsQuery(db, caller)
    .where('payments.payment_date', '>=', range.startDate)
    .where('payments.payment_date', '<=', range.endDate);
  return pagedList(inRange, (query) => withSummaryColumns(query).orderBy('payments.payment_date', 'desc').orderBy('payments.id', 'desc'), paging);
}

export function findPaymentByCheckNumber(db: Db, caller: Caller, checkNumber: string): Promise<PaymentRow | undefined> {
  return withSummaryColumns(visiblePaymentsQuery(db, caller)).where('payments.check_number', '=', checkNumber).executeTakeFirst();
}

function selectPaidInvoices(db: Db, paymentId: number) {
  return db
    .selectFrom('ap_invoices')
    .innerJoin('shipments as s', 's.id', 'ap_invoices.shipment_id')
    .select([
      'ap_invoices.id',
      'ap_invoices.invoice_number',
      'ap_invoices.shipment_id',
      'ap_invoices.external_invoice_number',
      'ap_invoices.invoice_date',
      'ap_invoices.invoice_amount_cents',
      'ap_invoices.fee_cents',
      'ap_invoices.quick_pay_fee_cents',
      'ap_invoices.paid_amount_cents',
      's.shipment_number',
      ...laneCityColumns('s'),
    ])
    .where('ap_invoices.payment_id', '=', paymentId);
}

export type PaidInvoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPaidInvoices>['executeTakeFirst']>>>;

/** The invoices a check paid, by invoice number; all of them without a page. */
export function findPaidInvoices(db: Db, paymentId: number, page?: { limit: number; offset: number }): Promise<PaidInvoiceRow[]> {
  let q = selectPaidInvoices(db, paymentId).orderBy('ap_invoices.invoice_number').orderBy('ap_invoices.id');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

export async function paidInvoiceTotals(db: Db, paymentId: number): Promise<{ count: number; invoiceCents: number; feeCents: number; paidCents: number }> {
  const row = await db
    .selectFrom('ap_invoices')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(invoice_amount_cents), 0)`.as('invoice_cents'),
      sql<number>`coalesce(sum(fee_cents + quick_pay_fee_cents), 0)`.as('fee_cents'),
      sql<number>`coalesce(sum(paid_amount_cents), 0)`.as('paid_cents'),
    ])
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), invoiceCents: Number(row.invoice_cents), feeCents: Number(row.fee_cents), paidCents: Number(row.paid_cents) };
}

export async function checkNumberExists(db: Db, checkNumber: string): Promise<boolean> {
  return anyRow(db.selectFrom('payments').where('check_number', '=', checkNumber));
}

export async function insertPayment(
  trx: Db,
  payment: { checkNumber: string; carrierId: number; paidToCompanyId: number; paymentType: number; paymentDate: string; amountCents: number },
): Promise<number> {
  const row = await trx
    .insertInto('payments')
    .values({
      check_number: payment.checkNumber,
      carrier_id: payment.carrierId,
      paid_to_company_id: payment.paidToCompanyId,
      payment_type: payment.paymentType,
      payment_date: payment.paymentDate,
      amount_cents: payment.amountCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findBrokerageName(db: Db) {
  return db.selectFrom('companies').select(['name', 'address_line1', 'city', 'state', 'postal_code']).where('kind', '=', 'Brokerage').orderBy('id').executeTakeFirst();
}

/** The active users of these companies, to tell them of a payment (their preferences decide who is told). */
export function findActiveUsersOfCompanies(db: Db, companyIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language'])
    .where('company_id', 'in', [...companyIds])
    .where('status', '=', 'Active')
    .orderBy('id')
    .execute();
}
