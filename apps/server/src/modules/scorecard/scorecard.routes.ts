import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  FactoringCompanyListSchema,
  ScoreCardAnswerSchema,
  ScoreCardLoadsQuerySchema,
  ScoreCardLoadsSchema,
  ScoreCardParamsSchema,
} from '@portal/domain/scorecard/scorecard-schemas';
import { getFactoringCompanies, getScoreCard, getScoreCardLoads } from './scorecard.service';

const security = [{ bearer: [] }];
const tags = ['carriers'];

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

  app.get(
    '/carriers/:carrierId/score-card',
    {
      schema: {
        tags,
        security,
        summary: 'The carrier score card: tier from the last month snapshot, this month projected, each metric with its definition and history',
        params: ScoreCardParamsSchema,
        response: { 200: ScoreCardAnswerSchema },
      },
    },
    async (request) => ({ data: await getScoreCard(app.db, request.caller, request.params.carrierId) }),
  );
  app.get(
    '/carriers/:carrierId/score-card/loads',
    {
      schema: { tags, security, summary: 'The loads behind one metric of the score card, with the outcome of each', params: ScoreCardParamsSchema, querystring: ScoreCardLoadsQuerySchema, response: { 200: ScoreCardLoadsSchema } },
    },
    async (request) => getScoreCardLoads(app.db, request.caller, request.params.carrierId, request.query.metric),
  );
  app.get(
    '/carriers/factoring-companies',
    { schema: { tags, security, summary: 'Factoring companies a carrier can name as Remit To on its invoices and payments', response: { 200: FactoringCompanyListSchema } } },
    async () => getFactoringCompanies(app.db),
  );
};
