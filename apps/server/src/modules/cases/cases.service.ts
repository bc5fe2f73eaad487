import type { CaseStatusCounts } from '@portal/domain/cases/case-schemas';
import { CaseSource } from '@portal/domain/cases/case-status';
import { CASE_STATUS_COUNT_KEYS, collapseCaseStatus } from '@portal/domain/cases/case-status-group';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { countCasesByStatus } from './cases.repository';

/**
 * Visible cases per status users see (collapsed by the domain rule), plus
 * `system`: cases the system opened (case_source System), which also count in their status group.
 */
export async function caseStatusCounts(db: Db, caller: Caller): Promise<CaseStatusCounts> {
  const counts: CaseStatusCounts = { new: 0, inProgress: 0, onHold: 0, resolved: 0, system: 0 };
  for (const row of await countCasesByStatus(db, caller)) {
    const n = Number(row.count);
    counts[CASE_STATUS_COUNT_KEYS[collapseCaseStatus({ status: row.status, carrierCaseResolutionType: row.carrier_case_resolution_type })]] += n;
    if (row.case_source === CaseSource.System) counts.system += n;
  }
  return counts;
}
