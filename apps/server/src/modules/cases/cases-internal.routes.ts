import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaseAnswerSchema, CaseIdParamsSchema, CaseUpdateBodySchema } from '@portal/domain/cases/case-schemas';
import { forbidden, unauthorized } from '../../lib/problem';
import { updateCaseAsBrokerage } from './case-internal.service';

/**
 * The brokerage's internal case API (the TMS side, also used by tests and the seed): moves cases
 * through the detailed statuses. Brokerage users only; everyone else gets 403 before the body is read.
 */
export const caseInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/internal/cases/:id',
    {
      onRequest: async (request) => {
        if (!request.caller) throw unauthorized('Authentication is required');
        if (!request.caller.isBrokerage) throw forbidden('Only the brokerage can change a case');
      },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['cases'],
        security: [{ bearer: [] }],
        summary: 'Brokerage: change status, resolution, assignee, priority, follow-up or approved amount',
        params: CaseIdParamsSchema,
        body: CaseUpdateBodySchema,
        response: { 200: CaseAnswerSchema },
      },
    },
    async (request) => ({ data: await updateCaseAsBrokerage(app.db, request.caller, request.params.id, request.body) }),
  );
};
