import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { EXPIRED, type SortDirection } from '@portal/domain/load-board/freight-schemas';
import type { Database } from './database';
import { freightTextMatch } from './freight-text-match';
import { pagedList, type Paging } from './paged-list';

/**
 * The list shape tenders and rate requests share (offers to a carrier on a load): a status filter
 * that may ask for Expired, the search box over the load, a sort with its defaults, and the page.
 */

/** How one kind of offer reads its statuses. */
export interface OfferStatusRule {
  /** The status code of an open offer (Sent). */
  sent: number;
  statusIn: (codes: readonly number[]) => Expression<SqlBool>;
  /** A Sent offer still open: its deadline has not passed. */
  stillOpen: Expression<SqlBool>;
  /** A Sent offer past its deadline (Expired). */
  expired: Expression<SqlBool>;
}

/** Stored statuses with expiry applied: a Sent offer past its deadline is no longer Sent. */
export function storedStatusCondition(rule: OfferStatusRule, statuses: readonly number[]): Expression<SqlBool> {
  const eb = expressionBuilder<Database>();
  const others = statuses.filter((s) => s !== rule.sent);
  const parts: Expression<SqlBool>[] = [];
  if (statuses.includes(rule.sent)) parts.push(eb.and([rule.statusIn([rule.sent]), rule.stillOpen]));
  if (others.length > 0) parts.push(rule.statusIn(others));
  return eb.or(parts);
}

export interface OfferListFilter<S extends string> extends Paging {
  query?: string;
  statuses: readonly (number | typeof EXPIRED)[];
  sortProperty: S;
  sortDirection: SortDirection;
}

/** The list's conditions on the offers: the status filter (stored statuses or Expired) and the search box. */
export function whereOfferListFilter<DB, TB extends keyof DB, O>(
  offers: SelectQueryBuilder<DB, TB, O>,
  rule: OfferStatusRule,
  filter: OfferListFilter<string>,
): SelectQueryBuilder<DB, TB, O> {
  const eb = expressionBuilder<Database>();
  let query = offers;
  if (filter.statuses.length > 0) {
    const codes = filter.statuses.filter((s): s is number => s !== EXPIRED);
    const parts: Expression<SqlBool>[] = [];
    if (codes.length > 0) parts.push(storedStatusCondition(rule, codes));
    if (filter.statuses.includes(EXPIRED)) parts.push(rule.expired);
    query = query.where(eb.or(parts));
  }
  const text = filter.query?.trim();
  if (text) query = query.where(freightTextMatch(text));
  return query;
}

/**
 * One page of an offer list and its total: rows by the sort column (nulls last), then by id in the
 * same direction so pages never overlap.
 */
export function offerListPage<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  columns: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  order: { sortColumn: `${string}.${string}`; idColumn: `${string}.${string}` },
  filter: OfferListFilter<string>,
) {
  const direction = filter.sortDirection;
  return pagedList(
    filtered,
    (query) =>
      columns(query)
        .orderBy(sql.ref(order.sortColumn), (ob) => (direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
        .orderBy(sql.ref(order.idColumn), direction),
    filter,
  );
}

/** The asked sort (a property alone sorts ascending), else the list's default property and direction. */
export function offerListSort<S extends string>(
  asked: { sortProperty?: S; sortDirection?: SortDirection },
  fallback: { sortProperty: S; sortDirection: SortDirection },
): { sortProperty: S; sortDirection: SortDirection } {
  return {
    sortProperty: asked.sortProperty ?? fallback.sortProperty,
    sortDirection: asked.sortDirection ?? (asked.sortProperty ? 'asc' : fallback.sortDirection),
  };
}
