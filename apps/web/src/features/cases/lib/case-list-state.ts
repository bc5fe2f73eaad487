import { CaseStatusGroup } from '@portal/domain/cases/case-status';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { QueryParams } from '@portal/domain/common/query-string';
import { z } from 'zod';
import { listQuerySchema, queryArray, queryBoolean, type ListQueryState } from '../../../components/list-layout/list-query-codec';
import { msg } from '../../../i18n/msg';

/** The views of the case list: the four statuses users see, then All. */
export const CASE_VIEWS = [
  { key: 'new', label: msg('New'), group: CaseStatusGroup.New, countKey: 'new' },
  { key: 'in-progress', label: msg('In Progress'), group: CaseStatusGroup.InProgress, countKey: 'inProgress' },
  { key: 'on-hold', label: msg('On Hold'), group: CaseStatusGroup.OnHold, countKey: 'onHold' },
  { key: 'resolved', label: msg('Resolved'), group: CaseStatusGroup.Resolved, countKey: 'resolved' },
  { key: 'all', label: msg('All'), group: null, countKey: null },
] as const;
export type CaseViewKey = (typeof CASE_VIEWS)[number]['key'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateText = z.string().regex(DATE);

/** The case list in the URL: view, filters and page (keys equal to their default are left out). */
export const caseListSchema = listQuerySchema({
  view: z.enum(CASE_VIEWS.map((v) => v.key) as [CaseViewKey, ...CaseViewKey[]]),
  types: queryArray(z.coerce.number().int().min(0)),
  sources: queryArray(z.coerce.number().int().min(0)),
  priorities: queryArray(z.coerce.number().int().min(0)),
  incidentFrom: dateText.or(z.literal('')),
  incidentTo: dateText.or(z.literal('')),
  followUpFrom: dateText.or(z.literal('')),
  followUpTo: dateText.or(z.literal('')),
  search: z.string().max(100),
  activeOnly: queryBoolean(),
  page: z.coerce.number().int().min(1),
});
export type CaseListState = ListQueryState<typeof caseListSchema>;

/** New cases first: the view the badge counts. */
export const CASE_LIST_DEFAULTS: CaseListState = {
  view: 'new',
  types: [],
  sources: [],
  priorities: [],
  incidentFrom: '',
  incidentTo: '',
  followUpFrom: '',
  followUpTo: '',
  search: '',
  activeOnly: false,
  page: 1,
};

/** Filters (not the view, search or page) that differ from the defaults: the phone Filters badge. */
export function activeCaseFilterCount(state: CaseListState): number {
  return [
    state.types.length > 0,
    state.sources.length > 0,
    state.priorities.length > 0,
    !!(state.incidentFrom || state.incidentTo),
    !!(state.followUpFrom || state.followUpTo),
    state.activeOnly,
  ].filter(Boolean).length;
}

/** A from date after its to date: shown under the field, and the filter is not applied. */
export function dateRangeProblem(from: string, to: string): string | null {
  return from && to && from > to ? msg('The to date is before the from date') : null;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** GET {portal}/cases query for a list state: dates are whole days of the user's time zone. */
export function caseSearchParams(state: CaseListState, pageSize = DEFAULT_PAGE_SIZE): QueryParams {
  const view = CASE_VIEWS.find((v) => v.key === state.view);
  const hasDates = !!(state.incidentFrom || state.incidentTo || state.followUpFrom || state.followUpTo);
  return {
    caseStatuses: view?.group ? [view.group] : undefined,
    caseTypes: state.types,
    caseSources: state.sources,
    casePriority: state.priorities,
    incidentFromDate: state.incidentFrom || undefined,
    incidentToDate: state.incidentTo || undefined,
    followUpFromDate: state.followUpFrom || undefined,
    followUpToDate: state.followUpTo || undefined,
    timeZone: hasDates ? browserTimeZone() : undefined,
    search: state.search.trim() || undefined,
    activeOnly: state.activeOnly || undefined,
    sort: 'createdAt desc',
    page: state.page,
    pageSize,
  };
}
