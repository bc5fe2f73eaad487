import type { Coded } from '../common/enum';

export const PayablesInvoiceStatus = { Voided: -1, Draft: 0, Received: 1, Settled: 2, PaidInFull: 3 } as const;
export type PayablesInvoiceStatus = (typeof PayablesInvoiceStatus)[keyof typeof PayablesInvoiceStatus];

export const PAYABLES_INVOICE_STATUSES: readonly Coded<PayablesInvoiceStatus>[] = [
  { code: -1, name: 'Voided' },
  { code: 0, name: 'Draft' },
  { code: 1, name: 'Received' },
  { code: 2, name: 'Settled' },
  { code: 3, name: 'Paid in Full' },
];

/** MUI chip colours per status: Paid in Full green, Draft basic, Settled blue, Received red. */
export type ChipColor = 'default' | 'success' | 'primary' | 'error';
export const PAYABLES_INVOICE_CHIP_COLOR: Readonly<Record<PayablesInvoiceStatus, ChipColor>> = {
  [-1]: 'default',
  0: 'default',
  1: 'error',
  2: 'primary',
  3: 'success',
};

export const InvoiceFilterBucket = { All: 0, Uninvoiced: 1, Invoiced: 2, Paid: 3, Pending: 4 } as const;
export type InvoiceFilterBucket = (typeof InvoiceFilterBucket)[keyof typeof InvoiceFilterBucket];
export const INVOICE_FILTER_BUCKETS: readonly Coded<InvoiceFilterBucket>[] = [
  { code: 0, name: 'All' },
  { code: 1, name: 'Uninvoiced' },
  { code: 2, name: 'Invoiced' },
  { code: 3, name: 'Paid' },
  { code: 4, name: 'Pending' },
];

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
