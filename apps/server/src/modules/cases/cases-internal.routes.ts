import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseRoutes } from '@portal/domain/cases/case-routes';
import { forbidden, unauthorized } from '../../lib/problem';
import { serve } from '../../lib/serve-route';
import { updateCaseAsBrokerage } from './case-internal.service';
import { CASE_MESSAGES } from '@portal/domain/cases/case-messages';

/**
 * The brokerage's internal case API (the TMS side, also used by tests and the seed): moves cases
 * through the detailed statuses. Brokerage users only; everyone else gets 403 before the body is read.
 */
export const caseInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, caseRoutes.update, async (request) => ({ data: await updateCaseAsBrokerage(app.db, request.caller, request.params.id, request.body) }), {
    onRequest: async (request) => {
      if (!request.caller) throw unauthorized();
      if (!request.caller.isBrokerage) throw forbidden(CASE_MESSAGES.brokerageOnly);
    },
    bodyLimit: 16 * 1024,
  });
};
