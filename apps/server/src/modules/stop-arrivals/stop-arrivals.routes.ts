import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { stopArrivalRoutes } from '@portal/domain/stop-arrivals/stop-arrival-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { getStopArrivalSettings, saveStopArrivalSettings } from './stop-arrival-settings.service';

/** The carrier's choice for arrivals noticed from the track: its users read it, its admins change it (checked in the service). */
export const stopArrivalPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const carriers = { onRequest: app.requireAccess(ROUTE_ACCESS.trackingIntegrations) };
  serve(app, stopArrivalRoutes.getSettings, async (request) => getStopArrivalSettings(app.db, request.caller), carriers);
  serve(app, stopArrivalRoutes.saveSettings, async (request) => saveStopArrivalSettings(app.db, request.caller, request.body, auditContextOf(request)), carriers);
};
