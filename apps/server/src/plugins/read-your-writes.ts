import type { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { withReadRouting, type ReadRouting } from '../db/read-replica';
import { connectRedis } from '../lib/redis';

/**
 * With a read replica, which reads may go there: those of a GET by a caller who has not written in
 * the last few seconds. Someone who just saved a stop, an invoice or a note and opens the list
 * must see it, and a replica may be a moment behind; so after a successful write by a user, that
 * user's reads stay on the primary for config.readReplica.readYourWritesMs.
 *
 * Who wrote recently is kept in Redis when REDIS_URL is set (instances behind one load balancer
 * share it), in this process otherwise. Redis unreachable: every read goes to the primary.
 */
export async function registerReadYourWrites(app: FastifyInstance, config: Pick<AppConfig, 'readReplica' | 'redis'>): Promise<void> {
  if (!config.readReplica) return;
  const { readYourWritesMs } = config.readReplica;
  const writers = config.redis ? await redisWriters(app, config.redis, readYourWritesMs) : memoryWriters(readYourWritesMs);
  const routings = new WeakMap<FastifyRequest, { routing: ReadRouting; resource: AsyncResource }>();

  app.addHook('onRequest', (request, _reply, done) => {
    const routing: ReadRouting = { replica: false };
    const resource = withReadRouting(routing, done);
    routings.set(request, { routing, resource });
  });
  // Reading the body runs in the stream's callbacks: the rest of the request resumes in its routing.
  app.addHook('preValidation', (request, _reply, done) => {
    const held = routings.get(request);
    if (held) held.resource.runInAsyncScope(done);
    else done();
  });
  app.addHook('preHandler', async (request) => {
    const held = routings.get(request);
    if (!held || !request.caller || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    held.routing.replica = !(await writers.wroteRecently(request.caller.userId));
  });
  // Before the answer leaves: the caller's next request, on any instance, already knows.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.caller || reply.statusCode >= 400) return;
    await writers.wrote(request.caller.userId);
  });
}

interface RecentWriters {
  wrote(userId: number): Promise<void>;
  wroteRecently(userId: number): Promise<boolean>;
}

function memoryWriters(windowMs: number): RecentWriters {
  const lastWrite = new Map<number, number>();
  return {
    wrote: async (userId) => {
      const now = Date.now();
      lastWrite.set(userId, now);
      // Forget writers whose window has passed, so the map holds only the last few seconds' writers.
      if (lastWrite.size > 10_000) for (const [id, at] of lastWrite) if (now - at > windowMs) lastWrite.delete(id);
    },
    wroteRecently: async (userId) => Date.now() - (lastWrite.get(userId) ?? 0) < windowMs,
  };
}

async function redisWriters(app: FastifyInstance, redis: NonNullable<AppConfig['redis']>, windowMs: number): Promise<RecentWriters> {
  const client: Redis = await connectRedis(redis.url, app.log, 'every read goes to the primary');
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  const key = (userId: number) => `${redis.keyPrefix}wrote:${userId}`;
  return {
    wrote: async (userId) => {
      await client.set(key(userId), '1', 'PX', windowMs).catch(() => undefined);
    },
    wroteRecently: async (userId) => {
      try {
        return (await client.exists(key(userId))) === 1;
      } catch {
        return true;
      }
    },
  };
}
