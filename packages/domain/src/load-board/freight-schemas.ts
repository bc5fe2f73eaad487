import { z } from 'zod';
import { codeOf, type Coded } from '../common/enum';
import { emptyToUndefined } from '../common/optional-text';
import { pagingQuery, queryArray } from '../common/query-schemas';
import { EQUIPMENT_MODES } from '../orders/modes';

/**
 * The pieces every freight answer and list query is made of: tenders, rate requests and the load
 * board show a load's lane, stops and map the same way, and their lists take the same search box,
 * status filter, sort and page.
 */

/** Saved lane, search and posted-truck radius bounds, in miles. */
export const MIN_RADIUS_MILES = 1;
export const MAX_RADIUS_MILES = 500;

export const RadiusSchema = z.coerce.number().int().min(MIN_RADIUS_MILES).max(MAX_RADIUS_MILES);

/** Equipment modes as the spec spells them (Dry, Reefer, Flatbed, Bulk), in any case. */
export const EquipmentModeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (EQUIPMENT_MODES.find((mode) => mode.toLowerCase() === value.trim().toLowerCase()) ?? value) : value),
  z.enum(EQUIPMENT_MODES),
);

const TWO_DECIMALS = 'Enter an amount in dollars with at most two decimals';

/**
 * Decimal dollars with at most two decimals (money is integer cents inside); a form's text box
 * ('1875.5') parses as well as a number. The messages are the ones the forms show.
 */
export function dollarsAmountSchema(messages: { required: string; positive: string }) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : TWO_DECIMALS) })
      .positive(messages.positive)
      .max(10_000_000, 'Enter an amount up to $10,000,000')
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, TWO_DECIMALS),
  );
}

export const DollarsAmountSchema = dollarsAmountSchema({ required: 'Enter an amount', positive: 'The amount must be more than $0' });

/** An optional text (blank is absent, see optionalText) whose length message names the field. */
export function optionalTextOf(maxLength: number, label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' || value == null ? emptyToUndefined(value) : value),
    z.string().max(maxLength, `${label} is at most ${maxLength} characters`).optional(),
  );
}

export const ShipmentNumberParamsSchema = z.object({ shipmentNumber: z.string().trim().min(1).max(30) });

// ---- list queries ------------------------------------------------------------------------------

/** An offer to a carrier past its deadline: not a stored status, a way a list can ask for them. */
export const EXPIRED = 'Expired';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** asc or desc, in any case. */
export const SortDirectionSchema = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(SORT_DIRECTIONS));

interface StatusFilterOptions<C extends number> {
  statuses: readonly Coded<C>[];
  /** Other words for a status ('open' for Sent). */
  aliases?: Readonly<Record<string, C>>;
  error: string;
}

/** One status of a list filter: its code, its name (any case, spaces ignored), an alias, or Expired. */
export function statusFilterSchema<C extends number>({ statuses, aliases = {}, error }: StatusFilterOptions<C>) {
  const codes = statuses.map((s) => s.code);
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (/^\d+$/.test(text)) return Number(text);
      const lower = text.toLowerCase();
      if (lower === EXPIRED.toLowerCase()) return EXPIRED;
      return aliases[lower] ?? codeOf(statuses, text) ?? text;
    },
    z.union([z.literal(EXPIRED), z.number().int().min(Math.min(...codes)).max(Math.max(...codes))], { error }),
  ) as z.ZodType<C | typeof EXPIRED, unknown>;
}

/**
 * The query of a freight list (tenders, rate requests): the search box, a status filter that may
 * ask for Expired, a sort the server defaults when absent, and the page.
 */
export function freightListQuerySchema<C extends number, const P extends readonly [string, ...string[]]>(options: {
  statusFilter: z.ZodType<C | typeof EXPIRED, unknown>;
  sortProperties: P;
}) {
  return z.object({
    query: z.string().trim().max(100).optional(),
    ...pagingQuery(),
    statuses: queryArray(options.statusFilter),
    sortProperty: z.enum(options.sortProperties).optional(),
    sortDirection: SortDirectionSchema.optional(),
  });
}

// ---- answers -----------------------------------------------------------------------------------

export const StatusValueSchema = z.object({ value: z.number().int(), displayName: z.string() });
export type StatusValue = z.output<typeof StatusValueSchema>;

/** A place as a lane names it (tenders and rate requests). */
export const LanePlaceSchema = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });
export type LanePlace = z.output<typeof LanePlaceSchema>;

/** A place with its point, as the load board, lanes and live equipment answer it. */
export const BoardPlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type BoardPlace = z.output<typeof BoardPlaceSchema>;

/** The end of a load or a truck's place with the IANA zone its times are read in ('America/New_York'). */
export const ZonedBoardPlaceSchema = BoardPlaceSchema.extend({ ianaTimezone: z.string() });
export const ZonedLanePlaceSchema = LanePlaceSchema.extend({ ianaTimezone: z.string() });

export const StopViewSchema = z.object({
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
export type StopView = z.output<typeof StopViewSchema>;

export const MapPointSchema = z.object({ stopNumber: z.number(), stopType: z.string(), label: z.string(), latitude: z.number(), longitude: z.number() });
export type MapPoint = z.output<typeof MapPointSchema>;

export const MapViewSchema = z.object({
  points: z.array(MapPointSchema),
  bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }).nullable(),
});
export type MapView = z.output<typeof MapViewSchema>;

/** A load's pickup and delivery windows (the pickup's start always known) and how it moves: every list of loads shows them. */
const LoadWindowsShape = {
  pickupEarly: z.string(),
  pickupLate: z.string().nullable(),
  deliveryEarly: z.string().nullable(),
  deliveryLate: z.string().nullable(),
  equipmentMode: z.string(),
  shippingMode: z.string(),
};

/** The load an offer is about (a tender, a rate request): its shipment, lane, windows and equipment. */
export const OfferFreightShape = {
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  shipmentStatus: StatusValueSchema,
  origin: ZonedLanePlaceSchema,
  destination: ZonedLanePlaceSchema,
  ...LoadWindowsShape,
  isPartial: z.boolean(),
  weight: z.number().nullable(),
  miles: z.number().nullable(),
  requirements: z.array(z.string()),
};

/** One load of the board (Ready to Book, with its posted rate), as every load board list answers it. */
export const FreightRowSchema = z.object({
  id: z.number(),
  shipmentNumber: z.string(),
  origin: ZonedBoardPlaceSchema,
  destination: ZonedBoardPlaceSchema,
  ...LoadWindowsShape,
  weight: z.number().nullable(),
  miles: z.number().nullable(),
  rate: z.number().nullable(),
  ratePerMile: z.number().nullable(),
  originDistanceMiles: z.number().nullable(),
  destinationDistanceMiles: z.number().nullable(),
  isPartial: z.boolean(),
  requirements: z.array(z.string()),
});
export type FreightRow = z.output<typeof FreightRowSchema>;

/** A page of a list and the count of every row matching it. */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalCount: z.number().int() });
}

/** A board list: a page of loads, and how many match, counted up to BOARD_COUNT_CAP as the large boards do. */
export const FreightListSchema = listAnswerSchema(FreightRowSchema).extend({
  /** More loads match than totalCount says: the count stopped at its cap (shown as "1,000+"). */
  totalCountCapped: z.boolean(),
});
