import { z } from 'zod';
import { idParam, pagingQuery } from '../common/query-schemas';
import { BoardPlaceSchema, listAnswerSchema } from '../load-board/freight-schemas';

/** The lane lists (lanes, saved lanes) take a page; one lane is addressed by its id. */
export const LanePagingQuerySchema = z.object(pagingQuery());
export const LaneIdParamsSchema = z.object({ id: idParam });

/** A lane the carrier runs (history) or declared. */
export const LaneSchema = z.object({
  id: z.number(),
  origin: BoardPlaceSchema,
  destination: BoardPlaceSchema,
  equipmentMode: z.string(),
  source: z.string(),
  loadsPerWeek: z.number().nullable(),
  ratePerMile: z.number().nullable(),
  /** Loads the carrier hauled on this lane (both ends within 100 miles) with pickup in the last RECENT_DAYS days. */
  recentLoads: z.number().int(),
  /** Loads on the board right now on this lane. */
  availableLoads: z.number().int(),
});
export type Lane = z.output<typeof LaneSchema>;

export const LaneListSchema = listAnswerSchema(LaneSchema);
export type LaneList = z.output<typeof LaneListSchema>;
