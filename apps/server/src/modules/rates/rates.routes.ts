import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { rateRoutes } from '@portal/domain/rates/rate-routes';
import { serve } from '../../lib/serve-route';
import { rateRequestCount } from './rates.service';

export const ratePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, rateRoutes.count, async (request) => ({ totalCount: await rateRequestCount(app.db, request.caller, request.query.statuses) }), {
    onRequest: app.requireAccess(ROUTE_ACCESS.rates),
  });
};
