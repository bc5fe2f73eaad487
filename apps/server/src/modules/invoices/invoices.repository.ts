import { sql, type RawBuilder } from 'kysely';
import { INVOICE_WINDOW_DAYS } from '@portal/domain/common/constants';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { aggregatesByCondition } from '../../db/condition-aggregates';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleApInvoices } from '../../db/visibility/ap-invoice-visibility';

const DRAFT = sql.lit(PayablesInvoiceStatus.Draft);
const hasExternalNumber = sql<boolean>`coalesce(btrim(ap_invoices.external_invoice_number), '') <> ''`;

/**
 * The accounting buckets (invoice filter buckets):
 * - uninvoiced (Action Required): Draft and the carrier has not entered its invoice number yet;
 * - pending: Draft with the carrier's invoice number (submitted, awaiting receipt);
 * - invoiced (In Progress): Received or Settled;
 * - paid: Paid in Full, paid within the last INVOICE_WINDOW_DAYS (60) days.
 * Voided invoices are in no bucket.
 */
export const AP_INVOICE_BUCKETS = {
  uninvoiced: sql<boolean>`(ap_invoices.status = ${DRAFT} and not ${hasExternalNumber})`,
  pending: sql<boolean>`(ap_invoices.status = ${DRAFT} and ${hasExternalNumber})`,
  invoiced: sql<boolean>`(ap_invoices.status in (${sql.lit(PayablesInvoiceStatus.Received)}, ${sql.lit(PayablesInvoiceStatus.Settled)}))`,
  paid: sql<boolean>`(ap_invoices.status = ${sql.lit(PayablesInvoiceStatus.PaidInFull)} and ap_invoices.paid_at >= now() - make_interval(days => ${sql.lit(INVOICE_WINDOW_DAYS)}))`,
} as const satisfies Record<string, RawBuilder<boolean>>;
export type ApInvoiceBucket = keyof typeof AP_INVOICE_BUCKETS;

/** Invoice amount (cents) and distinct shipments of each bucket, over the invoices the caller sees. */
export function apInvoiceBucketTotals(db: Db, caller: Caller) {
  return aggregatesByCondition(applyVisibility(db.selectFrom('ap_invoices'), visibleApInvoices, caller), AP_INVOICE_BUCKETS, {
    amountCents: (condition) => sql<string>`coalesce(sum(ap_invoices.invoice_amount_cents) filter (where ${condition}), 0)`,
    shipmentCount: (condition) => sql<string>`count(distinct ap_invoices.shipment_id) filter (where ${condition})`,
  });
}
