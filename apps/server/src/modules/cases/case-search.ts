import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { parseCaseStatusFilter, type CaseSort, type CaseTimeRange } from '@portal/domain/cases/case-list-query';
import { DATE_ONLY, type CaseSearchQuery } from '@portal/domain/cases/case-schemas';
import type { CaseStatusGroup } from '@portal/domain/cases/case-status';

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
