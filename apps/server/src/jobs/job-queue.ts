import type { Db } from '../db/db';
import { claimDueJobRows, insertJob, markJobDone, scheduleJobRetry } from './job-queue.repository';

/** A job kind and its payload; handlers are idempotent, since a job runs at least once. */
export interface JobRequest {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** At most one job with this key is ever queued (a retried request does not queue it twice). */
  dedupeKey?: string;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** How long a claimed job is someone's before another process may take it over (a crashed runner). */
export const JOB_LEASE_SECONDS = 60;

/** Queues a job inside the caller's transaction, so it exists exactly when the change that needs it commits. */
export async function enqueueJob(trx: Db, job: JobRequest): Promise<void> {
  await insertJob(trx, { kind: job.kind, payload: JSON.stringify(job.payload), runAt: job.runAt, dedupeKey: job.dedupeKey ?? null });
}

/**
 * Claims due jobs: FOR UPDATE SKIP LOCKED lets several processes claim at once without taking the
 * same row, and the lease (locked_until) keeps a job from being claimed again while it runs.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number): Promise<ClaimedJob[]> {
  const rows = await claimDueJobRows(db, now, new Date(now.getTime() + JOB_LEASE_SECONDS * 1000), limit);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

export async function completeJob(db: Db, id: number, now: Date): Promise<void> {
  await markJobDone(db, id, now);
}

/** A failed attempt: retried later with a growing delay, until max_attempts. */
export async function failJob(db: Db, job: ClaimedJob, error: unknown, now: Date): Promise<void> {
  const retryAt = new Date(now.getTime() + 2 ** job.attempts * 1000);
  await scheduleJobRetry(db, job.id, retryAt, (error instanceof Error ? error.message : String(error)).slice(0, 2000));
}
