import { codeOf, type Coded } from '../common/enum';
import type { SortDirection } from '../load-board/freight-schemas';
import { CASE_STATUSES, CaseStatusGroup } from './case-status';

/**
 * The case list's query vocabulary, shared by the server (validation) and the web (filters):
 * time ranges, sort strings and the status filter. The spec names the parameters, not their values.
 */

/**
 * Time ranges of the incident and follow-up filters. Day boundaries are those of the time zone the
 * request names (UTC by default). Last7Days is today and the six days before; Next7Days is today
 * and the six days after; Overdue is anything before now; Custom takes the from/to dates; All (or
 * no range at all) filters nothing.
 */
export const CASE_TIME_RANGES = ['All', 'Today', 'Yesterday', 'Tomorrow', 'Last7Days', 'Last30Days', 'Next7Days', 'Next30Days', 'Overdue', 'Custom'] as const;
export type CaseTimeRange = (typeof CASE_TIME_RANGES)[number];

/** Sort fields of the case list, as the `sort` parameter names them ('createdAt desc'). */
export const CASE_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'caseNumber',
  'incidentAt',
  'followUpAt',
  'amount',
  'approvedAmount',
  'priority',
  'status',
  'caseType',
  'shipmentNumber',
] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];
export interface CaseSort {
  field: CaseSortField;
  direction: SortDirection;
}

export const DEFAULT_CASE_SORT: CaseSort = { field: 'createdAt', direction: 'desc' };

/**
 * 'createdAt desc', 'caseNumber asc', 'caseNumber' (ascending), 'amount:desc' or '-createdAt'.
 * Field names are matched case-insensitively; anything else is null (a 400 at the API).
 */
export function parseCaseSort(text: string): CaseSort | null {
  const trimmed = text.trim();
  const descending = trimmed.startsWith('-');
  const match = /^([A-Za-z]+)(?:[\s:]+(asc|desc|ascending|descending))?$/i.exec(descending ? trimmed.slice(1) : trimmed);
  if (!match) return null;
  const field = CASE_SORT_FIELDS.find((f) => f.toLowerCase() === match[1].toLowerCase());
  if (!field) return null;
  if (descending && match[2]) return null;
  const direction: SortDirection = descending || match[2]?.toLowerCase().startsWith('desc') ? 'desc' : 'asc';
  return { field, direction };
}

export function formatCaseSort(sort: CaseSort): string {
  return `${sort.field} ${sort.direction}`;
}

/** A code given as its number ('3', 3) or its name ('TONU', 'Carrier Portal', 'CarrierPortal'). */
export function parseCoded<C extends number>(list: readonly Coded<C>[], value: string | number): C | undefined {
  const text = String(value).trim();
  if (/^-?\d+$/.test(text)) return list.find((item) => item.code === Number(text))?.code;
  return codeOf(list, text);
}

/**
 * The caseStatuses filter takes the collapsed group names users see (New, In Progress, On Hold,
 * Resolved; spaces optional) and the detailed codes of the TMS, as numbers ('3') or as their full
 * names ('On Hold - Carrier Documents Pending', 'Voided'). A name that is both a group and a
 * detailed status (New, Resolved) means the group. Values select cases in any of them.
 */
export interface CaseStatusFilter {
  groups: CaseStatusGroup[];
  codes: number[];
  invalid: string[];
}

export function parseCaseStatusFilter(values: readonly (string | number)[]): CaseStatusFilter {
  const result: CaseStatusFilter = { groups: [], codes: [], invalid: [] };
  const squash = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();
  for (const value of values) {
    const text = String(value).trim();
    const group = Object.values(CaseStatusGroup).find((g) => squash(g) === squash(text));
    if (group && !/^\d+$/.test(text)) {
      if (!result.groups.includes(group)) result.groups.push(group);
      continue;
    }
    const code = /^\d+$/.test(text)
      ? CASE_STATUSES.find((s) => s.code === Number(text))?.code
      : CASE_STATUSES.find((s) => squash(s.name) === squash(text))?.code;
    if (code === undefined) result.invalid.push(text);
    else if (!result.codes.includes(code)) result.codes.push(code);
  }
  return result;
}
