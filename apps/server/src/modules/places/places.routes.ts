import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeRoutes } from '@portal/domain/locations/place-routes';
import { serve } from '../../lib/serve-route';
import { suggestPlaces } from './place-suggestions.service';

/** Place suggestions: reference data every signed-in user may search (no tenant rows). */
export const placePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, placeRoutes.suggestions, async (request) => suggestPlaces(app.db, request.query));
};
