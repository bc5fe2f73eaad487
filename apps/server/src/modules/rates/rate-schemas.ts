import { z } from 'zod';
import { codeOf } from '@portal/domain/common/enum';
import { optionalText } from '@portal/domain/common/optional-text';
import { RATE_REQUEST_STATUSES, RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { queryArray } from '@portal/domain/common/query-schemas';
import { dollarsAmount, mapSchema, stopViewSchema } from '../load-board/load-board-schemas';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A Sent request past its expiry: not a stored status, a way the list can ask for them. */
export const EXPIRED = 'Expired';
export type RateRequestStatusFilter = RateRequestStatus | typeof EXPIRED;

const statusFilterItem = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (/^\d+$/.test(text)) return Number(text);
    if (text.toLowerCase() === EXPIRED.toLowerCase()) return EXPIRED;
    // 'open' and 'responded' are the spec's other words for Sent and Offered.
    if (text.toLowerCase() === 'open') return RateRequestStatus.Sent;
    if (text.toLowerCase() === 'responded') return RateRequestStatus.Offered;
    return codeOf(RATE_REQUEST_STATUSES, text) ?? text;
  },
  z.union([z.literal(EXPIRED), z.number().int().min(0).max(2)], { error: 'Use Sent, Offered, Declined (0-2) or Expired' }),
) as z.ZodType<RateRequestStatusFilter>;

export const RATE_REQUEST_SORT_PROPERTIES = ['requestedAt', 'expiresAt', 'pickupDate', 'shipmentNumber', 'targetRate'] as const;
export type RateRequestSortProperty = (typeof RATE_REQUEST_SORT_PROPERTIES)[number];

export const rateRequestsQuery = z.object({
  query: z.string().trim().max(100).optional(),
  statuses: queryArray(statusFilterItem),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  sortProperty: z.enum(RATE_REQUEST_SORT_PROPERTIES).optional(),
  sortDirection: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'])).optional(),
});
export type RateRequestsQuery = z.infer<typeof rateRequestsQuery>;

export const rateIdParams = z.object({ rateId: id });
export const byShipmentParams = z.object({ shipmentNumber: z.string().trim().min(1).max(30) });
export const byShipmentQuery = z.object({ rateType: z.string().trim().min(1).max(30).optional() });

export const rateResponseBody = z.object({ rate: dollarsAmount, notes: optionalText(1000) });
/** The body is optional: no body (null) declines without a reason. */
export const declineBody = z.preprocess((value) => value ?? {}, z.object({ reason: optionalText(500) }));

export const unifiedRatesQuery = z
  .object({ shipmentId: id.optional(), shipmentNumber: z.string().trim().min(1).max(30).optional() })
  .refine((q) => q.shipmentId !== undefined || q.shipmentNumber !== undefined, { path: ['shipmentId'], message: 'Give shipmentId (or shipmentNumber)' });

// ---- answers -----------------------------------------------------------------------------------

const statusValue = z.object({ value: z.number().int(), displayName: z.string() });
const place = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });

export const rateRequestSchema = z.object({
  id: z.number(),
  rateType: z.string(),
  status: statusValue,
  isExpired: z.boolean(),
  requestedAt: z.string(),
  expiresAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  targetRate: z.number().nullable(),
  responseRate: z.number().nullable(),
  responseNotes: z.string().nullable(),
  declineReason: z.string().nullable(),
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  shipmentStatus: statusValue,
  origin: place,
  destination: place,
  pickupEarly: z.string(),
  pickupLate: z.string().nullable(),
  deliveryEarly: z.string().nullable(),
  deliveryLate: z.string().nullable(),
  equipmentMode: z.string(),
  shippingMode: z.string(),
  isPartial: z.boolean(),
  weight: z.number().nullable(),
  miles: z.number().nullable(),
  requirements: z.array(z.string()),
});

export const rateRequestDetailSchema = rateRequestSchema.extend({ stops: z.array(stopViewSchema), map: mapSchema });
export const rateRequestListSchema = z.object({ data: z.array(rateRequestSchema), totalCount: z.number().int() });
export const rateRequestAnswerSchema = z.object({ data: rateRequestDetailSchema });
export const rateRequestChangeAnswerSchema = z.object({ data: rateRequestDetailSchema, message: z.string() });
export const statusCountsSchema = z.object({ data: z.object({ sent: z.number().int(), offered: z.number().int(), declined: z.number().int() }) });

export const unifiedRateSchema = z.object({
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
});
export type UnifiedRate = z.infer<typeof unifiedRateSchema>;
