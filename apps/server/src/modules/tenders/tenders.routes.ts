import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CountAnswerSchema } from '@portal/domain/common/query-schemas';
import { TenderCountQuerySchema } from '@portal/domain/tenders/tender-schemas';
import { tenderCount } from './tenders.service';

export const tenderPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenders/count',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.tenders),
      schema: {
        tags: ['tenders'],
        summary: "Count of the caller's tenders by status (a Sent tender past its expiry is not Sent)",
        security: [{ bearer: [] }],
        querystring: TenderCountQuerySchema,
        response: { 200: CountAnswerSchema },
      },
    },
    async (request) => ({ totalCount: await tenderCount(app.db, request.caller, request.query.statuses) }),
  );
};
