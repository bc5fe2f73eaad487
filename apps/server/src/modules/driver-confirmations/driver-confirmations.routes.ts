import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { driverConfirmationRoutes } from '@portal/domain/driver-confirmations/driver-confirmation-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { confirmDriver, getDriverConfirmation } from './driver-confirmations.service';

/**
 * Know your driver: the load's assigned driver confirms (PUT); the booked carrier's users, the
 * driver and the brokerage's staff read it (GET). Everyone else gets a 404.
 */
export const driverConfirmationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));

  serve(app, driverConfirmationRoutes.get, async (request) => getDriverConfirmation(app.db, request.caller, request.params.id));
  serve(app, driverConfirmationRoutes.confirm, async (request) => confirmDriver(app.db, request.caller, request.params.id, request.body, auditContextOf(request)));
};
