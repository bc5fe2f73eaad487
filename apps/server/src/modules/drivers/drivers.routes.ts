import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { idParam } from '../../lib/query-schemas';
import { issueDriverEntryLink } from './drivers.service';

export const driverPortalRoutes: FastifyPluginAsyncZod = async (app) => {
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
