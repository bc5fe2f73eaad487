import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderRoutes } from '@portal/domain/tenders/tender-routes';
import { requireBroker } from '../../lib/caller-guards';
import { serve } from '../../lib/serve-route';
import { automaticTenderingStatus, tenderShipment } from './tendering.service';

/** Tendering a shipment from the broker side: to one carrier or down a ranked list, and where that stands. */
export const tenderingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const brokers = { onRequest: requireBroker };

  serve(app, tenderRoutes.tenderShipment, async (request) => tenderShipment(app.db, request.caller, request.params.id, request.body), brokers);
  serve(app, tenderRoutes.automaticTenderingStatus, async (request) => ({ data: await automaticTenderingStatus(app.db, request.caller, request.params.id) }), brokers);
};
