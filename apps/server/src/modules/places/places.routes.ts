import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlaceSuggestionListSchema, PlaceSuggestionQuerySchema } from '@portal/domain/locations/place-suggestion-schemas';
import { suggestPlaces } from './place-suggestions.service';

/** Place suggestions: reference data every signed-in user may search (no tenant rows). */
export const placePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/suggestions',
    {
      schema: {
        tags: ['locations'],
        security: [{ bearer: [] }],
        summary: 'Cities and postal codes starting with q, ranked, for place boxes as people type (kinds City, PostalCode; limit 10, at most 25)',
        querystring: PlaceSuggestionQuerySchema,
        response: { 200: PlaceSuggestionListSchema },
      },
    },
    async (request) => suggestPlaces(app.db, request.query),
  );
};
