import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER } from '@portal/domain/auth/access-token';

/**
 * Headers of the three APIs (registered around them, not around the web app):
 * - answers carry tokens and tenant data: `Cache-Control: no-store` unless a route said otherwise;
 * - the Carrier API is cross-origin by the spec: CORS for the origins in CORS_ORIGINS only (empty:
 *   same origin only); any other origin is never reflected.
 */
export async function apiHeaders(api: FastifyInstance) {
  await api.register(cors, {
    origin: api.config.corsOrigins.length > 0 ? api.config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', API_KEY_HEADER, 'range'],
    // The rate-limit headers too: the API reference documents them on every answer.
    exposedHeaders: ['content-disposition', 'content-range', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
    credentials: false,
    maxAge: 600,
  });
  // Callback hooks, not async ones: they run on every answer, and a promise each costs more than the work.
  api.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** HSTS only where it means something: on a request that arrived over TLS (directly or through a trusted proxy). */
export async function strictTransportSecurity(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
