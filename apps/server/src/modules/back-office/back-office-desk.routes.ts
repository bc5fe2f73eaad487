import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { backOfficeRoutes } from '@portal/domain/back-office/back-office-routes';
import { serve } from '../../lib/serve-route';
import { attentionLoads, deskCarriers, pendingAccessRequests } from './back-office-desk.service';

/** The brokerage staff's desk (read only; every user of the brokerage, other companies 403). */
export const backOfficeDeskInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.backOffice));

  serve(app, backOfficeRoutes.loadsNeedingAttention, async (request) => attentionLoads(app.db, request.query));
  serve(app, backOfficeRoutes.carriers, async (request) => deskCarriers(app.db, request.query));
  serve(app, backOfficeRoutes.accessRequests, async (request) => pendingAccessRequests(app.db, request.query));
};
