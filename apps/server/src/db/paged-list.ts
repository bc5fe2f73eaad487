import { sql, type SelectQueryBuilder } from 'kysely';
import { replicaRead } from './read-replica';

/** Which page of a list: 1-based page and its size. */
export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * One page of a filtered list and the count of every matching row, in two statements run side
 * by side. `filtered` is the list's query with visibility and filters applied and nothing
 * selected; `pageRows` adds the columns and the order of the page. Both may be read from the
 * replica (read-replica.ts).
 */
export async function pagedList<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  pageRows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  paging: Paging,
): Promise<{ rows: Row[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    pageRows(filtered)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .modifyEnd(replicaRead)
      .execute(),
    filtered.select(sql<string>`count(*)`.as('total')).modifyEnd(replicaRead).$castTo<{ total: string | number }>().executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}
