import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { locationRoutes } from '@portal/domain/locations/location-routes';
import { serve } from '../../lib/serve-route';
import { getEdiCustomers, getEdiLocations, mapEdiLocation, unmapEdiLocation } from './edi-locations.service';
import { createLocation, editLocation, getLocation, getLocationList, saveDockSchedule } from './locations.service';
import { getStopDockHours } from './stop-dock-hours.service';

/** Company locations with dock hours, and EDI location codes: the caller's company's only (another company's id is a 404). */
export const locationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.locations));

  serve(app, locationRoutes.list, async (request) => getLocationList(app.db, request.caller, request.query));
  serve(app, locationRoutes.get, async (request) => ({ data: await getLocation(app.db, request.caller, request.params.id) }));
  serve(app, locationRoutes.create, async (request, reply) => reply.status(201).send(await createLocation(app.db, request.caller, request.body)));
  serve(app, locationRoutes.edit, async (request) => editLocation(app.db, request.caller, request.params.id, request.body));
  serve(app, locationRoutes.saveDockSchedule, async (request) => saveDockSchedule(app.db, request.caller, request.params.id, request.body));
  serve(app, locationRoutes.ediCustomers, async (request) => getEdiCustomers(app.db, request.caller));
  serve(app, locationRoutes.ediLocations, async (request) => getEdiLocations(app.db, request.caller, request.query.customerId));
  serve(app, locationRoutes.mapEdiLocation, async (request, reply) => reply.status(201).send(await mapEdiLocation(app.db, request.caller, request.body)));
  serve(app, locationRoutes.unmapEdiLocation, async (request, reply) => {
    await unmapEdiLocation(app.db, request.caller, request.params.id);
    return reply.status(204).send(null);
  });
};

/** Dock status at a shipment's stops: whoever sees the shipment sees its stops' docks. */
export const stopDockHoursPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));
  serve(app, locationRoutes.stopDockHours, async (request) => getStopDockHours(app.db, request.caller, request.params.id));
};
