import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { shipmentListRoutes } from '@portal/domain/shipments/shipment-list-routes';
import { serve } from '../../../lib/serve-route';
import { searchShipments, shipmentTotalCount } from './shipment-shell.service';

/** Trucks API: the Shipments badge (needsUpdates) and list totals. */
export const shipmentShellTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, shipmentListRoutes.totalCount, async (request) => ({ totalCount: await shipmentTotalCount(app.db, request.caller, request.query) }), {
    onRequest: app.requireAccess(ROUTE_ACCESS.shipments),
  });
};

/** Carrier API: the top bar's shipment search. */
export const shipmentShellCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, shipmentListRoutes.quickSearch, async (request) => searchShipments(app.db, request.caller, request.query), { onRequest: app.requireAccess(ROUTE_ACCESS.shipments) });
};
