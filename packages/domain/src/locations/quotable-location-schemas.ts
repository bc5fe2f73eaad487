import { z } from 'zod';
import { QUOTABLE_LOCATION_PAGE_SIZE } from '../common/constants';
import { optionalText } from '../common/optional-text';
import { placeFields } from '../common/place-fields';
import { queryArray } from '../common/query-schemas';

/**
 * Quotable locations: places freight can be quoted to, from the postal code
 * reference data. Types: ZipCode (one postal code) and GoverningDistrict (a state or province).
 */
export const QUOTABLE_LOCATION_TYPES = ['ZipCode', 'GoverningDistrict'] as const;

export const QuotableLocationQuerySchema = z.object({
  q: optionalText(80),
  types: queryArray(z.enum(QUOTABLE_LOCATION_TYPES)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(QUOTABLE_LOCATION_PAGE_SIZE).default(QUOTABLE_LOCATION_PAGE_SIZE),
});
export type QuotableLocationQuery = z.input<typeof QuotableLocationQuerySchema>;
export type QuotableLocationQueryValues = z.output<typeof QuotableLocationQuerySchema>;

export const QuotableLocationSchema = z.object({
  id: z.string(),
  type: z.enum(QUOTABLE_LOCATION_TYPES),
  name: z.string(),
  ...placeFields,
});
export type QuotableLocation = z.output<typeof QuotableLocationSchema>;
export const QuotableLocationListSchema = z.object({ data: z.array(QuotableLocationSchema), totalCount: z.number().int() });
export type QuotableLocationList = z.output<typeof QuotableLocationListSchema>;
