import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { connectRedis } from '../lib/redis';

/**
 * The per-address request limits (each route sets its own `config.rateLimit`). With REDIS_URL the
 * counts live in Redis, so every process and every server behind the load balancer shares them;
 * without it each process counts in its own memory, enough for one process.
 *
 * Redis unreachable at start-up: the server refuses to start (the setting is wrong). Redis lost
 * later: requests are let through rather than failed (skipOnError) until it is back; the sign-in
 * throttle per account lives in the database and still holds.
 */
export async function registerRateLimits(app: FastifyInstance, config: Pick<AppConfig, 'redis' | 'rateLimitAllowList'>): Promise<void> {
  if (!config.redis) {
    await app.register(rateLimit, { global: false, allowList: config.rateLimitAllowList });
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
