import { z } from 'zod';
import { codeOf } from '@portal/domain/common/enum';
import { DEFAULT_INVOICE_FILTER_BUCKET, INVOICE_FILTER_BUCKETS } from '@portal/domain/invoices/payables-invoice-status';
import { idParam, pagingQuery } from '@portal/domain/common/query-schemas';
import { dateKindQuery, dateQuery, timeZoneQuery } from './invoice-dates';
import { ChargeSchema, CodedValueSchema, CompanyRefSchema, LaneSchema } from './invoice-format';
import type { QuickFilter } from './ap-invoices.repository';

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

const QUICK_FILTERS: Record<string, QuickFilter> = { none: 'None', active: 'Active', actionrequired: 'ActionRequired', inprocess: 'InProcess', paid: 'Paid' };

/** The spec's quick filters by label ('Action Required') or as one word ('ActionRequired'). */
const quickFilterQuery = z.preprocess(
  (value) => (typeof value === 'string' ? (QUICK_FILTERS[value.replace(/\s+/g, '').toLowerCase()] ?? value) : value),
  z.enum(['None', 'Active', 'ActionRequired', 'InProcess', 'Paid']),
);

export const apInvoiceListQuery = z.object({
  status: bucketQuery.default(DEFAULT_INVOICE_FILTER_BUCKET),
  searchTerm: z.string().trim().max(100).optional(),
  quickFilter: quickFilterQuery.optional(),
  dateKind: dateKindQuery.optional(),
  startDate: dateQuery.optional(),
  endDate: dateQuery.optional(),
  timeZone: timeZoneQuery,
  ...pagingQuery(100),
});
export type ApInvoiceListQuery = z.infer<typeof apInvoiceListQuery>;

export const apInvoiceIdParams = z.object({ id: idParam });
export const invoiceNumberParams = z.object({ invoiceNumber: z.string().trim().min(1).max(50) });

/** What a client may send; the invoice-entry rules (InvoiceEntrySchema) are applied by the service. */
export const apInvoiceUpdateBody = z.object({
  /** Portal API form: must name the invoice of the path when given. */
  invoiceId: idParam.optional(),
  externalInvoiceNumber: z.union([z.string().max(200), z.number()]).nullish(),
  externalInvoiceAmount: z.union([z.string().max(40), z.number()]).nullish(),
});
export type ApInvoiceUpdateBody = z.infer<typeof apInvoiceUpdateBody>;

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
  numberOfRequiredDocuments: z.number().int(),
  numberOfUploadedRequiredDocuments: z.number().int(),
});
export type ApInvoiceDto = z.infer<typeof ApInvoiceSchema>;

export const ApInvoiceDetailSchema = ApInvoiceSchema.extend({
  carrier: CompanyRefSchema,
  shipmentStatus: CodedValueSchema,
  /** Deductions (quick pay fee and the like). */
  feeAmount: z.number(),
  /** Invoice amount minus deductions: what the check pays. */
  balanceDue: z.number(),
  paidAmount: z.number(),
  receivedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  payment: z
    .object({ checkNumber: z.string(), paymentDate: z.string(), paymentType: CodedValueSchema, amount: z.number() })
    .nullable(),
  charges: z.array(ChargeSchema),
  chargesTotal: z.number(),
  /** Settled, Paid in Full or Voided: the entry can no longer change. */
  isLocked: z.boolean(),
  isShipmentDelivered: z.boolean(),
});
export type ApInvoiceDetailDto = z.infer<typeof ApInvoiceDetailSchema>;

export const ApInvoiceListSchema = z.object({ data: z.array(ApInvoiceSchema), totalCount: z.number().int() });
export const ApInvoiceAnswerSchema = z.object({ data: ApInvoiceDetailSchema });

export const SubmissionSchema = z.object({
  /** True when this save moved the invoice from Draft to Received. */
  submitted: z.boolean(),
  /** Why a Draft stays a Draft after the save (missing documents); null otherwise. */
  reason: z.string().nullable(),
  missingDocuments: z.array(z.string()),
});
export const ApInvoiceUpdateAnswerSchema = z.object({ data: ApInvoiceDetailSchema, message: z.string(), submission: SubmissionSchema });
