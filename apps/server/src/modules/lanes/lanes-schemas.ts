import { z } from 'zod';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES, DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { optionalText } from '@portal/domain/common/optional-text';
import { equipmentMode, MAX_RADIUS_MILES, MIN_RADIUS_MILES, placeSchema } from '../load-board/load-board-schemas';

const radius = z.coerce.number().int().min(MIN_RADIUS_MILES).max(MAX_RADIUS_MILES);
const instant = z.iso.datetime({ offset: true });

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

// ---- saved lanes -------------------------------------------------------------------------------

/** A saved lane: where from (city and state, or a postal code) and, optionally, where to. */
export const savedLaneBody = z.object({
  name: optionalText(80),
  originCity: optionalText(80),
  originState: optionalText(40),
  originPostalCode: optionalText(10),
  originRadius: radius.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  destinationCity: optionalText(80),
  destinationState: optionalText(40),
  destinationPostalCode: optionalText(10),
  destinationRadius: radius.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  equipmentMode: equipmentMode.optional().nullable(),
  notify: z.boolean().default(false),
});
export type SavedLaneInput = z.infer<typeof savedLaneBody>;

export const savedLaneSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  origin: placeSchema,
  originRadius: z.number(),
  destination: placeSchema.nullable(),
  destinationRadius: z.number(),
  equipmentMode: z.string().nullable(),
  notify: z.boolean(),
  /** Loads on the board right now that fit this lane. */
  matchingLoads: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

// ---- live equipment ----------------------------------------------------------------------------

export const MAX_DESIRED_DESTINATIONS = 10;

export const desiredDestinationBody = z.object({
  city: optionalText(80),
  state: optionalText(40),
  postalCode: optionalText(10),
  radiusMiles: radius.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
});

/** A posted truck: where (city and state, or a postal code), when, what equipment, and where it would like to go. */
export const liveEquipmentBody = z.object({
  city: optionalText(80),
  state: optionalText(40),
  postalCode: optionalText(10),
  availableFrom: instant,
  availableTo: instant.optional().nullable(),
  equipmentMode: equipmentMode.default('Dry'),
  truckNumber: optionalText(30),
  driverId: z.number().int().positive().max(2_147_483_647).optional().nullable(),
  desiredDestinations: z.array(desiredDestinationBody).max(MAX_DESIRED_DESTINATIONS).default([]),
  notes: optionalText(500),
});
export type LiveEquipmentInput = z.infer<typeof liveEquipmentBody>;

export const desiredDestinationSchema = placeSchema.extend({ radiusMiles: z.number() });

export const liveEquipmentSchema = z.object({
  id: z.number(),
  location: placeSchema,
  availableFrom: z.string(),
  availableTo: z.string().nullable(),
  isExpired: z.boolean(),
  equipmentMode: z.string(),
  truckNumber: z.string().nullable(),
  driverId: z.number().nullable(),
  desiredDestinations: z.array(desiredDestinationSchema),
  notes: z.string().nullable(),
  createdAt: z.string(),
});

export const liveEquipmentListQuery = pagingQuery.extend({
  includeExpired: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});

export const laneMatchesQuery = pagingQuery.extend({ radius: radius.default(AVAILABLE_SHIPMENTS_RADIUS_MILES) });

// ---- lanes -------------------------------------------------------------------------------------

export const laneSchema = z.object({
  id: z.number(),
  origin: placeSchema,
  destination: placeSchema,
  equipmentMode: z.string(),
  source: z.string(),
  loadsPerWeek: z.number().nullable(),
  ratePerMile: z.number().nullable(),
  /** Loads the carrier hauled on this lane (both ends within 100 miles) with pickup in the last RECENT_DAYS days. */
  recentLoads: z.number().int(),
  /** Loads on the board right now on this lane. */
  availableLoads: z.number().int(),
});
