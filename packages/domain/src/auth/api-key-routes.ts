import { route } from '../api/route-contract';
import { ApiKeyIdParamsSchema, ApiKeysAnswerSchema, ApiKeySecretAnswerSchema, NewApiKeySchema } from './api-keys';

const apiKeys = { service: 'portal', tags: ['api-keys'] } as const;

/** A carrier's API keys, managed by its admins: list, make, rotate, revoke. */
export const apiKeyRoutes = {
  list: route({ ...apiKeys, method: 'GET', path: '/api-keys', summary: "My company's API keys (never their secrets)", answer: ApiKeysAnswerSchema }),
  create: route({
    ...apiKeys,
    method: 'POST',
    path: '/api-keys',
    summary: 'Make a named key for the areas it may use; the secret is answered this once',
    body: NewApiKeySchema,
    status: 201,
    answer: ApiKeySecretAnswerSchema,
  }),
  rotate: route({
    ...apiKeys,
    method: 'POST',
    path: '/api-keys/:id/rotation',
    summary: 'A new secret for the key; the old one stops working at once',
    params: ApiKeyIdParamsSchema,
    answer: ApiKeySecretAnswerSchema,
  }),
  revoke: route({ ...apiKeys, method: 'DELETE', path: '/api-keys/:id', summary: 'Revoke the key: it stops working within seconds', params: ApiKeyIdParamsSchema, status: 204 }),
} as const;
