import { expressionBuilder, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Caller } from '../../lib/caller';
import type { Database } from '../database';

/**
 * Which rows of one table a caller may see, as a condition on that table (referenced by its own
 * name, so queries select from it without an alias). Each kind of record has exactly one rule, in
 * this folder; its lists, its detail, and everything attached to it (notes, documents, mentions,
 * history) go through it, so a caller who cannot see a record cannot reach what hangs on it.
 * A rule also holds the area's route guard: a caller refused the area sees no row.
 */
export type VisibilityRule<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>, caller: Caller) => Expression<SqlBool>;

/** Narrows a query to the rows of `rule`'s table the caller may see. */
export function applyVisibility<TB extends keyof Database, O, T extends TB>(
  qb: SelectQueryBuilder<Database, TB, O>,
  rule: VisibilityRule<T>,
  caller: Caller,
): SelectQueryBuilder<Database, TB, O> {
  return qb.where(rule(expressionBuilder<Database, T>(), caller));
}
