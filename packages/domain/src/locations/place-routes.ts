import { route } from '../api/route-contract';
import { PlaceSuggestionListSchema, PlaceSuggestionQuerySchema } from './place-suggestion-schemas';

/** Place suggestions: reference data every signed-in user may search. */
export const placeRoutes = {
  suggestions: route({
    service: 'portal',
    tags: ['locations'],
    method: 'GET',
    path: '/places/suggestions',
    summary: 'Cities and postal codes starting with q, ranked, for place boxes as people type (kinds City, PostalCode; limit 10, at most 25)',
    query: PlaceSuggestionQuerySchema,
    answer: PlaceSuggestionListSchema,
  }),
} as const;
