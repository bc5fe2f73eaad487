import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { countRateRequests } from './rates.repository';

/** Rate requests of the caller's company in the given statuses (all when none are given). */
export async function rateRequestCount(db: Kysely<Database>, caller: Caller, statuses: number[] | undefined): Promise<number> {
  return countRateRequests(db, caller, statuses ?? []);
}
