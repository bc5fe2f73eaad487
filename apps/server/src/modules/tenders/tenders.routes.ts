import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { tenderRoutes } from '@portal/domain/tenders/tender-routes';
import { serve } from '../../lib/serve-route';
import { tenderCount } from './tenders.service';

export const tenderPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, tenderRoutes.count, async (request) => ({ totalCount: await tenderCount(app.db, request.caller, request.query.statuses) }), {
    onRequest: app.requireAccess(ROUTE_ACCESS.tenders),
  });
};
