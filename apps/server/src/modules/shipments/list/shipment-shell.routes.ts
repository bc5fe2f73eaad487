import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledAnswer } from '../../../lib/serializer-compiler';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CountAnswerSchema } from '@portal/domain/common/query-schemas';
import { quickSearchQuery, shipmentSearchAnswerSchema, shipmentTotalCountQuery } from '@portal/domain/shipments/shipment-search-schemas';
import { searchShipments, shipmentTotalCount } from './shipment-shell.service';

/** Trucks API: the Shipments badge (needsUpdates) and list totals. */
export const shipmentShellTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/shipments/total_count',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.shipments),
      schema: {
        tags: ['shipments'],
        summary: "Count of the caller's own shipments (booked to the carrier, the broker's customer loads, a driver's assigned loads; not the load board)",
        security: [{ bearer: [] }],
        querystring: shipmentTotalCountQuery,
        response: { 200: compiledAnswer(CountAnswerSchema) },
      },
    },
    async (request) => ({ totalCount: await shipmentTotalCount(app.db, request.caller, request.query) }),
  );
};

/** Carrier API: the top bar's shipment search. */
export const shipmentShellCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/quick_searches/shipments',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.shipments),
      schema: {
        tags: ['shipments'],
        summary: 'Shipments by number prefix (and, for brokers, exact reference number)',
        description: 'totalCount is exact up to 1,000 matches and answers 1,000 beyond that.',
        security: [{ bearer: [], apiKey: [] }],
        querystring: quickSearchQuery,
        response: { 200: compiledAnswer(shipmentSearchAnswerSchema) },
      },
    },
    async (request) => searchShipments(app.db, request.caller, request.query),
  );
};
