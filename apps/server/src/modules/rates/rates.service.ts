import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { countRateRequests } from './rates.repository';

/** Rate requests of the caller's company in the given statuses (all when none are given). */
export async function rateRequestCount(db: Db, caller: Caller, statuses: number[] | undefined): Promise<number> {
  return countRateRequests(db, caller, statuses ?? []);
}
