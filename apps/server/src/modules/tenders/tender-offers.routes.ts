import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { ShipmentNumberParamsSchema } from '@portal/domain/load-board/freight-schemas';
import {
  OfferAnswerSchema,
  OfferBodySchema,
  TenderDetailAnswerSchema,
  TenderIdParamsSchema,
  TenderListSchema,
  TendersQuerySchema,
} from '@portal/domain/tenders/tender-schemas';
import { findTenders, getTender, getTenderForShipment, respondToTender } from './tender-offers.service';

const tags = ['tenders'];

/** find, get and respond: the same three calls under the Carrier API (verbatim paths) and the Portal API. */
function tenderRoutes(app: FastifyInstance, base: string, security: Record<string, string[]>[]) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireAccess(ROUTE_ACCESS.tenders);

  typed.get(
    base,
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: "The caller's tenders (default status Sent; a Sent tender past its deadline is Expired, not Sent)",
        description: 'statuses takes codes 0-4 (Sent, Accepted, Rejected, Rescinded, Booking Rescinded), their names, or Expired.',
        querystring: TendersQuerySchema,
        response: { 200: TenderListSchema },
      },
    },
    async (request) => findTenders(app.db, request.caller, request.query),
  );

  typed.get(
    `${base}/:tenderId`,
    {
      onRequest: guard,
      schema: { tags, security, summary: 'One tender: lane, stops, equipment, rate, requirements, map', params: TenderIdParamsSchema, response: { 200: TenderDetailAnswerSchema } },
    },
    async (request) => ({ data: await getTender(app.db, request.caller, request.params.tenderId) }),
  );

  typed.put(
    `${base}/:tenderId/offers`,
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Accept (books the shipment) or reject (reason required) a Sent tender',
        description: 'A tender that is not Sent, has expired, or whose load another carrier won answers 409.',
        params: TenderIdParamsSchema,
        body: OfferBodySchema,
        response: { 200: OfferAnswerSchema },
      },
    },
    async (request) => respondToTender(app.db, request.caller, request.params.tenderId, request.body),
  );
}

/** Carrier API: GET api/v2/tenders, GET api/v2/tenders/{tenderId}, PUT api/v2/tenders/{tenderId}/offers. */
export const tenderCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  tenderRoutes(app, '/v2/tenders', [{ bearer: [], apiKey: [] }]);
};

/** Portal API: the same calls under /tenders, and the caller's tender for a shipment number. */
export const tenderOfferPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  tenderRoutes(app, '/tenders', [{ bearer: [] }]);
  app.get(
    '/tenders/by-shipment/:shipmentNumber',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.tenders),
      schema: { tags, security: [{ bearer: [] }], summary: "The caller's latest tender on a shipment", params: ShipmentNumberParamsSchema, response: { 200: TenderDetailAnswerSchema } },
    },
    async (request) => ({ data: await getTenderForShipment(app.db, request.caller, request.params.shipmentNumber) }),
  );
};
