import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * The embedded database serves one query at a time. Past a bounded wait in its queue a request is
 * answered 503 with Retry-After (a problem document), not left hanging. These tests open their own
 * small embedded database, whatever database the rest of the suite runs on.
 */
describe('the embedded database queue', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await connectDatabase({ embeddedQueue: { maxWaitMs: 200, maxWaiting: 2 } });
    await migrateToLatest(handle.db);
  }, 120_000);
  afterAll(async () => handle?.close());

  /** Holds the one connection in a transaction until `release` is called. */
  function holdConnection() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const done = handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      started();
      await released;
    });
    return { holding, release, done };
  }

  it('serves waiting queries in turn once the connection is free', async () => {
    const hold = holdConnection();
    await hold.holding;
    const waiting = sql<{ n: number }>`select 1 as n`.execute(handle.db);
    hold.release();
    await hold.done;
    expect((await waiting).rows[0].n).toBe(1);
  });

  it('answers 503 with Retry-After past the wait, and at once when the line is full', async () => {
    const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `.tmp/data-${process.pid}` } as NodeJS.ProcessEnv);
    const app = await buildApp({ config: { ...config, webDist: undefined }, db: handle.db, engine: 'pglite' });
    await app.ready();
    const hold = holdConnection();
    await hold.holding;
    try {
      const started = Date.now();
      const signIns = [1, 2, 3].map((n) =>
        app.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: `nobody${n}@demo.test`, password: 'x' }, remoteAddress: `10.55.0.${n}` }),
      );
      const answers = await Promise.all(signIns);
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('2');
        expect(String(answer.headers['content-type'])).toMatch(/^application\/problem\+json/);
        expect(answer.json()).toMatchObject({ status: 503, title: 'Service Unavailable', detail: 'The portal is busy; try again in a moment' });
      }
    } finally {
      hold.release();
      await hold.done;
      await app.close();
    }
    // Free again: the next request is served.
    const config2 = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `.tmp/data-${process.pid}` } as NodeJS.ProcessEnv);
    const again = await buildApp({ config: { ...config2, webDist: undefined }, db: handle.db, engine: 'pglite' });
    const answer = await again.inject({ method: 'POST', url: '/portal/api/auth/login', payload: { emailAddress: 'nobody@demo.test', password: 'x' }, remoteAddress: '10.55.0.9' });
    expect(answer.statusCode).toBe(401);
    await again.close();
  });
});
