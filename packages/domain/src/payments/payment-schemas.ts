import { z } from 'zod';
import { PAYMENT_DETAILS_PAGE_SIZE, PAYMENTS_PAGE_SIZE } from '../common/constants';
import { codeOf } from '../common/enum';
import { idParam } from '../common/query-schemas';
import { calendarDate, dateQuery, timeZoneQuery } from '../invoices/invoice-query-schemas';
import { CodedValueSchema, CompanyRefSchema, LaneSchema } from '../invoices/invoice-shared-schemas';
import { PAYMENT_TYPES } from './payment-type';

/** The API contract of payment remittance: Portal API payments, and the internal pay call. */

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const paymentListQuery = z.object({
  paymentStartDate: dateQuery.optional(),
  paymentEndDate: dateQuery.optional(),
  timeZone: timeZoneQuery,
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(PAYMENTS_PAGE_SIZE),
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;

export const paymentDetailsQuery = z.object({
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(PAYMENT_DETAILS_PAGE_SIZE),
});
export type PaymentDetailsQuery = z.output<typeof paymentDetailsQuery>;

/** Check numbers are letters, digits, dots, dashes and underscores (they appear in URLs and file names). */
export const CHECK_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const CHECK_NUMBER_RULE = 'A check number is 1 to 40 letters, digits, dots, dashes or underscores';
const checkNumber = z.string().max(60, CHECK_NUMBER_RULE).trim().regex(CHECK_NUMBER_PATTERN, CHECK_NUMBER_RULE);
export const checkNumberParams = z.object({ checkNumber });

export const PaymentSummarySchema = z.object({
  checkNumber: z.string(),
  /** Calendar date (YYYY-MM-DD). */
  paymentDate: z.string(),
  amount: z.number(),
  paymentType: CodedValueSchema,
  invoiceCount: z.number().int(),
  paidTo: CompanyRefSchema,
  carrier: CompanyRefSchema,
});
export type PaymentSummary = z.output<typeof PaymentSummarySchema>;

export const PaymentListSchema = z.object({ data: z.array(PaymentSummarySchema), totalCount: z.number().int() });
export type PaymentList = z.output<typeof PaymentListSchema>;
export const PaymentSummaryAnswerSchema = z.object({ data: PaymentSummarySchema });
export type PaymentSummaryAnswer = z.output<typeof PaymentSummaryAnswerSchema>;

export const PaymentDetailSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  externalInvoiceNumber: z.string().nullable(),
  shipmentId: z.number().int(),
  shipmentNumber: z.string(),
  lane: LaneSchema,
  invoiceDate: z.string().nullable(),
  invoiceAmount: z.number(),
  /** Deducted from the invoice before payment (quick pay fee and the like). */
  deductions: z.number(),
  paidAmount: z.number(),
});
export type PaymentDetail = z.output<typeof PaymentDetailSchema>;

export const PaymentTotalsSchema = z.object({ invoiceCount: z.number().int(), invoiceAmount: z.number(), deductions: z.number(), paidAmount: z.number() });
export type PaymentTotals = z.output<typeof PaymentTotalsSchema>;

export const PaymentDetailsAnswerSchema = z.object({
  data: z.array(PaymentDetailSchema),
  totalCount: z.number().int(),
  /** Over every invoice of the check, not only this page; paidAmount equals the check amount. */
  totals: PaymentTotalsSchema,
});
export type PaymentDetailsAnswer = z.output<typeof PaymentDetailsAnswerSchema>;

/** A payment type by code (0-3) or by name ('Quick Pay', 'QuickPay'). */
const paymentTypeInput = z.preprocess(
  (value) => (typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value) : (codeOf(PAYMENT_TYPES, value) ?? value)) : value),
  z
    .number()
    .int()
    .refine((code) => PAYMENT_TYPES.some((t) => t.code === code), 'Expected a payment type: Standard 0, Book It Now 1, Quick Pay 2, Small Carrier Quick Pay 3'),
);

export const createPaymentBody = z.object({
  checkNumber,
  paymentType: paymentTypeInput.default(0),
  paymentDate: calendarDate,
  invoiceIds: z
    .array(idParam)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each invoice may be paid once per check'),
});
export type CreatePaymentBody = z.input<typeof createPaymentBody>;
/** The body as the route hands it on (the payment type read as its code, Standard by default). */
export type PaymentToCreate = z.output<typeof createPaymentBody>;
