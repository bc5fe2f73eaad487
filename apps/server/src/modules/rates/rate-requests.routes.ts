import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { rateRoutes } from '@portal/domain/rates/rate-routes';
import { serve } from '../../lib/serve-route';
import {
  declineRateRequest,
  findRateRequests,
  getRateRequest,
  getRateRequestForShipment,
  rateRequestStatusCounts,
  sendRateResponse,
} from './rate-requests.service';
import { unifiedRatesOfShipment } from './rating.service';
import { requireRatesOrBroker } from '../../lib/caller-guards';

/** Rate requests (list, detail, counts by status, respond, decline, by shipment) and unified rates. */
export const rateRequestPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAccess(ROUTE_ACCESS.rates) };

  serve(app, rateRoutes.list, async (request) => findRateRequests(app.db, request.caller, request.query), guarded);
  serve(app, rateRoutes.statusCounts, async (request) => ({ data: await rateRequestStatusCounts(app.db, request.caller) }), guarded);
  serve(
    app,
    rateRoutes.byShipment,
    async (request) => ({ data: await getRateRequestForShipment(app.db, request.caller, request.params.shipmentNumber, request.query.rateType) }),
    guarded,
  );
  serve(app, rateRoutes.get, async (request) => ({ data: await getRateRequest(app.db, request.caller, request.params.rateId) }), guarded);
  serve(app, rateRoutes.respond, async (request) => sendRateResponse(app.db, request.caller, request.params.rateId, request.body), guarded);
  serve(app, rateRoutes.decline, async (request) => declineRateRequest(app.db, request.caller, request.params.rateId, request.body), guarded);
  serve(app, rateRoutes.unifiedOfShipment, async (request) => unifiedRatesOfShipment(app.db, request.caller, request.query), { onRequest: requireRatesOrBroker });
};
