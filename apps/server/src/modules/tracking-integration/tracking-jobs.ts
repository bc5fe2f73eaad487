import type { Db } from '../../db/db';
import { enqueueJob } from '../../jobs/job-queue';

/** The background work of the integration, run by the jobs table's poller (migration 0015). */
export const POLL_JOB = 'tracking.samsara.poll';
export const REFRESH_JOB = 'tracking.samsara.refresh';

/** Queues the company's next poll (one per company and second, whichever process queues it). */
export function enqueuePoll(db: Db, companyId: number, runAt: Date) {
  return enqueueJob(db, { kind: POLL_JOB, payload: { companyId }, runAt, dedupeKey: `${POLL_JOB}:${companyId}:${Math.floor(runAt.getTime() / 1000)}` });
}

/** Queues the refresh a few minutes before the access token expires (one per token). */
export function enqueueRefresh(db: Db, companyId: number, expiresAt: Date, marginMs: number) {
  return enqueueJob(db, {
    kind: REFRESH_JOB,
    payload: { companyId },
    runAt: new Date(expiresAt.getTime() - marginMs),
    dedupeKey: `${REFRESH_JOB}:${companyId}:${expiresAt.getTime()}`,
  });
}
