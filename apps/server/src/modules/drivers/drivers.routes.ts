import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { idParam, pagingQuery } from '@portal/domain/common/query-schemas';
import { issueDriverEntryLink, searchDrivers } from './drivers.service';

const DriverSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
});

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
        querystring: z.object({ companyId: idParam.optional(), q: z.string().max(100).optional(), ...pagingQuery(100) }),
        response: { 200: z.object({ data: z.array(DriverSchema), totalCount: z.number().int() }) },
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
        params: z.object({ driverId: idParam }),
        response: { 200: z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => ({ data: await issueDriverEntryLink(app, request.caller, request.params.driverId) }),
  );
};
