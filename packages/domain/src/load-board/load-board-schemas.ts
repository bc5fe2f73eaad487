import { z } from 'zod';
import { ISO_DATE_LENGTH, ISO_INSTANT_MAX_LENGTH } from '../common/input-limits';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '../common/constants';
import { idParam, pagingQuery, queryArray, queryBoolean } from '../common/query-schemas';
import {
  BoardPlaceSchema,
  DollarsAmountSchema,
  EquipmentModeSchema,
  FreightListSchema,
  FreightRowSchema,
  listAnswerSchema,
  MapViewSchema,
  RadiusSchema,
  SortDirectionSchema,
  StatusValueSchema,
  StopViewSchema,
  ZonedBoardPlaceSchema,
} from './freight-schemas';
import { MessageCodeSchema } from '../common/message-schemas';
import { DATE_RANGE_EXAMPLE, DATE_RANGE_MAX_LENGTH } from './pickup-date-range';

/** The load board: search, Top Picks, reloads, one load, and bookings (Book It Now, contract, spot). */

const text = (max: number) => z.string().trim().min(1).max(max);
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** A calendar day (read as that whole day in `timeZone`) or an instant with its offset. */
export const DayOrInstantSchema = z.union([z.iso.date().max(ISO_DATE_LENGTH), z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX_LENGTH)]);

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

export const TimeZoneSchema = z.string().trim().min(1).max(64).refine(isTimeZone, 'Use an IANA time zone such as America/Chicago');

export const SEARCH_SORT_PROPERTIES = ['pickupDate', 'deliveryDate', 'originDistance', 'destinationDistance', 'rate', 'ratePerMile', 'miles', 'weight'] as const;
export type SearchSortProperty = (typeof SEARCH_SORT_PROPERTIES)[number];

export const AvailableShipmentsQuerySchema = z.object({
  originCity: text(80).optional(),
  originState: text(40).optional(),
  originPostalCode: text(10).optional(),
  originLat: latitude.optional(),
  originLng: longitude.optional(),
  originRadius: RadiusSchema.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  destinationCity: text(80).optional(),
  destinationState: text(40).optional(),
  destinationPostalCode: text(10).optional(),
  destinationLat: latitude.optional(),
  destinationLng: longitude.optional(),
  destinationRadius: RadiusSchema.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  pickupFrom: DayOrInstantSchema.optional(),
  pickupTo: DayOrInstantSchema.optional(),
  dateRange: z
    .string()
    .trim()
    .max(DATE_RANGE_MAX_LENGTH)
    .optional()
    .describe(`The pickup dates as start,end (${DATE_RANGE_EXAMPLE}), each side as pickupFrom and pickupTo take it; one side may be empty. Given with pickupFrom or pickupTo, it must name the same dates.`),
  timeZone: TimeZoneSchema.default(DEFAULT_DAY_TIME_ZONE),
  equipmentModes: queryArray(EquipmentModeSchema),
  includePartials: queryBoolean.default(false),
  sortProperty: z.enum(SEARCH_SORT_PROPERTIES).default('pickupDate'),
  sortDirection: SortDirectionSchema.default('asc'),
  ...pagingQuery(),
});
export type AvailableShipmentsQuery = z.output<typeof AvailableShipmentsQuerySchema>;
export type AvailableShipmentsQueryInput = z.input<typeof AvailableShipmentsQuerySchema>;

export const ReloadsQuerySchema = z.object({
  carrierId: idParam.optional(),
  shipmentNumberOrId: z.string().trim().min(1).max(30),
  ...pagingQuery(),
});

export const TopPicksQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(50) });

// ---- answers -----------------------------------------------------------------------------------

export const SearchCenterSchema = BoardPlaceSchema.extend({ radiusMiles: z.number() }).nullable();

export const AvailableShipmentsAnswerSchema = FreightListSchema.extend({
  /** Where the search was centred, as resolved (the city's coordinates, say). */
  origin: SearchCenterSchema,
  destination: SearchCenterSchema,
});

export const FreightDetailSchema = FreightRowSchema.extend({
  status: StatusValueSchema,
  stops: z.array(StopViewSchema),
  map: MapViewSchema,
  /** The caller's company may book it now (isBookable and not on hold). */
  canBookNow: z.boolean(),
  bookNowBlockedReason: z.string().nullable(),
  /** The code and values of bookNowBlockedReason (common/message-codes.ts). */
  bookNowBlockedReasonCode: MessageCodeSchema.nullable(),
});

export const ReasonSchema = z.object({
  kind: z.enum(['deadhead', 'laneMatch', 'reload', 'history']),
  text: z.string(),
  miles: z.number().nullable(),
  savedLaneId: z.number().nullable(),
  liveEquipmentId: z.number().nullable(),
  laneId: z.number().nullable(),
  shipmentNumber: z.string().nullable(),
});
export type Reason = z.output<typeof ReasonSchema>;

export const TopPickSchema = FreightRowSchema.extend({ score: z.number(), reasons: z.array(ReasonSchema) });
export type TopPick = z.output<typeof TopPickSchema>;
export const TopPicksAnswerSchema = listAnswerSchema(TopPickSchema);

export const ReloadsAnswerSchema = FreightListSchema.extend({
  shipment: z.object({ id: z.number(), shipmentNumber: z.string(), destination: ZonedBoardPlaceSchema, deliveredBy: z.string() }),
});

// ---- booking -----------------------------------------------------------------------------------

export const BookingAnswerSchema = z.object({
  bookingSucceeded: z.boolean(),
  errorMessages: z.array(z.string()),
  /** The code and values of each of errorMessages, in the same order (common/message-codes.ts). */
  errorMessageCodes: z.array(MessageCodeSchema),
  shipment: z
    .object({
      id: z.number(),
      shipmentNumber: z.string(),
      status: StatusValueSchema,
      carrierId: z.number().nullable(),
      rate: z.number().nullable(),
      maxBuy: z.number().nullable(),
      bookedAt: z.string().nullable(),
      bookedRateType: z.string().nullable(),
      accessorials: z.array(z.string()),
    })
    .nullable(),
});

export const ShipmentIdParamsSchema = z.object({ id: idParam });

export const ContractBookingBodySchema = z.object({
  rate: DollarsAmountSchema,
  maxBuy: DollarsAmountSchema.optional().nullable(),
  carrierId: idParam,
  quoteId: z.string().trim().max(100).optional(),
});

export const SpotBookingBodySchema = z.object({
  rate: DollarsAmountSchema,
  carrierId: idParam,
  quoteId: z.string().trim().max(100).optional(),
  /** Absent: the order's accessorials. Either way only Hazmat is kept. */
  accessorials: z.array(z.string().trim().min(1).max(60)).max(50).optional(),
});

export const ContractBookingAnswerSchema = BookingAnswerSchema.extend({ maxBuyRaised: z.boolean() });
export type AvailableShipmentsAnswer = z.output<typeof AvailableShipmentsAnswerSchema>;
export type SearchCenter = z.output<typeof SearchCenterSchema>;
export type FreightDetail = z.output<typeof FreightDetailSchema>;
export type TopPicksAnswer = z.output<typeof TopPicksAnswerSchema>;
export type ReloadsAnswer = z.output<typeof ReloadsAnswerSchema>;
export type BookingAnswer = z.output<typeof BookingAnswerSchema>;
export type ContractBookingAnswer = z.output<typeof ContractBookingAnswerSchema>;
export type ContractBookingBody = z.input<typeof ContractBookingBodySchema>;
export type SpotBookingBody = z.input<typeof SpotBookingBodySchema>;
