import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connected client of the shared Redis, or the start fails (the setting is wrong). `whileDown`
 * says in the log what the process does without it, once when it is lost and again when it is back.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger, whileDown: string): Promise<Redis> {
  // Bounded waits: a limit check waits on Redis in every limited request. A check that times out is
  // let through (skipOnError), so the bound must outlast a busy process's stalled event loop (a
  // second was seen to let sign-in attempts past the limit on a loaded machine), not only Redis.
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, commandTimeout: 3_000, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, `Redis unreachable: ${whileDown} until it is back`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again');
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
