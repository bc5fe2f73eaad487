import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { parseCaseStatusFilter, type CaseSort, type CaseTimeRange } from '@portal/domain/cases/case-list-query';
import { CaseStatusGroup } from '@portal/domain/cases/case-status';
import { caseGroupFilter } from '@portal/domain/cases/case-status-group';
import type { Database } from '../../db/database';
import type { CaseSearchQuery } from './case-schemas';
import { escapeLike } from '../../lib/like-pattern';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Half-open instant window [from, to); either end may be open. */
export interface InstantWindow {
  from?: Date;
  to?: Date;
}

/** The case list search after validation: what to match, in which order, which page. */
export interface CaseSearch {
  shipmentId?: number;
  orderId?: number;
  caseSources: number[];
  caseTypes: number[];
  statusGroups: CaseStatusGroup[];
  statusCodes: number[];
  priorities: number[];
  involvedPartyIds: number[];
  customerIds: number[];
  carrierIds: number[];
  assigneeIds: number[];
  activeOnly: boolean;
  unassignedOnly: boolean;
  incident?: InstantWindow;
  followUp?: InstantWindow;
  search?: string;
  sort: CaseSort;
  page: number;
  pageSize: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants a time range covers, with calendar days of the given zone. Dates without a time are
 * whole days: the from date from its start, the to date through its end.
 */
export function timeRangeWindow(range: CaseTimeRange | undefined, fromDate: string | undefined, toDate: string | undefined, now: Date, zone = 'UTC'): InstantWindow | undefined {
  const effective = range ?? (fromDate !== undefined || toDate !== undefined ? 'Custom' : undefined);
  if (effective === undefined || effective === 'All') return undefined;
  const today = dayjs(now).tz(zone).startOf('day');
  const days = (from: number, to: number): InstantWindow => ({ from: today.add(from, 'day').toDate(), to: today.add(to, 'day').toDate() });
  switch (effective) {
    case 'Today':
      return days(0, 1);
    case 'Yesterday':
      return days(-1, 0);
    case 'Tomorrow':
      return days(1, 2);
    case 'Last7Days':
      return days(-6, 1);
    case 'Last30Days':
      return days(-29, 1);
    case 'Next7Days':
      return days(0, 7);
    case 'Next30Days':
      return days(0, 30);
    case 'Overdue':
      return { to: now };
    case 'Custom':
      return {
        from: fromDate === undefined ? undefined : DATE_ONLY.test(fromDate) ? dayjs.tz(fromDate, zone).toDate() : new Date(fromDate),
        // An instant 'to' is inclusive: the window ends just after it.
        to: toDate === undefined ? undefined : DATE_ONLY.test(toDate) ? dayjs.tz(toDate, zone).add(1, 'day').toDate() : new Date(Date.parse(toDate) + 1),
      };
  }
}

const merge = <T>(...lists: (T[] | undefined)[]): T[] => [...new Set(lists.flatMap((list) => list ?? []))];

/** The validated query as a search; `now` fixes the time ranges. */
export function toCaseSearch(query: CaseSearchQuery, now: Date): CaseSearch {
  const statuses = parseCaseStatusFilter(merge(query.caseStatuses, query['caseStatuses[]']));
  const search = query.search?.trim();
  return {
    shipmentId: query.shipmentId,
    orderId: query.orderId,
    caseSources: merge(query.caseSources, query['caseSources[]']),
    caseTypes: merge(query.caseTypes, query['caseTypes[]']),
    statusGroups: statuses.groups,
    statusCodes: statuses.codes,
    priorities: merge(query.casePriority, query['casePriority[]']),
    involvedPartyIds: merge(query.involvedPartyIds, query['involvedPartyIds[]']),
    customerIds: merge(query.customerIds, query['customerIds[]']),
    carrierIds: merge(query.carrierIds, query['carrierIds[]']),
    assigneeIds: merge(query.assignees, query['assignees[]']),
    activeOnly: query.activeOnly ?? false,
    unassignedOnly: query.unassignedOnly ?? false,
    incident: timeRangeWindow(query.incidentTimeRange, query.incidentFromDate, query.incidentToDate, now, query.timeZone),
    followUp: timeRangeWindow(query.followUpTimeRange, query.followUpFromDate, query.followUpToDate, now, query.timeZone),
    search: search ? search : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Cases joined to their shipment as `s` (left join): what the filters may refer to. */
type CaseScope = ExpressionBuilder<Database & { s: Database['shipments'] }, 'cases' | 's'>;

/** SQL of one collapsed group (see caseGroupFilter: the group is not a function of the status alone). */
export function groupCondition(eb: ExpressionBuilder<Database, 'cases'>, group: CaseStatusGroup): Expression<SqlBool> {
  const f = caseGroupFilter(group);
  const inGroup = [eb('cases.status', 'in', [...f.statuses])];
  if (f.orResolutionTypes.length > 0) inGroup.push(eb('cases.carrier_case_resolution_type', 'in', [...f.orResolutionTypes]));
  const parts = [eb.or(inGroup)];
  if (f.notResolutionTypes.length > 0) parts.push(eb('cases.carrier_case_resolution_type', 'not in', [...f.notResolutionTypes]));
  return eb.and(parts);
}

function windowCondition(eb: CaseScope, column: 'cases.incident_at' | 'cases.follow_up_at', window: InstantWindow): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (window.from) parts.push(eb(column, '>=', window.from));
  if (window.to) parts.push(eb(column, '<', window.to));
  return parts.length > 0 ? eb.and(parts) : eb(column, 'is not', null);
}

/** Every filter of the search, ANDed (values within one filter are ORed). */
export function searchConditions(eb: CaseScope, search: CaseSearch): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const caseEb = eb as unknown as ExpressionBuilder<Database, 'cases'>;
  if (search.shipmentId !== undefined) conditions.push(eb('cases.shipment_id', '=', search.shipmentId));
  if (search.orderId !== undefined) conditions.push(eb('cases.order_id', '=', search.orderId));
  if (search.caseSources.length > 0) conditions.push(eb('cases.case_source', 'in', search.caseSources));
  if (search.caseTypes.length > 0) conditions.push(eb('cases.case_type', 'in', search.caseTypes));
  if (search.statusGroups.length > 0 || search.statusCodes.length > 0) {
    const any = search.statusGroups.map((group) => groupCondition(caseEb, group));
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
  if (search.activeOnly) conditions.push(eb.not(groupCondition(caseEb, CaseStatusGroup.Resolved)));
  if (search.incident) conditions.push(windowCondition(eb, 'cases.incident_at', search.incident));
  if (search.followUp) conditions.push(windowCondition(eb, 'cases.follow_up_at', search.followUp));
  if (search.search) {
    const pattern = `%${escapeLike(search.search)}%`;
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
export function orderByClause(sort: CaseSort): RawBuilder<unknown> {
  const direction = sort.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return sql.join([...SORT_COLUMNS[sort.field], sql`cases.id`].map((column) => sql`${column} ${direction}`));
}
