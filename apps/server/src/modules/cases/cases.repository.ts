import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { visibleCases } from '../../db/visibility/case-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

/** Visible cases counted per detailed status, resolution and source (a handful of rows). */
export function countCasesByStatus(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('cases'), visibleCases, caller)
    .select(['cases.status', 'cases.carrier_case_resolution_type', 'cases.case_source', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['cases.status', 'cases.carrier_case_resolution_type', 'cases.case_source'])
    .execute();
}
