import { z } from 'zod';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES, DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';
import { queryArray, queryBoolean } from '@portal/domain/common/query-schemas';

/** Saved lane and search radius bounds, in miles. */
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 500;

const text = (max: number) => z.string().trim().min(1).max(max);
const radius = z.coerce.number().int().min(MIN_RADIUS_MILES).max(MAX_RADIUS_MILES);
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** A calendar day (read as that whole day in `timeZone`) or an instant with its offset. */
export const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Calendar days of a date filter are read in this zone unless the request names one. */
export const DEFAULT_DAY_TIME_ZONE = 'America/Chicago';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = z.string().trim().min(1).max(64).refine(isTimeZone, 'Use an IANA time zone such as America/Chicago');

/** Equipment modes as the spec spells them (Dry, Reefer, Flatbed, Bulk), in any case. */
export const equipmentMode = z.preprocess(
  (value) => (typeof value === 'string' ? EQUIPMENT_MODES.find((mode) => mode.toLowerCase() === value.trim().toLowerCase()) ?? value : value),
  z.enum(EQUIPMENT_MODES),
);

export const SEARCH_SORT_PROPERTIES = ['pickupDate', 'deliveryDate', 'originDistance', 'destinationDistance', 'rate', 'ratePerMile', 'miles', 'weight'] as const;
export type SearchSortProperty = (typeof SEARCH_SORT_PROPERTIES)[number];

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};

export const availableShipmentsQuery = z.object({
  originCity: text(80).optional(),
  originState: text(40).optional(),
  originPostalCode: text(10).optional(),
  originLat: latitude.optional(),
  originLng: longitude.optional(),
  originRadius: radius.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  destinationCity: text(80).optional(),
  destinationState: text(40).optional(),
  destinationPostalCode: text(10).optional(),
  destinationLat: latitude.optional(),
  destinationLng: longitude.optional(),
  destinationRadius: radius.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  pickupFrom: dayOrInstant.optional(),
  pickupTo: dayOrInstant.optional(),
  timeZone: timeZone.default(DEFAULT_DAY_TIME_ZONE),
  equipmentModes: queryArray(equipmentMode),
  includePartials: queryBoolean.default(false),
  sortProperty: z.enum(SEARCH_SORT_PROPERTIES).default('pickupDate'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  ...paging,
});
export type AvailableShipmentsQuery = z.infer<typeof availableShipmentsQuery>;

export const shipmentNumberParams = z.object({ shipmentNumber: z.string().trim().min(1).max(30) });

export const reloadsQuery = z.object({
  carrierId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  shipmentNumberOrId: z.string().trim().min(1).max(30),
  page: paging.page,
  pageSize: paging.pageSize,
});

export const topPicksQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(50) });

// ---- answers -----------------------------------------------------------------------------------

export const placeSchema = z.object({
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

export const freightRowSchema = z.object({
  id: z.number(),
  shipmentNumber: z.string(),
  origin: placeSchema,
  destination: placeSchema,
  pickupEarly: z.string(),
  pickupLate: z.string().nullable(),
  deliveryEarly: z.string().nullable(),
  deliveryLate: z.string().nullable(),
  equipmentMode: z.string(),
  shippingMode: z.string(),
  weight: z.number().nullable(),
  miles: z.number().nullable(),
  rate: z.number().nullable(),
  ratePerMile: z.number().nullable(),
  originDistanceMiles: z.number().nullable(),
  destinationDistanceMiles: z.number().nullable(),
  isPartial: z.boolean(),
  requirements: z.array(z.string()),
});
export type FreightRow = z.infer<typeof freightRowSchema>;

export const freightListSchema = z.object({ data: z.array(freightRowSchema), totalCount: z.number().int() });

export const searchCenterSchema = placeSchema.extend({ radiusMiles: z.number() }).nullable();

export const availableShipmentsAnswerSchema = freightListSchema.extend({
  /** Where the search was centred, as resolved (the city's coordinates, say). */
  origin: searchCenterSchema,
  destination: searchCenterSchema,
});

export const stopViewSchema = z.object({
  shipmentStopId: z.number(),
  stopNumber: z.number(),
  stopType: z.string(),
  name: z.string(),
  address: z.object({ address1: z.string().nullable(), city: z.string(), state: z.string(), postalCode: z.string(), country: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  early: z.string(),
  late: z.string().nullable(),
  appointment: z.string().nullable(),
  ianaTimezone: z.string(),
  /** The window as people read it, in the stop's own time zone ('03/10/2026 8:00 am CDT - 03/10/2026 4:00 pm CDT'). */
  windowText: z.string(),
});

export const mapSchema = z.object({
  points: z.array(z.object({ stopNumber: z.number(), stopType: z.string(), label: z.string(), latitude: z.number(), longitude: z.number() })),
  bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }).nullable(),
});

export const freightDetailSchema = freightRowSchema.extend({
  status: z.object({ value: z.number(), displayName: z.string() }),
  stops: z.array(stopViewSchema),
  map: mapSchema,
  /** The caller's company may book it now (isBookable and not on hold). */
  canBookNow: z.boolean(),
  bookNowBlockedReason: z.string().nullable(),
});

export const reasonSchema = z.object({
  kind: z.enum(['deadhead', 'laneMatch', 'reload', 'history']),
  text: z.string(),
  miles: z.number().nullable(),
  savedLaneId: z.number().nullable(),
  liveEquipmentId: z.number().nullable(),
  laneId: z.number().nullable(),
  shipmentNumber: z.string().nullable(),
});
export type Reason = z.infer<typeof reasonSchema>;

export const topPickSchema = freightRowSchema.extend({ score: z.number(), reasons: z.array(reasonSchema) });
export const topPicksAnswerSchema = z.object({ data: z.array(topPickSchema), totalCount: z.number().int() });

export const reloadsAnswerSchema = freightListSchema.extend({
  shipment: z.object({ id: z.number(), shipmentNumber: z.string(), destination: placeSchema, deliveredBy: z.string() }),
});

// ---- booking -----------------------------------------------------------------------------------

/** Decimal dollars with at most two decimals (money is integer cents inside). */
export const dollarsAmount = z.coerce
  .number()
  .positive()
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals');
const dollars = dollarsAmount;

export const bookingAnswerSchema = z.object({
  bookingSucceeded: z.boolean(),
  errorMessages: z.array(z.string()),
  shipment: z
    .object({
      id: z.number(),
      shipmentNumber: z.string(),
      status: z.object({ value: z.number(), displayName: z.string() }),
      carrierId: z.number().nullable(),
      rate: z.number().nullable(),
      maxBuy: z.number().nullable(),
      bookedAt: z.string().nullable(),
      bookedRateType: z.string().nullable(),
      accessorials: z.array(z.string()),
    })
    .nullable(),
});

export const shipmentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const contractBookingBody = z.object({
  rate: dollars,
  maxBuy: dollars.optional().nullable(),
  carrierId: z.coerce.number().int().positive().max(2_147_483_647),
  quoteId: z.string().trim().max(100).optional(),
});

export const spotBookingBody = z.object({
  rate: dollars,
  carrierId: z.coerce.number().int().positive().max(2_147_483_647),
  quoteId: z.string().trim().max(100).optional(),
  accessorials: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
});

export const contractBookingAnswerSchema = bookingAnswerSchema.extend({ maxBuyRaised: z.boolean() });
