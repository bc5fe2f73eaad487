import { z } from 'zod';
import { pagingQuery } from '../common/query-schemas';
import { CodedValueSchema, CompanyRefSchema, LaneSchema } from '../invoices/invoice-shared-schemas';

/**
 * The API contract of the brokerage staff's desk beside the payables: the loads that need someone
 * now, the carriers they work with, and the access requests waiting at those companies.
 */

/** Why a load needs attention, most urgent kinds first. */
export const ATTENTION_REASONS = ['Uncovered', 'Overdue', 'Problem'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** How close to pickup an uncovered load starts to need attention. */
export const UNCOVERED_WINDOW_HOURS = 48;

export const DeskListQuerySchema = z.object({
  /** Shipment number or carrier name (loads); name, MC or DOT number (carriers); company or address (requests). */
  search: z.string().trim().max(100).optional(),
  ...pagingQuery(),
});
export type DeskListQuery = z.output<typeof DeskListQuerySchema>;
/** The query as a client sends it. */
export interface DeskListQueryInput {
  search?: string;
  page?: number;
  pageSize?: number;
}

export const AttentionLoadSchema = z.object({
  shipmentId: z.number().int(),
  shipmentNumber: z.string(),
  status: CodedValueSchema,
  reason: z.enum(ATTENTION_REASONS),
  /** Uncovered: the pickup; Overdue: when the next stop update was due; Problem: when it was reported. */
  dueAt: z.string(),
  /** The zone of the stop the time belongs to (the pickup, or the next open stop). */
  timeZone: z.string(),
  /** Problem: the kinds reported and not yet resolved. */
  problems: z.array(z.string()),
  carrier: CompanyRefSchema.nullable(),
  lane: LaneSchema,
});
export type AttentionLoad = z.output<typeof AttentionLoadSchema>;
export const AttentionLoadListSchema = z.object({ data: z.array(AttentionLoadSchema), totalCount: z.number().int() });
export type AttentionLoadList = z.output<typeof AttentionLoadListSchema>;

export const DeskCarrierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  isOnHold: z.boolean(),
  doNotUse: z.boolean(),
  /** Loads booked through At Stop. */
  activeLoads: z.number().int(),
  /** Invoices received and waiting for approval. */
  invoicesToApprove: z.number().int(),
  /** Portal users of the carrier's own who may approve its access requests. */
  portalAdmins: z.number().int(),
});
export type DeskCarrier = z.output<typeof DeskCarrierSchema>;
export const DeskCarrierListSchema = z.object({ data: z.array(DeskCarrierSchema), totalCount: z.number().int() });
export type DeskCarrierList = z.output<typeof DeskCarrierListSchema>;

export const PendingAccessRequestSchema = z.object({
  id: z.number().int(),
  company: CompanyRefSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyNumber: z.string().nullable(),
  createdAt: z.string(),
  /** The company's active portal admins, who answer the request; 0 means nobody can. */
  companyAdmins: z.number().int(),
});
export type PendingAccessRequest = z.output<typeof PendingAccessRequestSchema>;
export const PendingAccessRequestListSchema = z.object({ data: z.array(PendingAccessRequestSchema), totalCount: z.number().int() });
export type PendingAccessRequestList = z.output<typeof PendingAccessRequestListSchema>;
