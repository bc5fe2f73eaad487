import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shipmentHistoryRoutes } from '@portal/domain/shipments/shipment-history-routes';
import { serve } from '../../../lib/serve-route';
import { useShipmentRouteDefaults } from '../shipment-routes-support';
import { shipmentHistory } from './shipment-history.service';

/** Portal API: a shipment's history, by its number. */
export const shipmentHistoryPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  useShipmentRouteDefaults(app);
  serve(app, shipmentHistoryRoutes.history, async (request) => shipmentHistory(app.db, request.caller, request.params.shipmentNumber, request.query));
};
