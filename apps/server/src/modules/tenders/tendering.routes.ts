import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShipmentIdParamsSchema } from '@portal/domain/load-board/load-board-schemas';
import { AutomaticTenderingStatusAnswerSchema, TenderShipmentAnswerSchema, TenderShipmentBodySchema } from '@portal/domain/tenders/tendering-schemas';
import { requireBroker } from '../rates/broker-access';
import { automaticTenderingStatus, tenderShipment } from './tendering.service';

const tags = ['tenders'];
const security = [{ bearer: [] }];

/** Tendering a shipment from the broker side: to one carrier or down a ranked list, and where that stands. */
export const tenderingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shipments/:id/tenders',
    {
      onRequest: requireBroker,
      schema: {
        tags,
        security,
        summary: 'Tender a Ready to Book shipment to one carrier, or to a ranked list (automatic tendering: the next carrier is tendered when one rejects or its tender expires)',
        params: ShipmentIdParamsSchema,
        body: TenderShipmentBodySchema,
        response: { 200: TenderShipmentAnswerSchema },
      },
    },
    async (request) => tenderShipment(app.db, request.caller, request.params.id, request.body),
  );

  app.get(
    '/shipments/:id/automatic-tendering-status',
    {
      onRequest: requireBroker,
      schema: { tags, security, summary: 'Automatic tendering status: current carrier, remaining carriers, history (null data when never tendered)', params: ShipmentIdParamsSchema, response: { 200: AutomaticTenderingStatusAnswerSchema } },
    },
    async (request) => ({ data: await automaticTenderingStatus(app.db, request.caller, request.params.id) }),
  );
};
