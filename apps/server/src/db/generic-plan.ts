import { sql } from 'kysely';

/**
 * A hot read whose plan does not depend on its values can be planned once per connection and reused
 * (PostgreSQL's generic plan) instead of being planned again on every call (a custom plan): for the
 * quick search and the badge count, planning took longer than running (0.3 ms against 0.02 ms;
 * docs/performance.md). PostgreSQL keeps planning such statements on every call when the custom
 * plan looks cheaper, so the query says so with this comment (`.modifyEnd(genericPlan)`), and the
 * pool (prepared-pool.ts) runs it on connections set to `plan_cache_mode = force_generic_plan`.
 *
 * Mark only statements whose every value is a plain comparison an index can take as it comes
 * (`=`, ranges, `in` lists of a fixed length): a generic plan cannot use a LIKE pattern's prefix, so
 * prefix searches compare with a range (lib/like-pattern.ts, prefixRange). Inside a transaction the
 * mark is ignored (the statement must see the transaction's writes), as it is on the embedded database.
 */
export const GENERIC_PLAN_MARK = '/* generic-plan */';
export const genericPlan = sql.raw(GENERIC_PLAN_MARK);

/** What the connections that run marked statements are started with. */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan';
