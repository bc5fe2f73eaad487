import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { countTenders } from './tenders.repository';

/** Tenders of the caller's company in the given statuses (all statuses when none are given). */
export async function tenderCount(db: Kysely<Database>, caller: Caller, statuses: number[] | undefined): Promise<number> {
  return countTenders(db, caller, statuses ?? []);
}
