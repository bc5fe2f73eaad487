import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuotableLocationListSchema, QuotableLocationQuerySchema } from '@portal/domain/locations/quotable-location-schemas';
import { findQuotableLocations } from './quotable-locations.service';

/** Quotable locations: reference data every signed-in user may search (no tenant rows). */
export const quotableLocationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/quotable',
    {
      schema: {
        tags: ['locations'],
        security: [{ bearer: [] }],
        summary: 'Quotable locations: postal codes (ZipCode) and states or provinces (GoverningDistrict) by q, 100 a page',
        querystring: QuotableLocationQuerySchema,
        response: { 200: QuotableLocationListSchema },
      },
    },
    async (request) => findQuotableLocations(app.db, request.query),
  );
};
