import type { OrderByExpression, SelectQueryBuilder } from 'kysely';

/**
 * Newest first by the date a row is filed under, rows without one last; among rows of the same
 * date the newest id first, so that the order is total and pages never repeat or skip a row.
 */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  date: OrderByExpression<DB, TB, O>,
  id: OrderByExpression<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return query.orderBy(date, (ob) => ob.desc().nullsLast()).orderBy(id, 'desc');
}
