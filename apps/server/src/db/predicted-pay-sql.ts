import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { PredictedPaySort } from '@portal/domain/pay-timeline/predicted-pay-query';

/**
 * Sorting and filtering carrier invoice lists by their stored predicted pay date
 * (docs/decisions/0323-pay-date-prediction-stored-and-kept-current.md), for the lists of the
 * invoices area and the brokerage's back office alike.
 */

export interface PredictedPayFilter {
  sort?: PredictedPaySort;
  /** Inclusive calendar dates (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** The condition of a predicted-date range; undefined when neither end is given. */
export function predictedPayRange(filter: PredictedPayFilter): RawBuilder<SqlBool> | undefined {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.from !== undefined) parts.push(sql`ap_invoices.predicted_pay_on >= ${filter.from}::date`);
  if (filter.to !== undefined) parts.push(sql`ap_invoices.predicted_pay_on <= ${filter.to}::date`);
  return parts.length === 0 ? undefined : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Soonest first (or latest first), invoices without a date last, the id breaking ties so pages never overlap. */
export function byPredictedPay<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, sort: PredictedPaySort): SelectQueryBuilder<DB, TB, O> {
  const latestFirst = sort === '-predictedPayOn';
  return query
    .orderBy(sql`ap_invoices.predicted_pay_on`, (ob) => (latestFirst ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy(sql`ap_invoices.id`, latestFirst ? 'desc' : 'asc');
}
