import { DEFAULT_PAGE_SIZE, THIRD_PARTY_DEFAULT_IS_AUDITABLE } from '@portal/domain/common/constants';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { ThirdPartyCountsQuery } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { z } from 'zod';
import { listQuerySchema, queryArray, queryBoolean, type ListQueryState } from '../../../components/list-layout/list-query-codec';
import type { ThirdPartyListParams } from '../api/get-third-party-invoices';
import { DATE_PRESETS, presetWindow } from './date-presets';
import { msg } from '../../../i18n/msg';

/** The sidebar views: Action Required and All, or one status. */
export const THIRD_PARTY_VIEWS = [
  { key: 'actionRequired', label: msg('Action Required') },
  { key: 'draft', label: msg('Draft'), status: PayablesInvoiceStatus.Draft },
  { key: 'received', label: msg('Received'), status: PayablesInvoiceStatus.Received },
  { key: 'settled', label: msg('Settled'), status: PayablesInvoiceStatus.Settled },
  { key: 'all', label: msg('All') },
] as const;
export type ThirdPartyViewKey = (typeof THIRD_PARTY_VIEWS)[number]['key'];

const DATE = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);
const PRESET = z.enum(['', ...DATE_PRESETS]);

/** The third-party list's state in the address: the view, search, and the filter panel. */
export const thirdPartyListSchema = listQuerySchema({
  view: z.enum(['actionRequired', 'draft', 'received', 'settled', 'all']),
  query: z.string(),
  statuses: queryArray(z.coerce.number().int()),
  invoiceDate: PRESET,
  invoiceFrom: DATE,
  invoiceTo: DATE,
  loadDate: PRESET,
  loadFrom: DATE,
  loadTo: DATE,
  auditable: queryBoolean(),
  actionRequired: queryBoolean(),
});
export type ThirdPartyListState = ListQueryState<typeof thirdPartyListSchema>;

export const THIRD_PARTY_LIST_DEFAULTS: ThirdPartyListState = {
  view: 'actionRequired',
  query: '',
  statuses: [],
  invoiceDate: '',
  invoiceFrom: '',
  invoiceTo: '',
  loadDate: '',
  loadFrom: '',
  loadTo: '',
  auditable: THIRD_PARTY_DEFAULT_IS_AUDITABLE,
  actionRequired: false,
};

/** The filter panel as the counts route takes it (the list takes it too). */
export function thirdPartyPanelQuery(state: ThirdPartyListState, timeZone: string): ThirdPartyCountsQuery {
  const invoice = presetWindow(state.invoiceDate, { start: state.invoiceFrom, end: state.invoiceTo });
  const load = presetWindow(state.loadDate, { start: state.loadFrom, end: state.loadTo });
  return {
    query: state.query || undefined,
    invoiceDateStart: invoice.start,
    invoiceDateEnd: invoice.end,
    loadDateStart: load.start,
    loadDateEnd: load.end,
    isAuditable: state.auditable,
    timeZone,
  };
}

export function thirdPartyListParams(state: ThirdPartyListState, timeZone: string): ThirdPartyListParams {
  const view = THIRD_PARTY_VIEWS.find((v) => v.key === state.view);
  const viewStatus = view && 'status' in view ? [view.status] : undefined;
  return {
    ...thirdPartyPanelQuery(state, timeZone),
    // A status view decides the status; otherwise the panel's statuses apply.
    status: viewStatus ?? (state.statuses.length > 0 ? state.statuses : undefined),
    actionRequired: state.view === 'actionRequired' || state.actionRequired ? true : undefined,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** A Range needs a start or an end, and the start may not be after the end. */
export function rangeProblem(preset: string, from: string, to: string): string | null {
  if (preset !== 'Range') return null;
  if (!from && !to) return msg('Choose a start or an end date');
  if (from && to && from > to) return msg('The start must not be after the end');
  return null;
}
