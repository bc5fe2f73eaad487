import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { positionRoutes } from '@portal/domain/positions/position-routes';
import { serve } from '../../lib/serve-route';
import { ingestPositions } from './position-ingest.service';

/**
 * Positions on the Carrier API: a carrier's own users and its company keys (shipments:write) send
 * them, for its own devices and loads only; brokers and other kinds of company have no devices here.
 * Many points a second arrive this way, so its rate limit is the ingestion's, not a person's.
 */
export const positionCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, positionRoutes.ingest, async (request) => ingestPositions(app.db, request.caller, request.body, app.config.positionRetentionDays), {
    onRequest: app.requireAccess(ROUTE_ACCESS.trackingIntegrations),
    config: { rateLimit: { max: 6000, timeWindow: '1 minute' } },
  });
};
