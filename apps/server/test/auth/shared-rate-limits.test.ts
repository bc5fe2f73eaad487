import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRateLimits } from '../../src/plugins/rate-limit';
import { buildTestApp, type TestApp } from '../helper';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`SKIPPED: the rate limits shared through Redis are not tested: no Redis answers at ${REDIS_URL} (set TEST_REDIS_URL)`);

/** A sign-in attempt the server answers (400) before any password work: the limit counts every request to the route. */
const cheapAttempt = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'nobody@demo.test', password: '' }, remoteAddress });

describe.skipIf(!redisUp)('rate limits with REDIS_URL: one count for every process', () => {
  // Two servers on one Redis, as two processes (or machines) behind one load balancer; keys of this run only.
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `portal-test:${randomUUID()}:` };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp(env);
    second = await buildTestApp(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts sign-in attempts from one address across both servers: the 31st is refused', async () => {
    const address = '203.0.113.31';
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await cheapAttempt(i % 2 === 0 ? first : second, address)).statusCode);
    expect(codes.every((c) => c === 400)).toBe(true);
    // Each server saw 15 attempts, under the limit of 30 a minute on its own.
    const refused = await second.app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'nobody@demo.test', password: 'guess' }, remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await cheapAttempt(first, address)).statusCode).toBe(429);
    // Another address has its own count.
    expect((await cheapAttempt(first, '203.0.113.32')).statusCode).toBe(400);
  });
});

describe('REDIS_URL that does not answer', () => {
  it('refuses to start rather than run without the shared limits it was told to use', async () => {
    const app = Fastify({ logger: false });
    await expect(registerRateLimits(app, { redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'portal-test:' }, rateLimitAllowList: [] })).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
    await app.close();
  });
});

describe('rate limits without Redis: one count in the database for every process', () => {
  // Two apps on one database and no shared memory, as two processes of one server.
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    for (let i = 0; i < 2; i++) {
      const app = Fastify({ logger: false });
      await registerRateLimits(app, { rateLimitAllowList: [] }, { db: t.db });
      app.post('/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
      app.post('/other', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  it('counts one address across both: the 4th request is refused, another operation and another address count apart', async () => {
    const call = (n: number, url = '/limited', remoteAddress = '198.51.100.7') => apps[n % 2]!.inject({ method: 'POST', url, remoteAddress });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await call(i)).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    const refused = await call(3);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(4, '/other')).statusCode).toBe(200);
    expect((await call(5, '/limited', '198.51.100.8')).statusCode).toBe(200);
    const row = await t.db.selectFrom('rate_limit_counts').select(['hits']).where('key', 'like', '%/limited-198.51.100.7').executeTakeFirstOrThrow();
    expect(row.hits).toBe(4);
  });
});
