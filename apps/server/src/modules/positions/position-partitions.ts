import type { Db } from '../../db/db';
import { createDayPartition, dropDayPartition } from './positions.repository';

/** The days each database was made sure to have a partition, by this process: one statement a day, not one a batch. */
const knownDays = new WeakMap<Db, Set<number>>();

function known(db: Db): Set<number> {
  const days = knownDays.get(db) ?? new Set<number>();
  knownDays.set(db, days);
  return days;
}

/** Makes sure each day has its partition. */
export async function ensureDayPartitions(db: Db, days: readonly Date[]): Promise<void> {
  const made = known(db);
  for (const day of days) {
    if (made.has(day.getTime())) continue;
    await createDayPartition(db, day);
    made.add(day.getTime());
  }
}

/** Drops a day's partition, and forgets it was made. */
export async function dropDay(db: Db, day: Date): Promise<void> {
  await dropDayPartition(db, day);
  known(db).delete(day.getTime());
}
