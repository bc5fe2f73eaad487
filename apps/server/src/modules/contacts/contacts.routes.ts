import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CountAnswerSchema } from '@portal/domain/common/query-schemas';
import { openAccessRequestCount } from './contacts.service';

export const contactPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts/access-requests/open-count',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.contacts),
      schema: {
        tags: ['contacts'],
        summary: "Open portal access requests of the caller's company (admins only)",
        security: [{ bearer: [] }],
        response: { 200: CountAnswerSchema },
      },
    },
    async (request) => ({ totalCount: await openAccessRequestCount(app.db, request.caller) }),
  );
};
