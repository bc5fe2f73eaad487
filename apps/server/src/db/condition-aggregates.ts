import type { RawBuilder, SelectQueryBuilder } from 'kysely';

/**
 * Measures of one filtered query, each taken over the rows that meet one named condition (SQL
 * FILTER), in one statement: the bucket totals and sidebar counts of a list, which must agree with
 * the list because they share its conditions. Answers numbers: Postgres sums and counts arrive as
 * text.
 */
export async function aggregatesByCondition<DB, TB extends keyof DB, K extends string, M extends string>(
  query: SelectQueryBuilder<DB, TB, object>,
  conditions: Readonly<Record<K, RawBuilder<boolean>>>,
  measures: Readonly<Record<M, (condition: RawBuilder<boolean>) => RawBuilder<unknown>>>,
): Promise<Record<K, Record<M, number>>> {
  const names = Object.keys(conditions) as K[];
  const kinds = Object.keys(measures) as M[];
  const alias = (name: K, kind: M) => `${name}__${kind}`;
  const row: Record<string, unknown> = await query
    .select(names.flatMap((name) => kinds.map((kind) => measures[kind](conditions[name]).as(alias(name, kind)))))
    .executeTakeFirstOrThrow();
  const measured = (name: K) => Object.fromEntries(kinds.map((kind) => [kind, Number(row[alias(name, kind)])])) as Record<M, number>;
  return Object.fromEntries(names.map((name) => [name, measured(name)])) as Record<K, Record<M, number>>;
}
