import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, THIRD_PARTY_DEFAULT_IS_AUDITABLE } from '../common/constants';
import { codeOf } from '../common/enum';
import { INVOICE_NUMBER_NOT_VALID } from '../common/messages';
import { queryArray, queryBoolean } from '../common/query-schemas';
import { InvoiceEntryBodySchema } from '../invoices/invoice-entry';
import { dateQuery, timeZoneQuery } from '../invoices/invoice-query-schemas';
import { ChargeSchema, CompanyRefSchema, LaneSchema, SubmissionSchema } from '../invoices/invoice-shared-schemas';
import { PAYABLES_INVOICE_STATUSES } from '../invoices/payables-invoice-status';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** The API contract of the third-party payer invoices: Portal API third-party-invoices and Carrier API v1. */

/** A payables status by code (-1..3) or name ('Draft', 'Paid in Full'). */
const statusCode = z.preprocess(
  (value) => (typeof value === 'string' && !/^-?\d+$/.test(value) ? (codeOf(PAYABLES_INVOICE_STATUSES, value) ?? value) : value),
  z.coerce
    .number()
    .int()
    .refine((code) => PAYABLES_INVOICE_STATUSES.some((s) => s.code === code), 'Expected an invoice status: Voided -1, Draft 0, Received 1, Settled 2, Paid in Full 3'),
);

/** The filter panel and the view of the third-party list; the counts take the same filters. */
const panelQuery = {
  query: z.string().trim().max(100).optional(),
  invoiceDateStart: dateQuery.optional(),
  invoiceDateEnd: dateQuery.optional(),
  loadDateStart: dateQuery.optional(),
  loadDateEnd: dateQuery.optional(),
  /** 'Only Show Auditable', checked by default: false shows every invoice. */
  isAuditable: queryBoolean.default(THIRD_PARTY_DEFAULT_IS_AUDITABLE),
  timeZone: timeZoneQuery,
};

export const thirdPartyListQuery = z.object({
  ...panelQuery,
  status: queryArray(statusCode),
  actionRequired: queryBoolean.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type ThirdPartyListQuery = z.output<typeof thirdPartyListQuery>;

export const thirdPartyCountsQuery = z.object(panelQuery);
export type ThirdPartyCountsQuery = z.output<typeof thirdPartyCountsQuery>;

export const thirdPartyInvoiceNumberParams = z.object({
  invoiceNumber: z
    .string()
    .trim()
    .min(1, INVOICE_NUMBER_NOT_VALID)
    .max(50, INVOICE_NUMBER_NOT_VALID)
    .refine((value) => value !== 'undefined' && value !== 'null', INVOICE_NUMBER_NOT_VALID),
});

/** Add Invoice: the external invoice number and amount, with the invoice-entry rules. */
export const thirdPartyUpdateBody = InvoiceEntryBodySchema;
export type ThirdPartyUpdateBody = z.input<typeof thirdPartyUpdateBody>;

export const thirdPartyStatusBody = z.object({ status: statusCode });

const ThirdPartyStatusSchema = z.object({ status: z.number().int(), description: z.string() });

export const ThirdPartyInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  status: ThirdPartyStatusSchema,
  shipmentId: z.number().int(),
  shipmentNumber: z.string(),
  /** Description of the shipment status ('Delivered'). */
  shipmentStatus: z.string(),
  /** Spelled as the spec's record spells it. */
  thirdPartPayerBillingSettingsId: z.number().int().nullable(),
  externalInvoiceNumber: z.string().nullable(),
  externalInvoiceAmount: z.number().nullable(),
  carrierName: z.string(),
  carrierLogoURL: z.string().nullable(),
  customerName: z.string().nullable(),
  /** Calendar date (YYYY-MM-DD). */
  dueDateTimeStamp: z.string().nullable(),
  createDateTimeStamp: z.string(),
  invoiceDate: z.string().nullable(),
  loadDate: z.string().nullable(),
  invoiceAmount: z.number(),
  feeAndBalance: z.number(),
  /** Balance due: invoice amount minus fees and balance (Summary: Payment). */
  balance: z.number(),
  /** The invoice amount (Summary: Total Payment). */
  total: z.number(),
  lane: LaneSchema,
  factoringCompany: CompanyRefSchema.nullable(),
  isAuditable: z.boolean(),
  actionRequired: z.boolean(),
  /** The company that pays the invoice: only its users approve, dispute or pay it. */
  payerCompanyId: z.number().int(),
  /** The payer's dispute, kept after it is resolved; open while the invoice is still Received. */
  dispute: z
    .object({ reason: z.string(), disputedAt: z.string(), disputedBy: z.string().nullable(), open: z.boolean() })
    .nullable(),
  /** When the payer approved it (Received -> Settled). */
  approvedAt: z.string().nullable(),
  /** The payer's payment (Settled -> Paid in Full): its reference and the calendar date paid. */
  payment: z.object({ reference: z.string(), paidOn: z.string() }).nullable(),
  numberOfRequiredDocuments: z.number().int(),
  numberOfUploadedRequiredDocuments: z.number().int(),
});
export type ThirdPartyInvoice = z.output<typeof ThirdPartyInvoiceSchema>;

export const ThirdPartyInvoiceDetailSchema = ThirdPartyInvoiceSchema.extend({
  charges: z.array(ChargeSchema),
  chargesTotal: z.number(),
  /** False shows the not-eligible warning. */
  hasBillingSettings: z.boolean(),
  billingSettingsName: z.string().nullable(),
  isLocked: z.boolean(),
  isShipmentDelivered: z.boolean(),
});
export type ThirdPartyInvoiceDetail = z.output<typeof ThirdPartyInvoiceDetailSchema>;

export const ThirdPartyListSchema = z.object({ data: z.array(ThirdPartyInvoiceSchema), totalCount: z.number().int() });
export type ThirdPartyList = z.output<typeof ThirdPartyListSchema>;
export const ThirdPartyAnswerSchema = z.object({ data: ThirdPartyInvoiceDetailSchema });
export const ThirdPartyUpdateAnswerSchema = z.object({ data: ThirdPartyInvoiceDetailSchema, ...ANSWER_MESSAGE_FIELDS, submission: SubmissionSchema });
export type ThirdPartyUpdateAnswer = z.output<typeof ThirdPartyUpdateAnswerSchema>;
/** What approve, dispute and pay answer: the invoice as it now is, and the toast. */
export const ThirdPartyActionAnswerSchema = z.object({ data: ThirdPartyInvoiceDetailSchema, ...ANSWER_MESSAGE_FIELDS });
export type ThirdPartyActionAnswer = z.output<typeof ThirdPartyActionAnswerSchema>;

/** The sidebar views' counts under the filter panel. */
export const ThirdPartyCountsSchema = z.object({ actionRequired: z.number().int(), draft: z.number().int(), received: z.number().int(), settled: z.number().int(), all: z.number().int() });
export type ThirdPartyCounts = z.output<typeof ThirdPartyCountsSchema>;
export const ThirdPartyCountsAnswerSchema = z.object({ data: ThirdPartyCountsSchema });
