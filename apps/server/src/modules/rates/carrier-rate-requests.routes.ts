import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateRoutes } from '@portal/domain/rates/rate-routes';
import { requireBroker } from '../../lib/caller-guards';
import { serve } from '../../lib/serve-route';
import { carrierAnswersOfShipment, requestCarrierRates } from './carrier-rate-requests.service';

/** The broker's rate requests to several carriers at once, and the carriers' answers on one of its shipments. */
export const carrierRateRequestPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const brokers = { onRequest: requireBroker };

  serve(app, rateRoutes.requestCarrierRates, async (request) => requestCarrierRates(app.db, request.caller, request.body), brokers);
  serve(app, rateRoutes.carrierAnswersOfShipment, async (request) => carrierAnswersOfShipment(app.db, request.caller, request.params.id), brokers);
};
