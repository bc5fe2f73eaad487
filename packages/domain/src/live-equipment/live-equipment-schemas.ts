import { z } from 'zod';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '../common/constants';
import { ISO_INSTANT_MAX_LENGTH } from '../common/input-limits';
import { optionalText } from '../common/optional-text';
import { idParam, pagingQuery } from '../common/query-schemas';
import { BoardPlaceSchema, EquipmentModeSchema, FreightListSchema, listAnswerSchema, RadiusSchema, ZonedBoardPlaceSchema } from '../load-board/freight-schemas';

const InstantSchema = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX_LENGTH);

export const LiveEquipmentIdParamsSchema = z.object({ id: idParam });

export const MAX_DESIRED_DESTINATIONS = 10;

export const DesiredDestinationBodySchema = z.object({
  city: optionalText(80),
  state: optionalText(40),
  postalCode: optionalText(10),
  radiusMiles: RadiusSchema.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
});

/** A posted truck: where (city and state, or a postal code), when, what equipment, and where it would like to go. */
export const LiveEquipmentBodySchema = z.object({
  city: optionalText(80),
  state: optionalText(40),
  postalCode: optionalText(10),
  availableFrom: InstantSchema,
  availableTo: InstantSchema.optional().nullable(),
  equipmentMode: EquipmentModeSchema.default('Dry'),
  truckNumber: optionalText(30),
  driverId: z.number().int().positive().max(2_147_483_647).optional().nullable(),
  desiredDestinations: z.array(DesiredDestinationBodySchema).max(MAX_DESIRED_DESTINATIONS).default([]),
  notes: optionalText(500),
});
export type LiveEquipmentInput = z.output<typeof LiveEquipmentBodySchema>;
export type LiveEquipmentBody = z.input<typeof LiveEquipmentBodySchema>;

export const DesiredDestinationSchema = BoardPlaceSchema.extend({ radiusMiles: z.number() });

export const LiveEquipmentSchema = z.object({
  id: z.number(),
  location: ZonedBoardPlaceSchema,
  availableFrom: z.string(),
  availableTo: z.string().nullable(),
  isExpired: z.boolean(),
  equipmentMode: z.string(),
  truckNumber: z.string().nullable(),
  driverId: z.number().nullable(),
  desiredDestinations: z.array(DesiredDestinationSchema),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveEquipment = z.output<typeof LiveEquipmentSchema>;

export const LiveEquipmentListSchema = listAnswerSchema(LiveEquipmentSchema);
export type LiveEquipmentList = z.output<typeof LiveEquipmentListSchema>;
export const LiveEquipmentAnswerSchema = z.object({ data: LiveEquipmentSchema });

export const LiveEquipmentListQuerySchema = z.object({
  ...pagingQuery(),
  includeExpired: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});

export const LaneMatchesQuerySchema = z.object({ ...pagingQuery(), radius: RadiusSchema.default(AVAILABLE_SHIPMENTS_RADIUS_MILES) });

export const LaneMatchesAnswerSchema = FreightListSchema.extend({ liveEquipment: LiveEquipmentSchema });
export type LaneMatchesAnswer = z.output<typeof LaneMatchesAnswerSchema>;
