import { z } from 'zod';

const StaticItemSchema = z.object({ value: z.union([z.string(), z.number()]), displayName: z.string() });
const StaticListSchema = z.array(StaticItemSchema);

export const StaticDataSchema = z.object({ data: z.record(z.string(), StaticListSchema) });
export const StaticListAnswerSchema = z.object({ data: StaticListSchema, totalCount: z.number().int() });
/** A list's name, letters only; an unknown name is a 404, like any other record that does not exist. */
export const StaticListParamsSchema = z.object({ listName: z.string().trim().min(1).max(50).regex(/^[A-Za-z]+$/) });

/** Cache-Control of the lists: they change only with a release, and each answer carries an ETag. */
export const STATIC_DATA_CACHE_CONTROL = 'private, max-age=3600, must-revalidate';
