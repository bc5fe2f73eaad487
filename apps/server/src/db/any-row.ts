import { sql, type SelectQueryBuilder } from 'kysely';

/** Whether the query (a table and its conditions) matches any row: the database stops at the first. */
export async function anyRow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<boolean> {
  return (await query.select(sql<number>`1`.as('found')).limit(1).executeTakeFirst()) !== undefined;
}
