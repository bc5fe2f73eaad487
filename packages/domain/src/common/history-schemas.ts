import { z } from 'zod';
import { pagingQuery } from './query-schemas';

/** Most history rows one page carries. */
export const HISTORY_PAGE_SIZE_MAX = 100;

export const HistoryQuerySchema = z.object({ ...pagingQuery(HISTORY_PAGE_SIZE_MAX) });

/**
 * One entry of a record's history: who did what, when; a field change carries the field with its old
 * and new value as people read them, anything else a sentence (description). A row without a user
 * was done by the system (a job, an import).
 */
export const HistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  description: z.string().nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string(), companyName: z.string().nullable() }).nullable(),
  timeStamp: z.string(),
});
export type HistoryEntry = z.output<typeof HistoryEntrySchema>;

export const HistoryPageSchema = z.object({ data: z.array(HistoryEntrySchema), totalCount: z.number().int() });
export type HistoryPage = z.output<typeof HistoryPageSchema>;
