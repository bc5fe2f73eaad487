import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { claimDueJobs, completeJob, failJob } from './job-queue';

export type JobHandler = (db: Db, payload: Record<string, unknown>, now: Date) => Promise<void>;

/** Jobs claimed per poll; the embedded database serves one query at a time, so a few at once is plenty. */
const BATCH = 10;

/**
 * Runs every due job once with its kind's handler: done on success, retried later on failure. A
 * job of an unknown kind fails (and stays visible in the table) rather than vanishing.
 */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, now = new Date(), log?: FastifyBaseLogger): Promise<number> {
  let ran = 0;
  for (;;) {
    const jobs = await claimDueJobs(db, now, BATCH);
    for (const job of jobs) {
      try {
        const handler = handlers[job.kind];
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        await handler(db, job.payload, now);
        await completeJob(db, job.id, now);
      } catch (error) {
        log?.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
        await failJob(db, job, error, now);
      }
      ran += 1;
    }
    if (jobs.length < BATCH) return ran;
  }
}

/** The poller each process starts: one poll at a time, stopped (and awaited) on close. */
export function startJobPoller(db: Db, handlers: Record<string, JobHandler>, intervalMs: number, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runDueJobs(db, handlers, new Date(), log)
      .catch((error: unknown) => log.error({ err: error }, 'job poll failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
