import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { connectRedis } from '../lib/redis';
import { postgresRateLimitStore } from './postgres-rate-limit-store';

/**
 * The per-address request limits (each route sets its own `config.rateLimit`). With REDIS_URL the
 * counts live in Redis, so every process and every server behind the load balancer shares them.
 * Without it, on PostgreSQL they live in the database, shared as well (a write on every limited
 * request: Redis is the cheaper place); on the embedded database, which one process serves, in the
 * process's memory.
 *
 * Redis unreachable at start-up: the server refuses to start (the setting is wrong). Redis lost
 * later: requests are let through rather than failed (skipOnError) until it is back; the sign-in
 * throttle per account lives in the database and still holds.
 */
export async function registerRateLimits(app: FastifyInstance, config: Pick<AppConfig, 'redis' | 'rateLimitAllowList'>, shared?: { db: Db }): Promise<void> {
  if (!config.redis) {
    await app.register(rateLimit, { global: false, allowList: config.rateLimitAllowList, ...(shared ? { store: postgresRateLimitStore(shared.db), skipOnError: true } : {}) });
    return;
  }
  const redis = await connectRedis(config.redis.url, app.log, 'rate limits are not counted');
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, {
    global: false,
    allowList: config.rateLimitAllowList,
    redis,
    nameSpace: `${config.redis.keyPrefix}rate-limit:`,
    skipOnError: true,
  });
}
