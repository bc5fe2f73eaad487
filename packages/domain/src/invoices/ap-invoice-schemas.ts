import { z } from 'zod';
import { codeOf } from '../common/enum';
import { idParam, pagingQuery } from '../common/query-schemas';
import { invoiceEntryFields, withInvoiceEntryRules } from './invoice-entry';
import { dateQuery, timeZoneQuery } from './invoice-query-schemas';
import { ChargeSchema, CodedValueSchema, CompanyRefSchema, LaneSchema, SubmissionSchema } from './invoice-shared-schemas';
import { DEFAULT_INVOICE_FILTER_BUCKET, INVOICE_FILTER_BUCKETS } from './payables-invoice-status';
import { PAYEE_CHANGE_CONFIRMERS, PAYEE_CHANGE_LINK_INVALID } from './payee-change';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';
import { predictedPayQueryFields } from '../pay-timeline/predicted-pay-query';

/** The API contract of the payables (AP) invoices: Carrier API v2/invoices and Portal API ap-invoices. */

/** A filter bucket by code (0-4) or by name ('Uninvoiced', 'UnInvoiced', 'Paid'...). */
const bucketQuery = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (/^-?\d+$/.test(text)) return Number(text);
    return codeOf(INVOICE_FILTER_BUCKETS, text) ?? text;
  },
  z
    .number()
    .int()
    .refine((code) => INVOICE_FILTER_BUCKETS.some((b) => b.code === code), 'Expected a filter bucket: All 0, Uninvoiced 1, Invoiced 2, Paid 3, Pending 4'),
);

export const QUICK_FILTERS = ['None', 'Active', 'ActionRequired', 'InProcess', 'Paid'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** The date filter kinds: 'Last60Days' as in the brief; 'Week' is the spec's This Week. */
export const DATE_KINDS = ['Last60Days', 'Today', 'Week', 'Range'] as const;
export type DateKind = (typeof DATE_KINDS)[number];

const key = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** A quick filter by the spec's label ('Action Required') or as one word ('ActionRequired'). */
export function toQuickFilter(value: string): QuickFilter | undefined {
  return QUICK_FILTERS.find((filter) => filter.toLowerCase() === key(value));
}

/** A date filter kind by the spec's label ('Last 60 days', 'This Week') or its code, in any case. */
export function toDateKind(value: string): DateKind | undefined {
  const wanted = key(value);
  return wanted === 'thisweek' ? 'Week' : DATE_KINDS.find((kind) => kind.toLowerCase() === wanted);
}

const quickFilterQuery = z.preprocess((value) => (typeof value === 'string' ? (toQuickFilter(value) ?? value) : value), z.enum(QUICK_FILTERS));
const dateKindQuery = z.preprocess((value) => (typeof value === 'string' ? (toDateKind(value) ?? value) : value), z.enum(DATE_KINDS));

export const apInvoiceListQuery = z.object({
  status: bucketQuery.default(DEFAULT_INVOICE_FILTER_BUCKET),
  searchTerm: z.string().trim().max(100).optional(),
  quickFilter: quickFilterQuery.optional(),
  dateKind: dateKindQuery.optional(),
  startDate: dateQuery.optional(),
  endDate: dateQuery.optional(),
  timeZone: timeZoneQuery,
  ...predictedPayQueryFields,
  ...pagingQuery(100),
});
export type ApInvoiceListQuery = z.output<typeof apInvoiceListQuery>;

export const apInvoiceIdParams = z.object({ id: idParam });
export const invoiceNumberParams = z.object({ invoiceNumber: z.string().trim().min(1).max(50) });

/** The carrier's invoice entry; the Portal API form also names the invoice (invoiceId), which must be the path's. */
export const apInvoiceUpdateBody = withInvoiceEntryRules(z.object({ invoiceId: idParam.optional(), ...invoiceEntryFields }));
export type ApInvoiceUpdateBody = z.input<typeof apInvoiceUpdateBody>;

export const ApInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  shipmentId: z.number().int(),
  shipmentNumber: z.string(),
  status: CodedValueSchema,
  /** MUI chip colour: Paid in Full success (green), Draft default, Settled primary (blue), Received error (red). */
  chipColor: z.enum(['default', 'success', 'primary', 'error']),
  externalInvoiceNumber: z.string().nullable(),
  externalInvoiceAmount: z.number().nullable(),
  invoiceAmount: z.number(),
  lane: LaneSchema,
  deliveredAt: z.string().nullable(),
  /** Calendar dates (YYYY-MM-DD). */
  invoiceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  remitTo: CompanyRefSchema.nullable(),
  /** Whose invoice it is: a factoring company's list holds several carriers' invoices. */
  carrier: CompanyRefSchema,
  numberOfRequiredDocuments: z.number().int(),
  numberOfUploadedRequiredDocuments: z.number().int(),
  /** Calendar date the money is expected (YYYY-MM-DD); null while a Draft. */
  predictedPayOn: z.string().nullable(),
});
export type ApInvoice = z.output<typeof ApInvoiceSchema>;

export const ApInvoicePaymentSchema = z.object({ checkNumber: z.string(), paymentDate: z.string(), paymentType: CodedValueSchema, amount: z.number() });

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A change of payee a carrier admin asked for, held until a second person confirms it. */
export const PendingPayeeChangeSchema = z.object({
  id: z.number().int(),
  from: CompanyRefSchema.nullable(),
  /** Null: paid to the carrier directly. */
  to: CompanyRefSchema.nullable(),
  requestedBy: PersonRefSchema,
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** Who is to confirm it: another admin, the link mailed to the company's address, or the brokerage's payables staff. */
  confirmBy: z.enum(PAYEE_CHANGE_CONFIRMERS),
  /** The caller may confirm it (another admin of the carrier, or the brokerage's payables staff). */
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
});
export type PendingPayeeChange = z.output<typeof PendingPayeeChangeSchema>;

/** A change of payee that was decided (confirmed or cancelled) or lapsed. */
export const PayeeHistoryEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(['Confirmed', 'Cancelled', 'Expired']),
  from: CompanyRefSchema.nullable(),
  to: CompanyRefSchema.nullable(),
  requestedBy: PersonRefSchema,
  requestedAt: z.string(),
  /** Who confirmed or cancelled it; null when it lapsed or was confirmed from the e-mailed link. */
  decidedBy: PersonRefSchema.nullable(),
  /** The company address whose e-mailed link confirmed it. */
  confirmedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PayeeHistoryEntry = z.output<typeof PayeeHistoryEntrySchema>;

export const ApInvoiceDetailSchema = ApInvoiceSchema.extend({
  shipmentStatus: CodedValueSchema,
  /** Deductions (quick pay fee and the like). */
  feeAmount: z.number(),
  /** Invoice amount minus deductions: what the check pays. */
  balanceDue: z.number(),
  paidAmount: z.number(),
  receivedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  payment: ApInvoicePaymentSchema.nullable(),
  charges: z.array(ChargeSchema),
  chargesTotal: z.number(),
  /** Settled, Paid in Full or Voided: the entry can no longer change. */
  isLocked: z.boolean(),
  isShipmentDelivered: z.boolean(),
  pendingPayeeChange: PendingPayeeChangeSchema.nullable(),
  /** Decided and lapsed changes of payee, newest first. */
  payeeHistory: z.array(PayeeHistoryEntrySchema),
});
export type ApInvoiceDetail = z.output<typeof ApInvoiceDetailSchema>;

export const ApInvoiceListSchema = z.object({ data: z.array(ApInvoiceSchema), totalCount: z.number().int() });
export type ApInvoiceList = z.output<typeof ApInvoiceListSchema>;
export const ApInvoiceAnswerSchema = z.object({ data: ApInvoiceDetailSchema });
export type ApInvoiceAnswer = z.output<typeof ApInvoiceAnswerSchema>;
export const ApInvoiceUpdateAnswerSchema = z.object({ data: ApInvoiceDetailSchema, ...ANSWER_MESSAGE_FIELDS, submission: SubmissionSchema });
export type ApInvoiceUpdateAnswer = z.output<typeof ApInvoiceUpdateAnswerSchema>;

const BucketCountSchema = z.object({ invoiceAmount: z.number(), shipmentCount: z.number().int() });
/** Invoice amount (dollars) and shipment count per accounting bucket. */
export const ApInvoiceCountsSchema = z.object({ uninvoiced: BucketCountSchema, pending: BucketCountSchema, invoiced: BucketCountSchema, paid: BucketCountSchema });
export type ApInvoiceCounts = z.output<typeof ApInvoiceCountsSchema>;
export const ApInvoiceCountsAnswerSchema = z.object({ data: ApInvoiceCountsSchema });

/** An invoice document plus the file's type code and URL. */
export const InvoiceDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  fileType: z.number().int(),
  entityType: z.number().int(),
  entityId: z.number().int(),
  entityDescription: z.string(),
  extension: z.string(),
  fileURL: z.string(),
  /** The document meets one of the invoice's required documents. */
  required: z.boolean(),
});
export const InvoiceDocumentListSchema = z.object({ data: z.array(InvoiceDocumentSchema), totalCount: z.number().int() });
export type InvoiceDocumentList = z.output<typeof InvoiceDocumentListSchema>;

/**
 * Remit To: a factoring company from the Carriers factoring list, or null to be paid directly. The
 * check that pays the invoice goes to this party (payments group by it).
 */
export const apInvoiceRemitToBody = z.object({ remitToCompanyId: z.number().int().positive().nullable() });
export type ApInvoiceRemitToBody = z.input<typeof apInvoiceRemitToBody>;
export const ApInvoiceRemitToAnswerSchema = z.object({ data: ApInvoiceDetailSchema, ...ANSWER_MESSAGE_FIELDS });
export type ApInvoiceRemitToAnswer = z.output<typeof ApInvoiceRemitToAnswerSchema>;
export const remitToUpdated = (invoiceNumber: string) => `Remit To updated for invoice ${invoiceNumber}`;

/** The token of the link mailed to a carrier's registered address, confirming a held change of payee. */
export const ConfirmPayeeChangeLinkSchema = z.object({ token: z.string().trim().min(16).max(200).regex(/^[A-Za-z0-9_-]+$/, PAYEE_CHANGE_LINK_INVALID) });
export type ConfirmPayeeChangeLink = z.input<typeof ConfirmPayeeChangeLinkSchema>;
/** What the public link page may say: the invoice and its payee now, nothing else of the carrier's. */
export const PayeeChangeLinkAnswerSchema = z.object({ data: z.object({ invoiceNumber: z.string(), payee: z.string() }), ...ANSWER_MESSAGE_FIELDS });
export type PayeeChangeLinkAnswer = z.output<typeof PayeeChangeLinkAnswerSchema>;
export const NOT_A_FACTORING_COMPANY = 'Pick a factoring company from the factoring list';
