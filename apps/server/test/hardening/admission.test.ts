import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { admissionControl } from '../../src/plugins/admission';
import { errorHandler } from '../../src/plugins/error-handler';

/** Requests take turns as wholes on the embedded database: first come, first served, with a bounded wait. */
describe('admission control', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function appWith(limits: { maxInFlight: number; maxWaitMs: number; maxWaiting: number }, workMs: number) {
    app = Fastify();
    await app.register(errorHandler);
    const served: number[] = [];
    await app.register(async (scope) => {
      admissionControl(scope, limits);
      scope.get<{ Querystring: { n: string } }>('/work', async (request) => {
        served.push(Number(request.query.n));
        await new Promise((resolve) => setTimeout(resolve, workMs));
        return { ok: true };
      });
    });
    await app.ready();
    return served;
  }

  it('serves waiting requests in the order they came', async () => {
    const served = await appWith({ maxInFlight: 1, maxWaitMs: 5_000, maxWaiting: 10 }, 20);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => app.inject({ method: 'GET', url: `/work?n=${n}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(served).toEqual([1, 2, 3, 4]);
  });

  it('answers 503 with Retry-After past the wait, and at once when the line is full', async () => {
    await appWith({ maxInFlight: 1, maxWaitMs: 100, maxWaiting: 1 }, 400);
    const started = Date.now();
    const [first, second, third] = await Promise.all([1, 2, 3].map((n) => app.inject({ method: 'GET', url: `/work?n=${n}` })));
    expect(first.statusCode).toBe(200);
    for (const refused of [second, third]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toMatchObject({ status: 503, title: 'Service Unavailable', detail: 'The portal is busy; try again in a moment' });
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    // The line frees once the first answer is sent.
    expect((await app.inject({ method: 'GET', url: '/work?n=4' })).statusCode).toBe(200);
  });
});
