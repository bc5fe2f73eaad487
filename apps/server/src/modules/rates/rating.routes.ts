import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnifiedRatesAnswerSchema } from '@portal/domain/rates/rate-schemas';
import {
  ApiQuoteAnswerSchema,
  ApiQuoteBodySchema,
  CarrierRateRequestAnswerSchema,
  CarrierRateRequestBodySchema,
  OrderIdParamsSchema,
  QuoteIdParamsSchema,
  RawRatingBodySchema,
} from '@portal/domain/rates/rating-schemas';
import { requireBroker } from './broker-access';
import { createApiQuote, getQuote, requestCarrierRate, unifiedRatesOfOrder, unifiedRatesOfStops } from './rating.service';

const tags = ['rates'];
const security = [{ bearer: [] }];

/** The broker's rating calls: unified rates of an order or of raw stops and products, API quotes, carrier rate requests. */
export const ratingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rates/unified/orders/:orderId',
    {
      onRequest: requireBroker,
      schema: { tags, security, summary: "Unified rates for an order (its stops' locations and line items), cheapest first, at most 50", params: OrderIdParamsSchema, response: { 200: UnifiedRatesAnswerSchema } },
    },
    async (request) => unifiedRatesOfOrder(app.db, request.caller, request.params.orderId),
  );

  app.post(
    '/rates/unified/by-stops',
    {
      onRequest: requireBroker,
      schema: { tags, security, summary: 'Unified rates for raw stops (postal codes) and products, cheapest first, at most 50', body: RawRatingBodySchema, response: { 200: UnifiedRatesAnswerSchema } },
    },
    async (request) => unifiedRatesOfStops(app.db, request.caller, request.body),
  );

  app.post(
    '/rates/quotes',
    {
      onRequest: requireBroker,
      schema: {
        tags,
        security,
        summary: 'API quote: the cheapest bookable carrier rate for a shipment, an order or raw freight, kept with a quote id and an expiry (60 minutes)',
        body: ApiQuoteBodySchema,
        response: { 200: ApiQuoteAnswerSchema },
      },
    },
    async (request) => createApiQuote(app.db, request.caller, request.body),
  );

  app.get(
    '/rates/quotes/:quoteId',
    { onRequest: requireBroker, schema: { tags, security, summary: 'One quote (API quote or answered rate request)', params: QuoteIdParamsSchema, response: { 200: ApiQuoteAnswerSchema } } },
    async (request) => getQuote(app.db, request.caller, request.params.quoteId),
  );

  app.post(
    '/rates/carrier-rate-requests',
    {
      onRequest: requireBroker,
      schema: {
        tags,
        security,
        summary: "Ask a carrier for a rate on the broker's shipment; the carrier answers on its Rate Requests page and its answer becomes a spot quote",
        body: CarrierRateRequestBodySchema,
        response: { 200: CarrierRateRequestAnswerSchema },
      },
    },
    async (request) => requestCarrierRate(app.db, request.caller, request.body),
  );
};
