import { sql, type RawBuilder } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/db';
import { visibleThirdPartyInvoices } from '../../db/visibility/third-party-invoice-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { pagedList, type Paging } from '../../db/paged-list';
import { newestFirst } from '../../db/newest-first';
import { aggregatesByCondition } from '../../db/condition-aggregates';
import type { InvoiceEntryChange } from '../invoices/invoice-entry.service';
import { laneCityColumns } from '../../db/lane-columns';
import { THIRD_PARTY_INVOICE_PARTY_COLUMNS } from '../../db/third-party-invoice-columns';

const OPEN = sql.join([sql.lit(PayablesInvoiceStatus.Draft), sql.lit(PayablesInvoiceStatus.Received)]);

/**
 * The sidebar views: Action Required is the flag on an invoice still open for
 * entry; Settled shows Settled and Paid in Full (settled or later); All is every invoice.
 */
export const THIRD_PARTY_VIEWS = {
  actionRequired: sql<boolean>`(third_party_invoices.action_required and third_party_invoices.status in (${OPEN}))`,
  draft: sql<boolean>`(third_party_invoices.status = ${sql.lit(PayablesInvoiceStatus.Draft)})`,
  received: sql<boolean>`(third_party_invoices.status = ${sql.lit(PayablesInvoiceStatus.Received)})`,
  settled: sql<boolean>`(third_party_invoices.status >= ${sql.lit(PayablesInvoiceStatus.Settled)})`,
  all: sql<boolean>`true`,
} as const satisfies Record<string, RawBuilder<boolean>>;
export type ThirdPartyView = keyof typeof THIRD_PARTY_VIEWS;

export interface ThirdPartyFilter {
  statuses?: number[];
  actionRequired?: boolean;
  onlyAuditable: boolean;
  search?: string;
  invoiceDate?: { startDate?: string; endDate?: string };
  loadDate?: { startDate?: string; endDate?: string };
}

function base(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('third_party_invoices'), visibleThirdPartyInvoices, caller)
    .innerJoin('shipments as s', 's.id', 'third_party_invoices.shipment_id')
    .leftJoin('companies as cu', 'cu.id', 's.customer_id');
}

type BaseQuery = ReturnType<typeof base>;

/** Every filter but the view (status and action required), which the counts split by. */
function applyPanelFilter(q: BaseQuery, filter: ThirdPartyFilter): BaseQuery {
  if (filter.onlyAuditable) q = q.where('third_party_invoices.is_auditable', '=', true);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb('third_party_invoices.invoice_number', 'ilike', pattern),
        eb('third_party_invoices.external_invoice_number', 'ilike', pattern),
        eb('s.shipment_number', 'ilike', pattern),
        eb('cu.name', 'ilike', pattern),
      ]),
    );
  }
  for (const [column, range] of [
    ['third_party_invoices.invoice_date', filter.invoiceDate],
    ['third_party_invoices.load_date', filter.loadDate],
  ] as const) {
    if (range?.startDate) q = q.where(column, '>=', range.startDate);
    if (range?.endDate) q = q.where(column, '<=', range.endDate);
  }
  return q;
}

function applyFilter(q: BaseQuery, filter: ThirdPartyFilter): BaseQuery {
  q = applyPanelFilter(q, filter);
  if (filter.statuses && filter.statuses.length > 0) q = q.where('third_party_invoices.status', 'in', filter.statuses);
  if (filter.actionRequired) q = q.where(THIRD_PARTY_VIEWS.actionRequired);
  return q;
}

function selectColumns(q: BaseQuery) {
  return q
    .innerJoin('companies as cr', 'cr.id', 'third_party_invoices.carrier_id')
    .leftJoin('companies as fc', 'fc.id', 'third_party_invoices.factoring_company_id')
    .leftJoin('third_party_billing_settings as bs', 'bs.id', 'third_party_invoices.billing_settings_id')
    .leftJoin('users as du', 'du.id', 'third_party_invoices.disputed_by_user_id')
    .select([
      ...THIRD_PARTY_INVOICE_PARTY_COLUMNS,
      'third_party_invoices.billing_settings_id',
      'third_party_invoices.status',
      'third_party_invoices.external_invoice_number',
      'third_party_invoices.external_invoice_amount_cents',
      'third_party_invoices.invoice_amount_cents',
      'third_party_invoices.fee_and_balance_cents',
      'third_party_invoices.is_auditable',
      'third_party_invoices.action_required',
      'third_party_invoices.invoice_date',
      'third_party_invoices.load_date',
      'third_party_invoices.due_date',
      'third_party_invoices.created_at',
      'third_party_invoices.approved_at',
      'third_party_invoices.disputed_at',
      'third_party_invoices.dispute_reason',
      'third_party_invoices.paid_on',
      'third_party_invoices.payment_reference',
      sql<string | null>`nullif(trim(concat_ws(' ', du.first_name, du.last_name)), '')`.as('disputed_by_name'),
      's.shipment_number',
      's.status as shipment_status',
      ...laneCityColumns('s'),
      'cu.name as customer_name',
      'cr.name as carrier_name',
      'cr.logo_file_id as carrier_logo_file_id',
      'fc.name as factoring_company_name',
      'bs.name as billing_settings_name',
      'bs.is_active as billing_settings_active',
    ]);
}

export type ThirdPartyInvoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectColumns>['executeTakeFirst']>>>;

export function listThirdPartyInvoices(db: Db, caller: Caller, filter: ThirdPartyFilter, paging: Paging): Promise<{ rows: ThirdPartyInvoiceRow[]; totalCount: number }> {
  return pagedList(applyFilter(base(db, caller), filter), (query) => newestFirst(selectColumns(query), 'third_party_invoices.invoice_date', 'third_party_invoices.id'), paging);
}

/** How many invoices each sidebar view holds under the filter panel. */
export async function countThirdPartyViews(db: Db, caller: Caller, filter: ThirdPartyFilter): Promise<Record<ThirdPartyView, number>> {
  const counts = await aggregatesByCondition(applyPanelFilter(base(db, caller), filter), THIRD_PARTY_VIEWS, {
    count: (condition) => sql<string>`count(*) filter (where ${condition})`,
  });
  return { actionRequired: counts.actionRequired.count, draft: counts.draft.count, received: counts.received.count, settled: counts.settled.count, all: counts.all.count };
}

export function findThirdPartyInvoiceByNumber(db: Db, caller: Caller, invoiceNumber: string): Promise<ThirdPartyInvoiceRow | undefined> {
  return selectColumns(base(db, caller)).where('third_party_invoices.invoice_number', '=', invoiceNumber).executeTakeFirst();
}

/**
 * Saves the invoice entry on an invoice still open (Draft or Received); with `submit` a Draft
 * moves to Received and no longer needs action. False when the invoice was no longer open.
 */
export async function saveThirdPartyEntry(
  db: Db,
  id: number,
  change: InvoiceEntryChange,
  submit: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('third_party_invoices')
    .set({
      ...(change.externalInvoiceNumber !== undefined ? { external_invoice_number: change.externalInvoiceNumber } : {}),
      ...(change.externalInvoiceAmountCents !== undefined ? { external_invoice_amount_cents: change.externalInvoiceAmountCents } : {}),
      ...(submit ? { status: PayablesInvoiceStatus.Received, action_required: false } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', submit ? [PayablesInvoiceStatus.Draft] : [PayablesInvoiceStatus.Draft, PayablesInvoiceStatus.Received])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the invoice from `from` to `to`; false when it was not in `from` any more. */
export async function moveThirdPartyStatus(db: Db, id: number, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('third_party_invoices')
    .set({
      status: to,
      ...(to !== PayablesInvoiceStatus.Draft && to !== PayablesInvoiceStatus.Received ? { action_required: false } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The payer's approval: a Received invoice becomes Settled (which also resolves a dispute) and no
 * longer needs action. False when it was not Received any more.
 */
export async function approveThirdPartyInvoice(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('third_party_invoices')
    .set({ status: PayablesInvoiceStatus.Settled, approved_at: sql<Date>`now()`, approved_by_user_id: userId, action_required: false, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', PayablesInvoiceStatus.Received)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The payer's dispute: kept on a Received invoice, which then needs action (the Action Required
 * view) until it is approved or voided. False when it was not Received or was already disputed.
 */
export async function disputeThirdPartyInvoice(db: Db, id: number, userId: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('third_party_invoices')
    .set({ disputed_at: sql<Date>`now()`, disputed_by_user_id: userId, dispute_reason: reason, action_required: true, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', PayablesInvoiceStatus.Received)
    .where('disputed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payer's payment: a Settled invoice becomes Paid in Full with its reference and date. False when it was not Settled. */
export async function payThirdPartyInvoice(db: Db, id: number, userId: number, payment: { reference: string; paidOn: string }): Promise<boolean> {
  const result = await db
    .updateTable('third_party_invoices')
    .set({
      status: PayablesInvoiceStatus.PaidInFull,
      payment_reference: payment.reference,
      paid_on: payment.paidOn,
      paid_by_user_id: userId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', PayablesInvoiceStatus.Settled)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
