import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { toDateKind, toQuickFilter, type ApInvoiceCounts, type ApInvoiceListQuery } from '@portal/domain/invoices/ap-invoice-schemas';
import {
  ACCOUNTING_VIEWS,
  DEFAULT_INVOICE_FILTER_BUCKET,
  INVOICE_DATE_FILTER_KINDS,
  INVOICE_QUICK_FILTERS,
  InvoiceFilterBucket,
} from '@portal/domain/invoices/payables-invoice-status';
import { z } from 'zod';
import { msg } from '../../../i18n/msg';
import { PREDICTED_PAY_SORT_CHOICES } from '../../../components/invoices/predicted-pay-fields';

/** '' = any date (the view's counts cover every date, so the list does too until a date filter is applied). */
const DATE_KIND_VALUES = ['', ...INVOICE_DATE_FILTER_KINDS] as const;

/** The accounting list's state in the address: the view (a filter bucket), search, quick and date filters, page. */
export const apInvoiceListSchema = z.object({
  view: z.coerce.number().int().refine((code) => ACCOUNTING_VIEWS.some((v) => v.bucket === code)),
  q: z.string(),
  quickFilter: z.enum(INVOICE_QUICK_FILTERS),
  dateKind: z.enum(DATE_KIND_VALUES),
  startDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  endDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  sort: z.enum(PREDICTED_PAY_SORT_CHOICES),
  payFrom: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  payTo: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  page: z.coerce.number().int().min(1),
});
export type ApInvoiceListState = z.output<typeof apInvoiceListSchema>;

export const AP_INVOICE_LIST_DEFAULTS: ApInvoiceListState = {
  view: DEFAULT_INVOICE_FILTER_BUCKET,
  q: '',
  quickFilter: 'None',
  dateKind: '',
  startDate: '',
  endDate: '',
  sort: '',
  payFrom: '',
  payTo: '',
  page: 1,
};

/** The counts answer's bucket behind each view. */
export const BUCKET_COUNT_KEY: Record<number, keyof ApInvoiceCounts> = {
  [InvoiceFilterBucket.Uninvoiced]: 'uninvoiced',
  [InvoiceFilterBucket.Pending]: 'pending',
  [InvoiceFilterBucket.Invoiced]: 'invoiced',
  [InvoiceFilterBucket.Paid]: 'paid',
};

/** The list's query: the spec's labels ('Action Required', 'Last 60 days') become the route's codes. */
export function toApInvoiceListQuery(state: ApInvoiceListState, timeZone: string): ApInvoiceListQuery {
  const range = state.dateKind === 'Range';
  return {
    status: state.view,
    searchTerm: state.q || undefined,
    quickFilter: state.quickFilter === 'None' ? undefined : toQuickFilter(state.quickFilter),
    dateKind: state.dateKind ? toDateKind(state.dateKind) : undefined,
    startDate: range ? state.startDate || undefined : undefined,
    endDate: range ? state.endDate || undefined : undefined,
    timeZone,
    sort: state.sort || undefined,
    predictedPayFrom: state.payFrom || undefined,
    predictedPayTo: state.payTo || undefined,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** A Range needs a start or an end, and the start may not be after the end. */
export function apInvoiceRangeProblem(state: Pick<ApInvoiceListState, 'dateKind' | 'startDate' | 'endDate'>): string | null {
  if (state.dateKind !== 'Range') return null;
  const invalid = (!state.startDate && !state.endDate) || (!!state.startDate && !!state.endDate && state.startDate > state.endDate);
  return invalid ? msg('Choose a start or end date; the start must not be after the end') : null;
}
