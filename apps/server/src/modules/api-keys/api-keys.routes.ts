import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyRoutes } from '@portal/domain/auth/api-key-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { companyKeys, createKey, revokeCompanyKey, rotateKey } from './api-keys.service';

const sensitive = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * A carrier's API keys, managed by its admins. Making, rotating and revoking a key hands out or
 * takes away access to the company's data: each needs a recent proof of who asks.
 */
export const apiKeyPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const recentProof = { onRequest: app.requireRecentProof, config: sensitive };

  serve(app, apiKeyRoutes.list, async (request) => ({ data: await companyKeys(app.db, request.caller) }));

  serve(app, apiKeyRoutes.create, async (request, reply) => reply.status(201).send(await createKey(app.db, request.caller, request.body, auditContextOf(request))), recentProof);

  serve(app, apiKeyRoutes.rotate, async (request) => rotateKey(app.db, request.caller, request.params.id, auditContextOf(request)), recentProof);

  serve(
    app,
    apiKeyRoutes.revoke,
    async (request, reply) => {
      await revokeCompanyKey(app.db, request.caller, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
    recentProof,
  );
};
