import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

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
  const redis = await connectRedis(config.redis.url, app);
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

async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  // Bounded waits: a limit check waits on Redis in every limited request. A check that times out is
  // let through (skipOnError), so the bound must outlast a busy process's stalled event loop (a
  // second was seen to let sign-in attempts past the limit on a loaded machine), not only Redis.
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, commandTimeout: 3_000, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis unreachable: rate limits are not counted until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis reachable again: rate limits are counted');
    down = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${(error as Error).message})`, { cause: error });
  }
  return redis;
}
