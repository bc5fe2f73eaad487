import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationRoutes } from '@portal/domain/locations/location-routes';
import { serve } from '../../lib/serve-route';
import { findQuotableLocations } from './quotable-locations.service';

/** Quotable locations: reference data every signed-in user may search (no tenant rows). */
export const quotableLocationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, locationRoutes.quotable, async (request) => findQuotableLocations(app.db, request.query));
};
