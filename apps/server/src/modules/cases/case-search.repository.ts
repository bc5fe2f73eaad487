import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { CaseSort } from '@portal/domain/cases/case-list-query';
import { CaseStatusGroup } from '@portal/domain/cases/case-status';
import { caseGroupFilter } from '@portal/domain/cases/case-status-group';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleCases } from '../../db/visibility/case-visibility';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../../lib/like-pattern';
import { caseRows, type CaseRow } from './case-records.repository';
import type { CaseSearch, InstantWindow } from './case-search';

/** The case list's SQL: the caller's visible cases (through the one case rule) matching a search. */

export function searchCases(db: Db, caller: Caller, search: CaseSearch): Promise<CaseRow[]> {
  return caseRows(db, caller)
    .where((eb) => searchConditions(eb, search))
    .orderBy(orderByClause(search.sort))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
}

export async function countSearchCases(db: Db, caller: Caller, search: CaseSearch): Promise<number> {
  const row = await applyVisibility(db.selectFrom('cases'), visibleCases, caller)
    .leftJoin('shipments as s', 's.id', 'cases.shipment_id')
    .where((eb) => searchConditions(eb, search))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Cases joined to their shipment as `s` (left join): what the filters may refer to. */
type CaseScope = ExpressionBuilder<Database & { s: Database['shipments'] }, 'cases' | 's'>;

/** Conditions on the cases table alone, whatever else the query joins. */
const onCases = expressionBuilder<Database, 'cases'>();

/** SQL of one collapsed group (see caseGroupFilter: the group is not a function of the status alone). */
function groupCondition(group: CaseStatusGroup): Expression<SqlBool> {
  const f = caseGroupFilter(group);
  const inGroup = [onCases('cases.status', 'in', [...f.statuses])];
  if (f.orResolutionTypes.length > 0) inGroup.push(onCases('cases.carrier_case_resolution_type', 'in', [...f.orResolutionTypes]));
  const parts = [onCases.or(inGroup)];
  if (f.notResolutionTypes.length > 0) parts.push(onCases('cases.carrier_case_resolution_type', 'not in', [...f.notResolutionTypes]));
  return onCases.and(parts);
}

function windowCondition(column: 'cases.incident_at' | 'cases.follow_up_at', window: InstantWindow): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (window.from) parts.push(onCases(column, '>=', window.from));
  if (window.to) parts.push(onCases(column, '<', window.to));
  return parts.length > 0 ? onCases.and(parts) : onCases(column, 'is not', null);
}

/** Every filter of the search, ANDed (values within one filter are ORed). */
function searchConditions(eb: CaseScope, search: CaseSearch): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (search.shipmentId !== undefined) conditions.push(eb('cases.shipment_id', '=', search.shipmentId));
  if (search.orderId !== undefined) conditions.push(eb('cases.order_id', '=', search.orderId));
  if (search.caseSources.length > 0) conditions.push(eb('cases.case_source', 'in', search.caseSources));
  if (search.caseTypes.length > 0) conditions.push(eb('cases.case_type', 'in', search.caseTypes));
  if (search.statusGroups.length > 0 || search.statusCodes.length > 0) {
    const any = search.statusGroups.map(groupCondition);
    if (search.statusCodes.length > 0) any.push(eb('cases.status', 'in', search.statusCodes));
    conditions.push(eb.or(any));
  }
  if (search.priorities.length > 0) conditions.push(eb('cases.priority', 'in', search.priorities));
  if (search.involvedPartyIds.length > 0) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('case_involved_parties as ip')
          .select(sql`1`.as('one'))
          .whereRef('ip.case_id', '=', 'cases.id')
          .where('ip.company_id', 'in', search.involvedPartyIds),
      ),
    );
  }
  if (search.customerIds.length > 0) conditions.push(eb('cases.customer_id', 'in', search.customerIds));
  if (search.carrierIds.length > 0) conditions.push(eb('cases.carrier_id', 'in', search.carrierIds));
  if (search.assigneeIds.length > 0) conditions.push(eb('cases.assignee_user_id', 'in', search.assigneeIds));
  if (search.unassignedOnly) conditions.push(eb('cases.assignee_user_id', 'is', null));
  if (search.activeOnly) conditions.push(eb.not(groupCondition(CaseStatusGroup.Resolved)));
  if (search.incident) conditions.push(windowCondition('cases.incident_at', search.incident));
  if (search.followUp) conditions.push(windowCondition('cases.follow_up_at', search.followUp));
  if (search.search) {
    const pattern = containsPattern(search.search);
    conditions.push(
      eb.or([
        eb('cases.case_number', 'ilike', pattern),
        eb('s.shipment_number', 'ilike', pattern),
        eb('cases.description', 'ilike', pattern),
      ]),
    );
  }
  return conditions.length > 0 ? eb.and(conditions) : sql<SqlBool>`true`;
}

/** ORDER BY of each sort field (whitelisted: the sort text never reaches SQL). Nulls sort last both ways. */
const SORT_COLUMNS: Record<CaseSort['field'], RawBuilder<unknown>[]> = {
  createdAt: [sql`cases.created_at`],
  updatedAt: [sql`cases.updated_at`],
  // Case numbers are 'CS-' and a growing number: shorter numbers first, then text order.
  caseNumber: [sql`length(cases.case_number)`, sql`cases.case_number`],
  incidentAt: [sql`cases.incident_at`],
  followUpAt: [sql`cases.follow_up_at`],
  amount: [sql`cases.amount_cents`],
  approvedAmount: [sql`cases.approved_amount_cents`],
  priority: [sql`cases.priority`],
  status: [sql`cases.status`],
  caseType: [sql`cases.case_type`],
  shipmentNumber: [sql`s.shipment_number`],
};

/** The ORDER BY list of a sort, ending with the id so pages never overlap. */
function orderByClause(sort: CaseSort): RawBuilder<unknown> {
  const direction = sort.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return sql.join([...SORT_COLUMNS[sort.field], sql`cases.id`].map((column) => sql`${column} ${direction}`));
}
