import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { countTenders } from './tenders.repository';

/** Tenders of the caller's company in the given statuses (all statuses when none are given). */
export async function tenderCount(db: Db, caller: Caller, statuses: number[] | undefined): Promise<number> {
  return countTenders(db, caller, statuses ?? []);
}
