import type { Db } from '../../db/db';
import type { JobHandler } from '../../jobs/job-runner';
import { accessTokenFor } from './access-token';
import { syncPositions } from './position-sync';
import { ProviderError } from './samsara-client';
import type { TrackingContext } from './tracking-context';
import { findIntegration } from './tracking-integration.repository';
import { enqueuePoll, POLL_JOB, REFRESH_JOB } from './tracking-jobs';

const companyOf = (payload: Record<string, unknown>) => (typeof payload.companyId === 'number' ? payload.companyId : null);

/**
 * The poll and refresh jobs. A poll queues the next one while the install stays connected (after a
 * 429, not before its Retry-After); an install that needs re-authorisation or was disconnected
 * simply stops being polled. The handlers take the context for the job's database.
 */
export function trackingJobHandlers(contextFor: (db: Db) => TrackingContext | undefined): Record<string, JobHandler> {
  return {
    [POLL_JOB]: async (db, payload, now) => {
      const ctx = contextFor(db);
      const companyId = companyOf(payload);
      if (!ctx || companyId === null) return;
      const before = await findIntegration(db, companyId, 'samsara');
      if (before?.status !== 'connected') return;
      try {
        await syncPositions(ctx, companyId, now);
      } catch (error) {
        if (!(error instanceof ProviderError) && !(error instanceof Error && 'status' in error)) ctx.log?.warn({ err: error }, 'Samsara poll failed');
      }
      const after = await findIntegration(db, companyId, 'samsara');
      if (after?.status !== 'connected') return;
      const next = new Date(Math.max(now.getTime() + ctx.samsara.pollSeconds * 1000, after.poll_not_before?.getTime() ?? 0));
      await enqueuePoll(db, companyId, next);
    },
    [REFRESH_JOB]: async (db, payload, now) => {
      const ctx = contextFor(db);
      const companyId = companyOf(payload);
      if (!ctx || companyId === null) return;
      const row = await findIntegration(db, companyId, 'samsara');
      if (row?.status !== 'connected') return;
      try {
        await accessTokenFor(ctx, companyId, now);
      } catch (error) {
        // A refused refresh already marked the install; passing trouble (5xx) is retried by the job runner.
        if (error instanceof ProviderError) throw error;
      }
    },
  };
}
