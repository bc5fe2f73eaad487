import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { ShipmentNumberParamsSchema } from '@portal/domain/load-board/freight-schemas';
import {
  ByShipmentQuerySchema,
  DeclineBodySchema,
  RateIdParamsSchema,
  RateRequestAnswerSchema,
  RateRequestChangeAnswerSchema,
  RateRequestListSchema,
  RateRequestsQuerySchema,
  RateResponseBodySchema,
  StatusCountsSchema,
  UnifiedRatesAnswerSchema,
  UnifiedRatesQuerySchema,
} from '@portal/domain/rates/rate-schemas';
import {
  declineRateRequest,
  findRateRequests,
  getRateRequest,
  getRateRequestForShipment,
  rateRequestStatusCounts,
  sendRateResponse,
} from './rate-requests.service';
import { unifiedRatesOfShipment } from './rating.service';
import { requireRatesOrBroker } from './broker-access';

const tags = ['rates'];
const security = [{ bearer: [] }];

/** Rate requests (list, detail, counts by status, respond, decline, by shipment) and unified rates. */
export const rateRequestPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireAccess(ROUTE_ACCESS.rates);

  app.get(
    '/rate-requests',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: "The caller's rate requests (default Sent/open; Offered = responded; Declined)",
        querystring: RateRequestsQuerySchema,
        response: { 200: RateRequestListSchema },
      },
    },
    async (request) => findRateRequests(app.db, request.caller, request.query),
  );

  app.get(
    '/rate-requests/status-counts',
    { onRequest: guard, schema: { tags, security, summary: 'Rate requests by status (sent counts open, unexpired requests)', response: { 200: StatusCountsSchema } } },
    async (request) => ({ data: await rateRequestStatusCounts(app.db, request.caller) }),
  );

  app.get(
    '/rate-requests/by-shipment/:shipmentNumber',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: "The caller's latest rate request on a shipment (of a rate type, when given)",
        params: ShipmentNumberParamsSchema,
        querystring: ByShipmentQuerySchema,
        response: { 200: RateRequestAnswerSchema },
      },
    },
    async (request) => ({ data: await getRateRequestForShipment(app.db, request.caller, request.params.shipmentNumber, request.query.rateType) }),
  );

  app.get(
    '/rate-requests/:rateId',
    { onRequest: guard, schema: { tags, security, summary: 'One rate request with stops and map points', params: RateIdParamsSchema, response: { 200: RateRequestAnswerSchema } } },
    async (request) => ({ data: await getRateRequest(app.db, request.caller, request.params.rateId) }),
  );

  app.post(
    '/rate-requests/:rateId/response',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Answer a Sent rate request with a rate (decimal dollars) and notes: it becomes Offered',
        params: RateIdParamsSchema,
        body: RateResponseBodySchema,
        response: { 200: RateRequestChangeAnswerSchema },
      },
    },
    async (request) => sendRateResponse(app.db, request.caller, request.params.rateId, request.body),
  );

  app.post(
    '/rate-requests/:rateId/decline',
    {
      onRequest: guard,
      schema: { tags, security, summary: 'Decline a Sent rate request', params: RateIdParamsSchema, body: DeclineBodySchema, response: { 200: RateRequestChangeAnswerSchema } },
    },
    async (request) => declineRateRequest(app.db, request.caller, request.params.rateId, request.body),
  );

  app.get(
    '/rates/unified',
    {
      onRequest: requireRatesOrBroker,
      schema: {
        tags,
        security,
        summary: 'Unified rates for a shipment (contract lane rates, LTL tariff with fuel, spot quotes, posted, booked, tenders, lane rates, lane market average), cheapest first, at most 50',
        querystring: UnifiedRatesQuerySchema,
        response: { 200: UnifiedRatesAnswerSchema },
      },
    },
    async (request) => unifiedRatesOfShipment(app.db, request.caller, request.query),
  );
};
