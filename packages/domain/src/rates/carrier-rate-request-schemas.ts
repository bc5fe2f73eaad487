import { z } from 'zod';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';
import { idParam } from '../common/query-schemas';
import { dollarsAmountSchema } from '../load-board/freight-schemas';
import { BOOK_AS } from './rate-schemas';

/** The most carriers one rate request goes to. */
export const MAX_RATE_REQUEST_CARRIERS = 25;
/** Hours a rate request stays open unless the broker says otherwise. */
export const DEFAULT_RATE_REQUEST_HOURS = 24;

/** The broker asks several carriers at once for a rate on one of its shipments: all are asked, or none. */
export const CarrierRateRequestBatchBodySchema = z.object({
  shipmentId: idParam,
  carrierIds: z
    .array(idParam)
    .min(1, 'Choose at least one carrier')
    .max(MAX_RATE_REQUEST_CARRIERS, `Choose at most ${MAX_RATE_REQUEST_CARRIERS} carriers`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each carrier once'),
  rateType: z.enum(['Spot', 'Contract']).default('Spot'),
  targetRate: dollarsAmountSchema({ required: 'Enter a target rate', positive: 'The target rate must be more than $0' }).optional(),
  expiresInHours: z.coerce.number({ error: 'Enter a number of hours' }).int('Enter whole hours').min(1, 'At least 1 hour').max(168, 'At most 168 hours (7 days)').default(DEFAULT_RATE_REQUEST_HOURS),
});
export type CarrierRateRequestBatchBody = z.input<typeof CarrierRateRequestBatchBodySchema>;
export type CarrierRateRequestBatchInput = z.output<typeof CarrierRateRequestBatchBodySchema>;

export const SentRateRequestSchema = z.object({ id: z.number(), carrierId: z.number(), carrierName: z.string(), expiresAt: z.string() });
export const CarrierRateRequestBatchAnswerSchema = z.object({
  data: z.object({ shipmentId: z.number(), shipmentNumber: z.string(), rateType: z.string(), requests: z.array(SentRateRequestSchema) }),
  ...ANSWER_MESSAGE_FIELDS,
});

/** Where a carrier's answer stands: Expired is a Sent request whose deadline passed unanswered. */
export const CARRIER_ANSWER_STATUSES = ['Sent', 'Offered', 'Declined', 'Expired'] as const;
export type CarrierAnswerStatus = (typeof CARRIER_ANSWER_STATUSES)[number];

/** One carrier's answer to a rate request on the shipment. */
export const CarrierAnswerSchema = z.object({
  id: z.number(),
  carrierId: z.number(),
  carrierName: z.string(),
  rateType: z.string(),
  status: z.enum(CARRIER_ANSWER_STATUSES),
  targetRate: z.number().nullable(),
  /** The carrier's rate in dollars, once offered. */
  rate: z.number().nullable(),
  /** The carrier's notes with an offer, or its reason with a decline. */
  notes: z.string().nullable(),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The spot quote an offer became, while it can still be booked (unexpired, not booked). */
  quote: z.object({ quoteId: z.string(), price: z.number(), bookAs: z.enum(BOOK_AS), expiresAt: z.string() }).nullable(),
  /** The shipment was booked on this answer's quote. */
  booked: z.boolean(),
});
export type CarrierAnswer = z.output<typeof CarrierAnswerSchema>;

/** A shipment's rate requests with each carrier's answer: offers cheapest first, then open, declined and expired ones. */
export const CarrierAnswersAnswerSchema = z.object({ data: z.array(CarrierAnswerSchema) });
