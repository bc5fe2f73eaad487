import { AUDIT_ACTIONS } from '@portal/domain/audit/audit-actions';
import { listQuerySchema, queryEnum, queryInteger, queryText, type ListQueryState } from '../../../components/list-layout/list-query-codec';
import { dateRangeIsValid } from '../../../components/invoices/date-range';

/** Activity's filters and page in the address, so a copied link opens the same entries. */
export const activityListSchema = listQuerySchema({
  action: queryEnum(['', ...AUDIT_ACTIONS]),
  actor: queryText(100),
  from: queryText(10),
  to: queryText(10),
  page: queryInteger(1),
});
export type ActivityListState = ListQueryState<typeof activityListSchema>;

export const ACTIVITY_DEFAULTS: ActivityListState = { action: '', actor: '', from: '', to: '', page: 1 };

/** A date range the server will take: each side a date or open, From not after To. */
export function rangeIsValid(state: Pick<ActivityListState, 'from' | 'to'>): boolean {
  return dateRangeIsValid(state);
}

/** How many filters differ from the defaults (the phone's Filters badge). */
export function activeFilterCount(state: ActivityListState): number {
  return [state.action !== '', state.actor.trim() !== '', state.from !== '' || state.to !== ''].filter(Boolean).length;
}
