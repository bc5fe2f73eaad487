import { sql } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { BackOfficeStatus } from '@portal/domain/back-office/back-office-schemas';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import { newestFirst } from '../../db/newest-first';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleApInvoices } from '../../db/visibility/ap-invoice-visibility';
import { AP_INVOICE_SEARCH_COLUMNS } from './ap-invoices.repository';
import { laneCityColumns } from '../../db/lane-columns';
import { byPredictedPay, predictedPayRange, type PredictedPayFilter } from '../../db/predicted-pay-sql';

/** The brokerage's back-office list: carrier invoices of one status, with who approved and who is paid. */

export interface BackOfficeFilter {
  status: BackOfficeStatus;
  search?: string;
  predictedPay?: PredictedPayFilter;
}

function filtered(db: Db, caller: Caller, filter: BackOfficeFilter) {
  let q = applyVisibility(db.selectFrom('ap_invoices'), visibleApInvoices, caller)
    .innerJoin('shipments as s', 's.id', 'ap_invoices.shipment_id')
    .innerJoin('companies as cr', 'cr.id', 'ap_invoices.carrier_id')
    .leftJoin('companies as rt', 'rt.id', 'ap_invoices.remit_to_company_id')
    .where('ap_invoices.status', '=', filter.status);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    q = q.where((eb) => eb.or([...AP_INVOICE_SEARCH_COLUMNS, 'cr.name' as const].map((column) => eb(column, 'ilike', pattern))));
  }
  const predicted = filter.predictedPay && predictedPayRange(filter.predictedPay);
  if (predicted) q = q.where(predicted);
  return q;
}

type Filtered = ReturnType<typeof filtered>;

function pageRows(q: Filtered, status: BackOfficeStatus) {
  const rows = q
    .leftJoin('users as sb', 'sb.id', 'ap_invoices.settled_by_user_id')
    .leftJoin('payments as p', 'p.id', 'ap_invoices.payment_id')
    .select([
      'ap_invoices.id',
      'ap_invoices.invoice_number',
      'ap_invoices.status',
      'ap_invoices.shipment_id',
      'ap_invoices.carrier_id',
      'ap_invoices.remit_to_company_id',
      'ap_invoices.external_invoice_number',
      'ap_invoices.external_invoice_amount_cents',
      'ap_invoices.invoice_amount_cents',
      'ap_invoices.fee_cents',
      'ap_invoices.quick_pay_fee_cents',
      'ap_invoices.received_at',
      'ap_invoices.settled_at',
      'ap_invoices.settled_by_user_id',
      'ap_invoices.paid_at',
      'ap_invoices.predicted_pay_on',
      's.shipment_number',
      ...laneCityColumns('s'),
      's.delivered_at',
      'cr.name as carrier_name',
      'rt.name as remit_to_name',
      sql<string | null>`sb.first_name || ' ' || sb.last_name`.as('settled_by_name'),
      'p.check_number',
      'p.payment_date',
      'p.payment_type',
    ]);
  // Received: the oldest first, as they came in. Settled: by carrier and payee, so one check's
  // invoices sit together. Paid in Full: the newest payments first.
  if (status === PayablesInvoiceStatus.Received) return rows.orderBy('ap_invoices.received_at', (ob) => ob.asc().nullsLast()).orderBy('ap_invoices.id');
  if (status === PayablesInvoiceStatus.Settled) {
    return rows
      .orderBy('cr.name')
      .orderBy('ap_invoices.carrier_id')
      .orderBy(sql`coalesce(ap_invoices.remit_to_company_id, ap_invoices.carrier_id)`)
      .orderBy('ap_invoices.settled_at')
      .orderBy('ap_invoices.id');
  }
  return newestFirst(rows, 'ap_invoices.paid_at', 'ap_invoices.id');
}

export type BackOfficeRow = Awaited<ReturnType<ReturnType<typeof pageRows>['execute']>>[number];

export function listBackOfficeInvoices(db: Db, caller: Caller, filter: BackOfficeFilter, paging: Paging): Promise<{ rows: BackOfficeRow[]; totalCount: number }> {
  const sort = filter.predictedPay?.sort;
  return pagedList(filtered(db, caller, filter), (q) => (sort ? byPredictedPay(pageRows(q, filter.status).clearOrderBy(), sort) : pageRows(q, filter.status)), paging);
}
