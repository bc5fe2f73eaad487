import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateRoutes } from '@portal/domain/rates/rate-routes';
import { requireBroker } from '../../lib/caller-guards';
import { serve } from '../../lib/serve-route';
import { createApiQuote, getQuote, requestCarrierRate, unifiedRatesOfOrder, unifiedRatesOfStops } from './rating.service';

/** The broker's rating calls: unified rates of an order or of raw stops and products, API quotes, carrier rate requests. */
export const ratingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const brokers = { onRequest: requireBroker };

  serve(app, rateRoutes.unifiedOfOrder, async (request) => unifiedRatesOfOrder(app.db, request.caller, request.params.orderId), brokers);
  serve(app, rateRoutes.unifiedOfStops, async (request) => unifiedRatesOfStops(app.db, request.caller, request.body), brokers);
  serve(app, rateRoutes.createQuote, async (request) => createApiQuote(app.db, request.caller, request.body), brokers);
  serve(app, rateRoutes.getQuote, async (request) => getQuote(app.db, request.caller, request.params.quoteId), brokers);
  serve(app, rateRoutes.requestCarrierRate, async (request) => requestCarrierRate(app.db, request.caller, request.body), brokers);
};
