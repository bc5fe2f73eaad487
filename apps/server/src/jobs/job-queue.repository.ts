import { sql } from 'kysely';
import type { Db } from '../db/db';

/** A job row; at most one row with a dedupe key is ever inserted. */
export async function insertJob(trx: Db, job: { kind: string; payload: string; runAt: Date; dedupeKey: string | null }): Promise<void> {
  await trx
    .insertInto('jobs')
    .values({ kind: job.kind, payload: job.payload, run_at: job.runAt, dedupe_key: job.dedupeKey })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/**
 * Claims up to `limit` due jobs until `lockedUntil`: FOR UPDATE SKIP LOCKED lets several processes
 * claim at once without taking the same row; each claim counts as an attempt.
 */
export async function claimDueJobRows(db: Db, now: Date, lockedUntil: Date, limit: number) {
  const { rows } = await sql<{ id: string | number; kind: string; payload: unknown; attempts: number; max_attempts: number }>`
    update jobs set attempts = attempts + 1, locked_until = ${lockedUntil}
    where id in (
      select id from jobs
      where done_at is null and run_at <= ${now} and attempts < max_attempts
        and (locked_until is null or locked_until <= ${now})
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`.execute(db);
  return rows;
}

export async function markJobDone(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('jobs').set({ done_at: now, locked_until: null, last_error: null }).where('id', '=', id).execute();
}

/** Releases a failed job to run again at `retryAt`, keeping its error. */
export async function scheduleJobRetry(db: Db, id: number, retryAt: Date, lastError: string): Promise<void> {
  await db.updateTable('jobs').set({ locked_until: null, run_at: retryAt, last_error: lastError }).where('id', '=', id).execute();
}
