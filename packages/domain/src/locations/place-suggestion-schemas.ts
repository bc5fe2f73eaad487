import { z } from 'zod';
import { queryArray } from '../common/query-schemas';

/**
 * Place suggestions as people type (docs/decisions/0192-one-place-box-one-suggestion-endpoint.md): cities by name prefix and
 * postal codes by code prefix, from the postal code reference data. A City stands for all its
 * postal codes (its centre); a PostalCode is one US ZIP code or Canadian forward sortation area.
 */
export const PLACE_SUGGESTION_KINDS = ['City', 'PostalCode'] as const;
export type PlaceSuggestionKind = (typeof PLACE_SUGGESTION_KINDS)[number];

/** Suggestions a box shows at most; the default is what fits a phone screen above the keyboard. */
export const PLACE_SUGGESTION_LIMIT_MAX = 25;
export const PLACE_SUGGESTION_LIMIT_DEFAULT = 10;
/** Cities in one answer at most: the rest of the limit goes to the postal codes of the best city. */
export const PLACE_SUGGESTION_CITIES_MAX = 5;
/** The box asks after this pause in typing (a quick typist's keystroke gap is ~150 ms). */
export const PLACE_SUGGESTION_DEBOUNCE_MS = 200;

export const PlaceSuggestionQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type part of a city or a postal code').max(80),
  kinds: queryArray(z.enum(PLACE_SUGGESTION_KINDS)),
  limit: z.coerce.number().int().min(1).max(PLACE_SUGGESTION_LIMIT_MAX).default(PLACE_SUGGESTION_LIMIT_DEFAULT),
});
export type PlaceSuggestionQuery = z.input<typeof PlaceSuggestionQuerySchema>;
export type PlaceSuggestionQueryValues = z.output<typeof PlaceSuggestionQuerySchema>;

export const PlaceSuggestionSchema = z.object({
  /** 'City:US:TN:Memphis' or 'PostalCode:US:38103'. */
  id: z.string(),
  kind: z.enum(PLACE_SUGGESTION_KINDS),
  /** What the box shows and what its text becomes: 'Memphis, TN' or '38103' . */
  label: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** The postal code of a PostalCode suggestion; null for a city. */
  postalCode: z.string().nullable(),
  /** How many postal codes the city has (1 for a postal code). */
  postalCodeCount: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  ianaTimezone: z.string(),
});
export type PlaceSuggestion = z.output<typeof PlaceSuggestionSchema>;

export const PlaceSuggestionListSchema = z.object({ data: z.array(PlaceSuggestionSchema) });
export type PlaceSuggestionList = z.output<typeof PlaceSuggestionListSchema>;
