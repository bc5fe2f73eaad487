import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { caseRoutes } from '@portal/domain/cases/case-routes';
import { serve } from '../../lib/serve-route';
import { caseStatusCounts } from './cases.service';

export const casePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, caseRoutes.statusCounts, async (request) => ({ data: await caseStatusCounts(app.db, request.caller) }), { onRequest: app.requireAccess(ROUTE_ACCESS.cases) });
};
