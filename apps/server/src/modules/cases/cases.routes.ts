import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CaseStatusCountsAnswerSchema } from '@portal/domain/cases/case-schemas';
import { caseStatusCounts } from './cases.service';

export const casePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cases/status-counts',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.cases),
      schema: {
        tags: ['cases'],
        summary: 'Visible cases per collapsed status, plus system-created cases',
        security: [{ bearer: [] }],
        response: { 200: CaseStatusCountsAnswerSchema },
      },
    },
    async (request) => ({ data: await caseStatusCounts(app.db, request.caller) }),
  );
};
