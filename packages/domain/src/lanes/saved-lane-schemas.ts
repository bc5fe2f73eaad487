import { z } from 'zod';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '../common/constants';
import { optionalText } from '../common/optional-text';
import { BoardPlaceSchema, EquipmentModeSchema, listAnswerSchema, RadiusSchema } from '../load-board/freight-schemas';

/** A saved lane: where from (city and state, or a postal code) and, optionally, where to. */
export const SavedLaneBodySchema = z.object({
  name: optionalText(80),
  originCity: optionalText(80),
  originState: optionalText(40),
  originPostalCode: optionalText(10),
  originRadius: RadiusSchema.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  destinationCity: optionalText(80),
  destinationState: optionalText(40),
  destinationPostalCode: optionalText(10),
  destinationRadius: RadiusSchema.default(AVAILABLE_SHIPMENTS_RADIUS_MILES),
  equipmentMode: EquipmentModeSchema.optional().nullable(),
  notify: z.boolean().default(false),
});
export type SavedLaneInput = z.output<typeof SavedLaneBodySchema>;
export type SavedLaneBody = z.input<typeof SavedLaneBodySchema>;

export const SavedLaneSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  origin: BoardPlaceSchema,
  originRadius: z.number(),
  destination: BoardPlaceSchema.nullable(),
  destinationRadius: z.number(),
  equipmentMode: z.string().nullable(),
  notify: z.boolean(),
  /** Loads on the board right now that fit this lane. */
  matchingLoads: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedLane = z.output<typeof SavedLaneSchema>;

export const SavedLaneListSchema = listAnswerSchema(SavedLaneSchema);
export type SavedLaneList = z.output<typeof SavedLaneListSchema>;
export const SavedLaneAnswerSchema = z.object({ data: SavedLaneSchema });
