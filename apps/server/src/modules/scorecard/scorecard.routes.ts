import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { scorecardRoutes } from '@portal/domain/scorecard/scorecard-routes';
import { serve } from '../../lib/serve-route';
import { getFactoringCompanies, getScoreCard, getScoreCardLoads } from './scorecard.service';

/**
 * Carriers: the score card (a carrier's users see their own; brokerage staff, who hold only the
 * Admin permission, any carrier's) and the factoring list.
 */
export const carrierPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const carrierGuard = app.requireAccess(ROUTE_ACCESS.scoreCard);
  app.addHook('onRequest', async (request, reply) => {
    if (request.caller?.isBrokerage) return;
    await carrierGuard.call(app, request, reply);
  });

  serve(app, scorecardRoutes.scoreCard, async (request) => ({ data: await getScoreCard(app.db, request.caller, request.params.carrierId) }));
  serve(app, scorecardRoutes.scoreCardLoads, async (request) => getScoreCardLoads(app.db, request.caller, request.params.carrierId, request.query.metric));
  serve(app, scorecardRoutes.factoringCompanies, async () => getFactoringCompanies(app.db));
};
