import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CountAnswerSchema } from '@portal/domain/common/query-schemas';
import { RateRequestCountQuerySchema } from '@portal/domain/rates/rate-schemas';
import { rateRequestCount } from './rates.service';

export const ratePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rate-requests/count',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.rates),
      schema: {
        tags: ['rates'],
        summary: "Count of the caller's rate requests by status (0 Sent = open)",
        security: [{ bearer: [] }],
        querystring: RateRequestCountQuerySchema,
        response: { 200: CountAnswerSchema },
      },
    },
    async (request) => ({ totalCount: await rateRequestCount(app.db, request.caller, request.query.statuses) }),
  );
};
