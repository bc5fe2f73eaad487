import { codedEnum, type CodeOf } from '../common/coded-enum';

export const { codes: PayablesInvoiceStatus, list: PAYABLES_INVOICE_STATUSES } = codedEnum({
  Voided: [-1, 'Voided'],
  Draft: [0, 'Draft'],
  Received: [1, 'Received'],
  Settled: [2, 'Settled'],
  PaidInFull: [3, 'Paid in Full'],
});
export type PayablesInvoiceStatus = CodeOf<typeof PayablesInvoiceStatus>;

/** MUI chip colours per status: Paid in Full green, Draft basic, Settled blue, Received red. */
export type ChipColor = 'default' | 'success' | 'primary' | 'error';
export const PAYABLES_INVOICE_CHIP_COLOR: Readonly<Record<PayablesInvoiceStatus, ChipColor>> = {
  [-1]: 'default',
  0: 'default',
  1: 'error',
  2: 'primary',
  3: 'success',
};

export const { codes: InvoiceFilterBucket, list: INVOICE_FILTER_BUCKETS } = codedEnum({ All: [0, 'All'], Uninvoiced: [1, 'Uninvoiced'], Invoiced: [2, 'Invoiced'], Paid: [3, 'Paid'], Pending: [4, 'Pending'] });
export type InvoiceFilterBucket = CodeOf<typeof InvoiceFilterBucket>;

/** The accounting views in order, each backed by a filter bucket. */
export const ACCOUNTING_VIEWS = [
  { label: 'Action Required', bucket: InvoiceFilterBucket.Uninvoiced },
  { label: 'Pending', bucket: InvoiceFilterBucket.Pending },
  { label: 'In Progress', bucket: InvoiceFilterBucket.Invoiced },
  { label: 'Paid', bucket: InvoiceFilterBucket.Paid },
] as const;

export const DEFAULT_INVOICE_FILTER_BUCKET = InvoiceFilterBucket.Uninvoiced;

export const INVOICE_QUICK_FILTERS = ['None', 'Active', 'Action Required', 'In Process', 'Paid'] as const;
export type InvoiceQuickFilter = (typeof INVOICE_QUICK_FILTERS)[number];

export const INVOICE_DATE_FILTER_KINDS = ['Last 60 days', 'Today', 'Week', 'Range'] as const;
export type InvoiceDateFilterKind = (typeof INVOICE_DATE_FILTER_KINDS)[number];
