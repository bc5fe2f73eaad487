import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { tenderRoutes } from '@portal/domain/tenders/tender-routes';
import { serve, type ZodApp } from '../../lib/serve-route';
import { findTenders, getTender, getTenderForShipment, respondToTender } from './tender-offers.service';

/** The find, get and respond calls of one API: the Carrier API's (verbatim paths) or the Portal API's. */
interface TenderCalls {
  find: typeof tenderRoutes.list | typeof tenderRoutes.carrierList;
  get: typeof tenderRoutes.get | typeof tenderRoutes.carrierGet;
  respond: typeof tenderRoutes.respond | typeof tenderRoutes.carrierRespond;
}

/** find, get and respond: the same three calls under the Carrier API and the Portal API. */
function serveTenderCalls(app: ZodApp, calls: TenderCalls) {
  const guarded = { onRequest: app.requireAccess(ROUTE_ACCESS.tenders) };
  serve(app, calls.find, async (request) => findTenders(app.db, request.caller, request.query), guarded);
  serve(app, calls.get, async (request) => ({ data: await getTender(app.db, request.caller, request.params.tenderId) }), guarded);
  serve(app, calls.respond, async (request) => respondToTender(app.db, request.caller, request.params.tenderId, request.body), guarded);
}

/** Carrier API: GET api/v2/tenders, GET api/v2/tenders/{tenderId}, PUT api/v2/tenders/{tenderId}/offers. */
export const tenderCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  serveTenderCalls(app, { find: tenderRoutes.carrierList, get: tenderRoutes.carrierGet, respond: tenderRoutes.carrierRespond });
};

/** Portal API: the same calls under /tenders, and the caller's tender for a shipment number. */
export const tenderOfferPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serveTenderCalls(app, { find: tenderRoutes.list, get: tenderRoutes.get, respond: tenderRoutes.respond });
  serve(app, tenderRoutes.byShipment, async (request) => ({ data: await getTenderForShipment(app.db, request.caller, request.params.shipmentNumber) }), {
    onRequest: app.requireAccess(ROUTE_ACCESS.tenders),
  });
};
