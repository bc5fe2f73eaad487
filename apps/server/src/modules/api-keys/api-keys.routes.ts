import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiKeyIdParamsSchema, ApiKeysAnswerSchema, ApiKeySecretAnswerSchema, NewApiKeySchema } from '@portal/domain/auth/api-keys';
import { auditContextOf } from '../../lib/audit-context';
import { companyKeys, createKey, revokeCompanyKey, rotateKey } from './api-keys.service';

const tags = ['api-keys'];
const security = [{ bearer: [] }];
const sensitive = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * A carrier's API keys, managed by its admins. Making, rotating and revoking a key hands out or
 * takes away access to the company's data: each needs a recent proof of who asks.
 */
export const apiKeyPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api-keys', { schema: { tags, security, summary: "My company's API keys (never their secrets)", response: { 200: ApiKeysAnswerSchema } } }, async (request) => ({
    data: await companyKeys(app.db, request.caller),
  }));

  app.post(
    '/api-keys',
    {
      onRequest: app.requireRecentProof,
      config: sensitive,
      schema: { tags, security, summary: 'Make a named key for the areas it may use; the secret is answered this once', body: NewApiKeySchema, response: { 201: ApiKeySecretAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send(await createKey(app.db, request.caller, request.body, auditContextOf(request))),
  );

  app.post(
    '/api-keys/:id/rotation',
    {
      onRequest: app.requireRecentProof,
      config: sensitive,
      schema: { tags, security, summary: 'A new secret for the key; the old one stops working at once', params: ApiKeyIdParamsSchema, response: { 200: ApiKeySecretAnswerSchema } },
    },
    async (request) => rotateKey(app.db, request.caller, request.params.id, auditContextOf(request)),
  );

  app.delete(
    '/api-keys/:id',
    { onRequest: app.requireRecentProof, config: sensitive, schema: { tags, security, summary: 'Revoke the key: it stops working within seconds', params: ApiKeyIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeCompanyKey(app.db, request.caller, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
};
