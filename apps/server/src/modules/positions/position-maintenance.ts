import { positionDay } from '@portal/domain/positions/position-rules';
import type { Db } from '../../db/db';
import { enqueueJob } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import { dropDay, ensureDayPartitions } from './position-partitions';
import { findDaysToThin, findPartitionDays, thinDay } from './positions.repository';

export const POSITIONS_MAINTENANCE_JOB = 'positions.maintain';

const DAY_MS = 86_400_000;
/** Partitions made ahead, so a batch rarely makes one itself. */
const DAYS_AHEAD = 2;

export interface MaintenanceResult {
  created: number;
  thinnedDays: number;
  pointsThinned: number;
  droppedDays: number;
}

/**
 * The day's upkeep of the positions: today's and the next days' partitions made, every day over for
 * a full day thinned once, and the days past the retention dropped.
 */
export async function maintainPositions(db: Db, now: Date, retentionDays: number): Promise<MaintenanceResult> {
  const today = positionDay(now);
  await ensureDayPartitions(db, Array.from({ length: DAYS_AHEAD + 1 }, (_, ahead) => new Date(today.getTime() + ahead * DAY_MS)));
  const oldestKept = new Date(today.getTime() - retentionDays * DAY_MS);
  let droppedDays = 0;
  for (const day of await findPartitionDays(db)) {
    if (day >= oldestKept) break;
    await dropDay(db, day);
    droppedDays += 1;
  }
  let pointsThinned = 0;
  const toThin = await findDaysToThin(db, new Date(today.getTime() - DAY_MS));
  for (const day of toThin) pointsThinned += await thinDay(db, day);
  return { created: DAYS_AHEAD + 1, thinnedDays: toThin.length, pointsThinned, droppedDays };
}

/** Queues the upkeep for `runAt`; one job a day, whichever process queues it. */
export function schedulePositionMaintenance(db: Db, runAt: Date): Promise<void> {
  return enqueueJob(db, { kind: POSITIONS_MAINTENANCE_JOB, payload: {}, runAt, dedupeKey: `${POSITIONS_MAINTENANCE_JOB}:${positionDay(runAt).toISOString().slice(0, 10)}` });
}

/** The upkeep job: runs, then queues itself for a few minutes after the next midnight (UTC). */
export function positionJobHandlers(retentionDays: number): Record<string, JobHandler> {
  return {
    [POSITIONS_MAINTENANCE_JOB]: async (db, _payload, now) => {
      await maintainPositions(db, now, retentionDays);
      await schedulePositionMaintenance(db, new Date(positionDay(now).getTime() + DAY_MS + 5 * 60 * 1000));
    },
  };
}
