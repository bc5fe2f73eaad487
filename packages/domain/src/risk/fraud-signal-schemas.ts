import { z } from 'zod';
import { idParam, pagingQuery } from '../common/query-schemas';
import { CompanyRefSchema } from '../invoices/invoice-shared-schemas';
import { dateQuery } from '../invoices/invoice-query-schemas';
import { FRAUD_SIGNAL_KINDS, FRAUD_SIGNAL_STATUSES } from './fraud-signal-kinds';

/** The API contract of the Risk page: the signals, one signal with its history, and acknowledging one. */

/** The longest note an acknowledgement keeps. */
export const ACKNOWLEDGE_NOTE_MAX_LENGTH = 1000;

export const FraudSignalListQuerySchema = z.object({
  kind: z.enum(FRAUD_SIGNAL_KINDS).optional(),
  status: z.enum(FRAUD_SIGNAL_STATUSES).optional(),
  carrierId: idParam.optional(),
  shipmentId: idParam.optional(),
  /** Part of the carrier's name, or the load's number. */
  search: z.string().trim().max(100).optional(),
  /** Raised on or after this day (or instant). */
  from: dateQuery.optional(),
  /** Raised before the end of this day (or before this instant). */
  to: dateQuery.optional(),
  ...pagingQuery(),
});
export type FraudSignalListQuery = z.output<typeof FraudSignalListQuerySchema>;
/** The query as a client sends it. */
export interface FraudSignalListQueryInput {
  kind?: (typeof FRAUD_SIGNAL_KINDS)[number];
  status?: (typeof FRAUD_SIGNAL_STATUSES)[number];
  carrierId?: number;
  shipmentId?: number;
  search?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export const FraudSignalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FRAUD_SIGNAL_KINDS),
  status: z.enum(FRAUD_SIGNAL_STATUSES),
  carrier: CompanyRefSchema,
  shipment: z.object({ id: z.number().int(), shipmentNumber: z.string() }).nullable(),
  /** The facts the detector saw, as data. */
  evidence: z.record(z.string(), z.unknown()),
  /** The same facts as one sentence. */
  summary: z.string(),
  raisedAt: z.string(),
  /** The last time a detector run still saw it. */
  seenAt: z.string(),
});
export type FraudSignal = z.output<typeof FraudSignalSchema>;
export const FraudSignalListSchema = z.object({ data: z.array(FraudSignalSchema), totalCount: z.number().int() });
export type FraudSignalList = z.output<typeof FraudSignalListSchema>;

export const FraudSignalHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['Raised', 'Acknowledged', 'Cleared', 'Reopened']),
  note: z.string().nullable(),
  /** Who did it; null for the detectors. */
  userName: z.string().nullable(),
  at: z.string(),
});
export type FraudSignalHistoryEntry = z.output<typeof FraudSignalHistoryEntrySchema>;

export const FraudSignalDetailSchema = FraudSignalSchema.extend({ history: z.array(FraudSignalHistoryEntrySchema) });
export type FraudSignalDetail = z.output<typeof FraudSignalDetailSchema>;

export const FraudSignalParamsSchema = z.object({ signalId: idParam });

export const AcknowledgeFraudSignalBodySchema = z.object({
  note: z.string().trim().min(1, 'Write what you checked').max(ACKNOWLEDGE_NOTE_MAX_LENGTH),
});
export type AcknowledgeFraudSignalBody = z.output<typeof AcknowledgeFraudSignalBodySchema>;
