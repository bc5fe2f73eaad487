import { z } from 'zod';
import { codeOf } from '../common/enum';
import { pagingQuery } from '../common/query-schemas';
import { CodedValueSchema, CompanyRefSchema, LaneSchema } from '../invoices/invoice-shared-schemas';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '../invoices/payables-invoice-status';
import { predictedPayQueryFields, type PredictedPaySort } from '../pay-timeline/predicted-pay-query';

/** The API contract of the brokerage's back-office invoice list (GET /portal/api/internal/ap-invoices). */

/** The statuses the back office works through: approve Received, pay Settled, look back at Paid in Full. */
export const BACK_OFFICE_STATUSES = [PayablesInvoiceStatus.Received, PayablesInvoiceStatus.Settled, PayablesInvoiceStatus.PaidInFull] as const;
export type BackOfficeStatus = (typeof BACK_OFFICE_STATUSES)[number];

/** A status by code (1-3) or by name ('Received', 'Settled', 'Paid in Full', 'PaidInFull'). */
const backOfficeStatus = z.preprocess(
  (value) => (typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value) : (codeOf(PAYABLES_INVOICE_STATUSES, value) ?? value)) : value),
  z
    .number()
    .int()
    .refine((code): code is BackOfficeStatus => (BACK_OFFICE_STATUSES as readonly number[]).includes(code), 'Expected a status: Received 1, Settled 2 or Paid in Full 3'),
);

export const backOfficeInvoiceQuery = z.object({
  status: backOfficeStatus.default(PayablesInvoiceStatus.Received),
  /** Invoice number, shipment number, the carrier's own invoice number or the carrier's name. */
  search: z.string().trim().max(100).optional(),
  ...predictedPayQueryFields,
  ...pagingQuery(),
});
export type BackOfficeInvoiceQuery = z.output<typeof backOfficeInvoiceQuery>;
/** The query as a client sends it (the status by code). */
export interface BackOfficeInvoiceQueryInput {
  status?: BackOfficeStatus;
  search?: string;
  sort?: PredictedPaySort;
  predictedPayFrom?: string;
  predictedPayTo?: string;
  page?: number;
  pageSize?: number;
}

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const BackOfficeInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  status: CodedValueSchema,
  carrier: CompanyRefSchema,
  /** Who the check goes to: the Remit To factoring company, else the carrier itself. */
  payee: CompanyRefSchema,
  remitTo: CompanyRefSchema.nullable(),
  shipmentId: z.number().int(),
  shipmentNumber: z.string(),
  lane: LaneSchema,
  deliveredAt: z.string().nullable(),
  invoiceAmount: z.number(),
  /** Deductions (quick pay fee and the like). */
  feeAmount: z.number(),
  /** What a payment of this invoice pays: invoice amount minus deductions. */
  balanceDue: z.number(),
  externalInvoiceNumber: z.string().nullable(),
  externalInvoiceAmount: z.number().nullable(),
  numberOfRequiredDocuments: z.number().int(),
  numberOfUploadedRequiredDocuments: z.number().int(),
  receivedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Who approved (settled) the invoice; null for invoices settled before approvers were recorded. */
  settledBy: PersonSchema.nullable(),
  paidAt: z.string().nullable(),
  payment: z.object({ checkNumber: z.string(), paymentDate: z.string(), paymentType: CodedValueSchema }).nullable(),
  /** Calendar date the money is expected (YYYY-MM-DD). */
  predictedPayOn: z.string().nullable(),
});
export type BackOfficeInvoice = z.output<typeof BackOfficeInvoiceSchema>;

export const BackOfficeInvoiceListSchema = z.object({ data: z.array(BackOfficeInvoiceSchema), totalCount: z.number().int() });
export type BackOfficeInvoiceList = z.output<typeof BackOfficeInvoiceListSchema>;
