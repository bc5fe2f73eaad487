import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  EdiCustomerListSchema,
  EdiLocationAnswerSchema,
  EdiLocationBodySchema,
  EdiLocationIdParamsSchema,
  EdiLocationListSchema,
  EdiLocationsQuerySchema,
} from '@portal/domain/locations/edi-location-schemas';
import {
  DockScheduleBodySchema,
  LocationAnswerSchema,
  LocationBodySchema,
  LocationIdParamsSchema,
  LocationListQuerySchema,
  LocationListSchema,
  LocationSavedAnswerSchema,
  StopDockHoursSchema,
} from '@portal/domain/locations/location-schemas';
import { getEdiCustomers, getEdiLocations, mapEdiLocation, unmapEdiLocation } from './edi-locations.service';
import { createLocation, editLocation, getLocation, getLocationList, saveDockSchedule } from './locations.service';
import { getStopDockHours } from './stop-dock-hours.service';

const security = [{ bearer: [] }];
const tags = ['locations'];

/** Company locations with dock hours, and EDI location codes: the caller's company's only (another company's id is a 404). */
export const locationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.locations));

    app.get(
      '/locations',
      { schema: { tags, security, summary: "The company's locations, 10 a page, primary first; q searches name, city, postal code and EDI codes", querystring: LocationListQuerySchema, response: { 200: LocationListSchema } } },
      async (request) => getLocationList(app.db, request.caller, request.query),
    );
    app.get(
      '/locations/:id',
      { schema: { tags, security, summary: 'One location with its dock schedule and whether its docks are open now', params: LocationIdParamsSchema, response: { 200: LocationAnswerSchema } } },
      async (request) => ({ data: await getLocation(app.db, request.caller, request.params.id) }),
    );
    app.post(
      '/locations',
      { schema: { tags, security, summary: "Create a location, geocoded from its postal code, with the default dock hours: 'Location created'", body: LocationBodySchema, response: { 201: LocationSavedAnswerSchema } } },
      async (request, reply) => reply.status(201).send(await createLocation(app.db, request.caller, request.body)),
    );
    app.put(
      '/locations/:id',
      { schema: { tags, security, summary: "Edit a location: 'Location {number} updated.'", params: LocationIdParamsSchema, body: LocationBodySchema, response: { 200: LocationSavedAnswerSchema } } },
      async (request) => editLocation(app.db, request.caller, request.params.id, request.body),
    );
    app.put(
      '/locations/:id/dock-schedule',
      {
        schema: {
          tags,
          security,
          summary: "Replace the dock schedule (shipping and receiving weeks, dated closures): 'Dock schedule updated for {number}'",
          params: LocationIdParamsSchema,
          body: DockScheduleBodySchema,
          response: { 200: LocationSavedAnswerSchema },
        },
      },
      async (request) => saveDockSchedule(app.db, request.caller, request.params.id, request.body),
    );

    app.get(
      '/edi-locations/customers',
      { schema: { tags, security, summary: 'Customers the company has hauled for, whose EDI location codes it may map', response: { 200: EdiCustomerListSchema } } },
      async (request) => getEdiCustomers(app.db, request.caller),
    );
    app.get(
      '/edi-locations',
      { schema: { tags, security, summary: "A customer's EDI location codes mapped to locations", querystring: EdiLocationsQuerySchema, response: { 200: EdiLocationListSchema } } },
      async (request) => getEdiLocations(app.db, request.caller, request.query.customerId),
    );
    app.post(
      '/edi-locations',
      { schema: { tags, security, summary: "Map a customer's EDI location code to a location (409 when the code is already mapped for that customer)", body: EdiLocationBodySchema, response: { 201: EdiLocationAnswerSchema } } },
      async (request, reply) => reply.status(201).send(await mapEdiLocation(app.db, request.caller, request.body)),
    );
    app.delete(
      '/edi-locations/:id',
      { schema: { tags, security, summary: 'Remove an EDI location code mapping', params: EdiLocationIdParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await unmapEdiLocation(app.db, request.caller, request.params.id);
        return reply.status(204).send(null);
      },
    );
};

/** Dock status at a shipment's stops: whoever sees the shipment sees its stops' docks. */
export const stopDockHoursPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));
  app.get(
      '/shipments/:id/stop-dock-hours',
      { schema: { tags, security, summary: "Whether each stop's dock is open now and when it next opens, in the stop's time zone", params: LocationIdParamsSchema, response: { 200: StopDockHoursSchema } } },
    async (request) => getStopDockHours(app.db, request.caller, request.params.id),
  );
};
