import { FRAUD_SIGNAL_KINDS, FRAUD_SIGNAL_STATUSES } from '@portal/domain/risk/fraud-signal-kinds';
import { listQuerySchema, queryEnum, queryInteger, queryText, type ListQueryState } from '../../../components/list-layout/list-query-codec';

/** The Risk page's filters and page in the address, so a copied link opens the same signals. */
export const riskListSchema = listQuerySchema({
  kind: queryEnum(['', ...FRAUD_SIGNAL_KINDS]),
  status: queryEnum(['', ...FRAUD_SIGNAL_STATUSES]),
  search: queryText(100),
  from: queryText(10),
  to: queryText(10),
  page: queryInteger(1),
});
export type RiskListState = ListQueryState<typeof riskListSchema>;

/** Open signals first: those are the work. */
export const RISK_DEFAULTS: RiskListState = { kind: '', status: 'Open', search: '', from: '', to: '', page: 1 };

/** How many filters differ from the defaults (the phone's Filters badge). */
export function activeFilterCount(state: RiskListState): number {
  return [state.kind !== '', state.status !== RISK_DEFAULTS.status, state.search.trim() !== '', state.from !== '' || state.to !== ''].filter(Boolean).length;
}
