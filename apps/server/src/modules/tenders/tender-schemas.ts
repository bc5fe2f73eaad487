import { z } from 'zod';
import { codeOf } from '@portal/domain/common/enum';
import { optionalText } from '@portal/domain/common/optional-text';
import { TENDER_OFFER_STATUSES, TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { queryArray } from '@portal/domain/common/query-schemas';
import { mapSchema, stopViewSchema } from '../load-board/load-board-schemas';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A Sent tender past its deadline: not a stored status, a way the list can ask for them. */
export const EXPIRED = 'Expired';
export type TenderStatusFilter = TenderOfferStatus | typeof EXPIRED;

/** A status in a filter: its code (0-4), its name ('Sent', 'Booking Rescinded'), or Expired. */
const statusFilterItem = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (/^\d+$/.test(text)) return Number(text);
    if (text.toLowerCase() === EXPIRED.toLowerCase()) return EXPIRED;
    return codeOf(TENDER_OFFER_STATUSES, text) ?? text;
  },
  z.union([z.literal(EXPIRED), z.number().int().min(0).max(4)], { error: 'Use a tender status code 0-4, its name, or Expired' }),
) as z.ZodType<TenderStatusFilter>;

export const TENDER_SORT_PROPERTIES = ['expiresAt', 'sentAt', 'pickupDate', 'deliveryDate', 'rate', 'shipmentNumber', 'origin', 'destination'] as const;
export type TenderSortProperty = (typeof TENDER_SORT_PROPERTIES)[number];

export const tendersQuery = z.object({
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  statuses: queryArray(statusFilterItem),
  customers: queryArray(id),
  sortProperty: z.enum(TENDER_SORT_PROPERTIES).optional(),
  sortDirection: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'])).optional(),
});
export type TendersQuery = z.infer<typeof tendersQuery>;

export const tenderIdParams = z.object({ tenderId: id });
export const shipmentNumberParams = z.object({ shipmentNumber: z.string().trim().min(1).max(30) });

/** Accepted or Rejected, by name (any case) or code (1, 2). */
const offerStatus = z.preprocess(
  (value) => {
    if (value === 1 || value === '1') return 'Accepted';
    if (value === 2 || value === '2') return 'Rejected';
    if (typeof value === 'string') return value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase();
    return value;
  },
  z.enum(['Accepted', 'Rejected'], { error: "Use 'Accepted' or 'Rejected' (or the codes 1 and 2)" }),
);

/** The tender offer payload: status plus the extra fields (a reason to reject; driver, truck and trailer on accept). */
export const offerBody = z
  .object({
    status: offerStatus,
    reason: optionalText(500),
    driverId: id.optional().nullable(),
    truckNumber: optionalText(30),
    trailerNumber: optionalText(30),
    notes: optionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Rejected' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required to reject a tender' });
  });
export type OfferInput = z.infer<typeof offerBody>;

// ---- answers -----------------------------------------------------------------------------------

const statusValue = z.object({ value: z.number().int(), displayName: z.string() });
const place = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });

export const tenderSchema = z.object({
  id: z.number(),
  status: statusValue,
  /** A Sent tender whose deadline has passed; it can no longer be answered (status reads 'Expired'). */
  isExpired: z.boolean(),
  sentAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  rate: z.number(),
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  shipmentStatus: statusValue,
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
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
  referenceNumbers: z.array(z.string()),
  driverId: z.number().nullable(),
  truckNumber: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  notes: z.string().nullable(),
});

export const tenderDetailSchema = tenderSchema.extend({
  lane: z.object({ origin: place, destination: place, miles: z.number().nullable() }),
  stops: z.array(stopViewSchema),
  equipment: z.object({ equipmentMode: z.string(), shippingMode: z.string(), isPartial: z.boolean(), weight: z.number().nullable() }),
  map: mapSchema,
});

export const tenderListSchema = z.object({ data: z.array(tenderSchema), totalCount: z.number().int() });
export const tenderDetailAnswerSchema = z.object({ data: tenderDetailSchema });
export const offerAnswerSchema = z.object({ data: tenderDetailSchema, message: z.string() });
