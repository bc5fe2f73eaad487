import type { FastifyInstance } from 'fastify';

/**
 * Requests a minute from one client address to one operation, for operations that set no limit of
 * their own: far above what people or an integration need (about 16 a second), low enough that one
 * client cannot keep the server to itself. Addresses in RATE_LIMIT_ALLOW are exempt, as from every limit.
 */
export const DEFAULT_RATE_LIMIT = { max: 1000, timeWindow: '1 minute' } as const;

/**
 * Gives every documented route a rate limit: the routes that set `config.rateLimit` keep theirs, the
 * others get DEFAULT_RATE_LIMIT. Hidden routes (health checks, the web app's files, the API reference)
 * are left alone. Must be added before @fastify/rate-limit is registered: its own onRoute hook, which
 * runs after this one, is what reads the limit. The OpenAPI document promises the limit's 429 and
 * headers on every operation (lib/openapi-contract.ts).
 */
export function defaultRateLimit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide === true || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: { ...DEFAULT_RATE_LIMIT } };
  });
}
