import { z } from 'zod';
import { idParam, queryArray, queryCode } from '../common/query-schemas';
import {
  EXPIRED,
  freightListQuerySchema,
  LanePlaceSchema,
  optionalTextOf,
  listAnswerSchema,
  MapViewSchema,
  OfferFreightShape,
  statusFilterSchema,
  StatusValueSchema,
  StopViewSchema,
} from '../load-board/freight-schemas';
import { TENDER_OFFER_STATUSES, type TenderOfferStatus } from './tender-offer-status';
import { ANSWER_MESSAGE_FIELDS, MessageCodeSchema } from '../common/message-schemas';

/** A tender status in a list filter, or Expired (a Sent tender past its deadline). */
export type TenderStatusFilter = TenderOfferStatus | typeof EXPIRED;

export const TENDER_SORT_PROPERTIES = ['expiresAt', 'sentAt', 'pickupDate', 'deliveryDate', 'rate', 'shipmentNumber', 'origin', 'destination'] as const;
export type TenderSortProperty = (typeof TENDER_SORT_PROPERTIES)[number];

/** A status in a filter: its code (0-4), its name ('Sent', 'Booking Rescinded'), or Expired. */
const TenderStatusFilterSchema = statusFilterSchema({ statuses: TENDER_OFFER_STATUSES, error: 'Use a tender status code 0-4, its name, or Expired' });

export const TendersQuerySchema = freightListQuerySchema({ statusFilter: TenderStatusFilterSchema, sortProperties: TENDER_SORT_PROPERTIES }).extend({
  customers: queryArray(idParam),
});
export type TendersQuery = z.output<typeof TendersQuerySchema>;

export const TenderIdParamsSchema = z.object({ tenderId: idParam });

/** Accepted or Rejected, by name (any case) or code (1, 2). */
const OfferStatusSchema = z.preprocess(
  (value) => {
    if (value === 1 || value === '1') return 'Accepted';
    if (value === 2 || value === '2') return 'Rejected';
    if (typeof value === 'string') return value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase();
    return value;
  },
  z.enum(['Accepted', 'Rejected'], { error: "Use 'Accepted' or 'Rejected' (or the codes 1 and 2)" }),
);

/**
 * The tender offer payload: status plus the extra fields (a reason to reject, which the carrier may
 * leave out; driver, truck and trailer on accept).
 */
export const OfferBodySchema = z.object({
  status: OfferStatusSchema,
  reason: optionalTextOf(500, 'The reason'),
  driverId: idParam.optional().nullable(),
  /** A truck (PowerUnit) of the carrier's fleet; truckNumber alone names a unit not in the fleet. */
  truckId: idParam.optional().nullable(),
  truckNumber: optionalTextOf(30, 'Truck number'),
  /** A trailer of the carrier's fleet; trailerNumber alone names a unit not in the fleet. */
  trailerId: idParam.optional().nullable(),
  trailerNumber: optionalTextOf(30, 'Trailer number'),
  notes: optionalTextOf(1000, 'Notes'),
});
export type OfferInput = z.output<typeof OfferBodySchema>;
export type OfferBody = z.input<typeof OfferBodySchema>;

// ---- answers -----------------------------------------------------------------------------------

export const TenderSchema = z.object({
  id: z.number(),
  status: StatusValueSchema,
  /** A Sent tender whose deadline has passed; it can no longer be answered (status reads 'Expired'). */
  isExpired: z.boolean(),
  sentAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rate: z.number(),
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The carrier the tender was sent to: only it may answer. */
  carrier: z.object({ id: z.number(), name: z.string() }),
  ...OfferFreightShape,
  referenceNumbers: z.array(z.string()),
  driverId: z.number().nullable(),
  /** The driver named on acceptance, with the licence expiry printed on the licence (YYYY-MM-DD). */
  driver: z.object({ id: z.number(), name: z.string(), licenseExpiresOn: z.string().nullable() }).nullable(),
  /** Who answered the tender (a user of the carrier), once answered. */
  respondedBy: z.string().nullable(),
  truckNumber: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Tender = z.output<typeof TenderSchema>;

export const TenderDetailSchema = TenderSchema.extend({
  lane: z.object({ origin: LanePlaceSchema, destination: LanePlaceSchema, miles: z.number().nullable() }),
  stops: z.array(StopViewSchema),
  equipment: z.object({ equipmentMode: z.string(), shippingMode: z.string(), isPartial: z.boolean(), weight: z.number().nullable() }),
  map: MapViewSchema,
});
export type TenderDetail = z.output<typeof TenderDetailSchema>;

export const TenderListSchema = listAnswerSchema(TenderSchema);
export type TenderList = z.output<typeof TenderListSchema>;
export const TenderDetailAnswerSchema = z.object({ data: TenderDetailSchema });
/** warnings: what the carrier should know about what it assigned (an expired licence, a unit out of service). */
export const OfferAnswerSchema = z.object({ data: TenderDetailSchema, ...ANSWER_MESSAGE_FIELDS, warnings: z.array(z.string()), warningCodes: z.array(MessageCodeSchema).describe('The code and values of each warning, in the same order') });
export type OfferAnswer = z.output<typeof OfferAnswerSchema>;

/** The count route (navigation badge): stored status codes only; a Sent tender past its expiry is not Sent. */
export const TenderCountQuerySchema = z.object({ statuses: queryArray(queryCode) });
