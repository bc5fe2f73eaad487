import { z } from 'zod';
import { idParam, queryArray, queryCode } from '../common/query-schemas';
import {
  dollarsAmountSchema,
  EXPIRED,
  freightListQuerySchema,
  listAnswerSchema,
  MapViewSchema,
  OfferFreightShape,
  optionalTextOf,
  statusFilterSchema,
  StatusValueSchema,
  StopViewSchema,
} from '../load-board/freight-schemas';
import { RATE_REQUEST_STATUSES, RateRequestStatus } from './rate-request-status';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** A rate request status in a list filter, or Expired (a Sent request past its expiry). */
export type RateRequestStatusFilter = RateRequestStatus | typeof EXPIRED;

export const RATE_REQUEST_SORT_PROPERTIES = ['requestedAt', 'expiresAt', 'pickupDate', 'shipmentNumber', 'targetRate'] as const;
export type RateRequestSortProperty = (typeof RATE_REQUEST_SORT_PROPERTIES)[number];

const RateRequestStatusFilterSchema = statusFilterSchema({
  statuses: RATE_REQUEST_STATUSES,
  // 'open' and 'responded' are the spec's other words for Sent and Offered.
  aliases: { open: RateRequestStatus.Sent, responded: RateRequestStatus.Offered },
  error: 'Use Sent, Offered, Declined (0-2) or Expired',
});

export const RateRequestsQuerySchema = freightListQuerySchema({ statusFilter: RateRequestStatusFilterSchema, sortProperties: RATE_REQUEST_SORT_PROPERTIES });
export type RateRequestsQuery = z.output<typeof RateRequestsQuerySchema>;

/** The count route (navigation badge): stored status codes only (0 Sent = open). */
export const RateRequestCountQuerySchema = z.object({ statuses: queryArray(queryCode) });

export const RateIdParamsSchema = z.object({ rateId: idParam });
export const ByShipmentQuerySchema = z.object({ rateType: z.string().trim().min(1).max(30).optional() });

export const RateResponseBodySchema = z.object({
  rate: dollarsAmountSchema({ required: 'Enter your rate', positive: 'The rate must be more than $0' }),
  notes: optionalTextOf(1000, 'Notes'),
});
export type RateResponseBody = z.input<typeof RateResponseBodySchema>;
export type RateResponseInput = z.output<typeof RateResponseBodySchema>;
/** The body is optional: no body (null) declines without a reason. */
export const DeclineBodySchema = z.preprocess((value) => value ?? {}, z.object({ reason: optionalTextOf(500, 'The reason') }));
export type DeclineInput = z.output<typeof DeclineBodySchema>;

export const UnifiedRatesQuerySchema = z
  .object({ shipmentId: idParam.optional(), shipmentNumber: z.string().trim().min(1).max(30).optional() })
  .refine((q) => q.shipmentId !== undefined || q.shipmentNumber !== undefined, { path: ['shipmentId'], message: 'Give shipmentId (or shipmentNumber)' });

// ---- answers -----------------------------------------------------------------------------------

export const RateRequestSchema = z.object({
  id: z.number(),
  rateType: z.string(),
  status: StatusValueSchema,
  isExpired: z.boolean(),
  requestedAt: z.string(),
  expiresAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  targetRate: z.number().nullable(),
  responseRate: z.number().nullable(),
  responseNotes: z.string().nullable(),
  declineReason: z.string().nullable(),
  ...OfferFreightShape,
});
export type RateRequest = z.output<typeof RateRequestSchema>;

export const RateRequestDetailSchema = RateRequestSchema.extend({ stops: z.array(StopViewSchema), map: MapViewSchema });
export type RateRequestDetail = z.output<typeof RateRequestDetailSchema>;
export const RateRequestListSchema = listAnswerSchema(RateRequestSchema);
export type RateRequestList = z.output<typeof RateRequestListSchema>;
export const RateRequestAnswerSchema = z.object({ data: RateRequestDetailSchema });
export const RateRequestChangeAnswerSchema = z.object({ data: RateRequestDetailSchema, ...ANSWER_MESSAGE_FIELDS });
export type RateRequestChangeAnswer = z.output<typeof RateRequestChangeAnswerSchema>;
export const StatusCountsSchema = z.object({ data: z.object({ sent: z.number().int(), offered: z.number().int(), declined: z.number().int() }) });
export type RateRequestStatusCounts = z.output<typeof StatusCountsSchema>['data'];

/** Which booking call books a rate: contract truckload, LTL or spot; null when it cannot be booked (no carrier, already booked). */
export const BOOK_AS = ['ContractTl', 'Ltl', 'Spot'] as const;
export type BookAs = (typeof BOOK_AS)[number];

export const UnifiedRateSchema = z.object({
  rateSource: z.string(),
  rateType: z.string(),
  chargeRateType: z.enum(['Flat', 'PerMile']),
  /** Flat: the whole rate; PerMile: dollars per mile. */
  rate: z.number(),
  /** What the shipment would cost at this rate. */
  price: z.number(),
  quoteId: z.string(),
  carrierId: z.number().nullable(),
  serviceDays: z.number().int(),
  /** The carrier's name, shown to the broker and brokerage (null without a carrier). */
  carrierName: z.string().nullable(),
  /** When a quote or offer stops being bookable; null for rates without expiry. */
  quoteExpiresAt: z.string().nullable(),
  /** Share of the carrier's delivered shipments that were on time (whole percent), and how many were delivered. */
  onTimePercent: z.number().int().nullable(),
  deliveredCount: z.number().int(),
  bookAs: z.enum(BOOK_AS).nullable(),
});
export type UnifiedRate = z.output<typeof UnifiedRateSchema>;
export const UnifiedRatesAnswerSchema = z.array(UnifiedRateSchema);
