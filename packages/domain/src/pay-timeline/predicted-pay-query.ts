import { z } from 'zod';

/** Sorting and filtering the invoice lists by predicted pay date. */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = z
  .string()
  .trim()
  .max(10)
  .regex(DATE_ONLY, 'Expected a date (YYYY-MM-DD)')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'Expected a real calendar date');

/** Soonest predicted pay date first, or the latest first ('-predictedPayOn'); invoices without one last. */
export const PREDICTED_PAY_SORTS = ['predictedPayOn', '-predictedPayOn'] as const;
export type PredictedPaySort = (typeof PREDICTED_PAY_SORTS)[number];

/** Query fields the invoice lists take to sort and filter by predicted pay date (both ends inclusive). */
export const predictedPayQueryFields = {
  sort: z.enum(PREDICTED_PAY_SORTS).optional(),
  predictedPayFrom: calendarDay.optional(),
  predictedPayTo: calendarDay.optional(),
};
