import { sql } from 'kysely';
import type { Db } from './db';

/**
 * One more request under `key` in its window (a new window of `windowMs` when the last one is over):
 * the count so far and the milliseconds left in the window, in one statement.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limit_counts as c (key, hits, window_ends)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.window_ends <= now() then 1 else c.hits + 1 end,
      window_ends = case when c.window_ends <= now() then excluded.window_ends else c.window_ends end
    returning hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::integer as ttl_ms`.execute(db);
  return { hits: rows[0]!.hits, ttlMs: rows[0]!.ttl_ms };
}

/** Forgets the counts whose window ended before `before`. */
export async function forgetEndedCounts(db: Db, before: Date): Promise<void> {
  await sql`delete from rate_limit_counts where window_ends < ${before}`.execute(db);
}
