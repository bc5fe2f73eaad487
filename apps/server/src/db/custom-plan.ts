import { sql } from 'kysely';

/**
 * A read whose best plan depends on its values (how many board cells a circle touches, how far a
 * filter narrows them) is planned with those values on every call: the pool (prepared-pool.ts) sends
 * a statement carrying this comment unnamed instead of prepared. PostgreSQL's generic plan for the
 * board's walks by cells took about twice as long at the median, and ten times at the tail, as the
 * plan made for the values at hand (docs/performance.md).
 */
export const CUSTOM_PLAN_MARK = '/* custom-plan */';
export const customPlan = sql.raw(CUSTOM_PLAN_MARK);
