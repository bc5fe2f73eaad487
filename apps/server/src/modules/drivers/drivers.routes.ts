import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  DriverEntryLinkAnswerSchema,
  DriverIdParamsSchema,
  DriverListSchema,
  DriverSearchQuerySchema,
} from '@portal/domain/drivers/driver-schemas';
import { issueDriverEntryLink, searchDrivers } from './drivers.service';

export const driverPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers',
    {
      // Drivers are carrier assets, guarded like equipment.
      onRequest: app.requireAccess(ROUTE_ACCESS.equipment),
      schema: {
        tags: ['drivers'],
        summary: "Search drivers: the active drivers of the caller's company by name, e-mail or phone",
        security: [{ bearer: [] }],
        querystring: DriverSearchQuerySchema,
        response: { 200: DriverListSchema },
      },
    },
    async (request) => searchDrivers(app.db, request.caller, request.query),
  );

  app.post(
    '/drivers/:driverId/entry-link',
    {
      // Drivers are carrier assets, guarded like equipment; the service also requires an admin.
      onRequest: app.requireAccess(ROUTE_ACCESS.equipment),
      schema: {
        tags: ['drivers'],
        summary: 'Issue a driver mobile entry link (carrier admins; ends older links of the driver)',
        security: [{ bearer: [] }],
        params: DriverIdParamsSchema,
        response: { 200: DriverEntryLinkAnswerSchema },
      },
    },
    async (request) => ({ data: await issueDriverEntryLink(app, request.caller, request.params.driverId) }),
  );
};
