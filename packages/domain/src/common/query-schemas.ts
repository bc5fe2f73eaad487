import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * Query-string pieces shared by list and count routes. Fastify parses `a=1&a=2` into an array and
 * `a=1` into a string; the portal also sends `a=1,2`. All three arrive here as one array.
 */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  }, z.array(item).max(50).optional());
}

/** `true`/`false` (any case) and `1`/`0`; anything else is a validation error, not a silent false. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE', '1', '0'])])
  .transform((v) => v === true || (typeof v === 'string' && (v.toLowerCase() === 'true' || v === '1')));

/** An integer code from the query (statuses=0&statuses=3). */
export const queryCode = z.coerce.number().int().min(-1).max(99);

/** 1-based page and a bounded page size (default 50, at most `max`). */
export function pagingQuery(max = 100) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(max).default(Math.min(DEFAULT_PAGE_SIZE, max)),
  };
}

export const CountAnswerSchema = z.object({ totalCount: z.number().int() });

/** Path parameter ids are positive integers; anything else is a 400 naming the parameter. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
