import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect';
import { DEMO, DEMO_PASSWORD } from '../helper';
import { adminUrl, runDatabaseName } from '../test-database';

/**
 * Two real server processes on one PostgreSQL database and one Redis, as two instances behind a
 * load balancer: what one process knows (a rate limit's count, a session that ended) must hold on
 * the other. They run on the machine's PostgreSQL whichever database the other tests use.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

const redisUp = await answers(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } finally {
    probe.disconnect();
  }
});
const postgresUp = await answers(async () => {
  const admin = await connectDatabase({ databaseUrl: adminUrl(POSTGRES_URL), maxConnections: 1 });
  try {
    await sql`select 1`.execute(admin.db);
  } finally {
    await admin.close();
  }
});
if (!redisUp || !postgresUp) console.warn(`SKIPPED: two server processes need PostgreSQL (${POSTGRES_URL}) and Redis (${REDIS_URL})`);

const databaseName = runDatabaseName('portal_two_processes');
const databaseUrl = (() => {
  const u = new URL(POSTGRES_URL);
  u.pathname = `/${databaseName}`;
  return u.toString();
})();

interface Server {
  url: string;
  process: ChildProcess;
}

async function startServer(port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Instances behind one load balancer share the public address (the tokens' issuer).
      PUBLIC_URL: 'http://portal.test',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `portal-two-processes:${randomUUID()}:`,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      JOBS_POLL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} stopped: ${errors}`);
    if (await answers(async () => (await fetch(`${url}/readyz`)).ok || Promise.reject(new Error('not ready')))) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`the server on ${port} did not become ready: ${errors}`);
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const stopped = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

const signIn = (server: Server, password = DEMO_PASSWORD) =>
  fetch(`${server.url}/portal/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailAddress: DEMO.dispatcher, password }) });

describe.skipIf(!redisUp || !postgresUp)('two server processes on one PostgreSQL and one Redis', () => {
  let first: Server | undefined;
  let second: Server | undefined;
  beforeAll(async () => {
    const admin = await connectDatabase({ databaseUrl: adminUrl(POSTGRES_URL), maxConnections: 1 });
    await sql.raw(`create database ${databaseName}`).execute(admin.db);
    await admin.close();
    // The first migrates and seeds; the second starts on the prepared database, as a new instance does.
    first = await startServer(3400 + (process.pid % 200));
    second = await startServer(3600 + (process.pid % 200));
  }, 330_000);
  afterAll(async () => {
    await stopServer(first);
    await stopServer(second);
    const admin = await connectDatabase({ databaseUrl: adminUrl(POSTGRES_URL), maxConnections: 1 });
    await sql.raw(`drop database if exists ${databaseName} with (force)`).execute(admin.db);
    await admin.close();
  }, 60_000);

  it('a session ended on one process is refused on the other within 2 seconds', async () => {
    const answer = await signIn(first!);
    expect(answer.status).toBe(200);
    const { accessToken } = ((await answer.json()) as { data: { accessToken: string } }).data;
    const me = (server: Server) => fetch(`${server.url}/portal/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    // The other process has the session in its memory now.
    expect((await me(second!)).status).toBe(200);
    expect((await fetch(`${first!.url}/portal/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(204);
    const endedAt = Date.now();
    let refusedAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - endedAt < 5_000) {
      if ((await me(second!)).status === 401) {
        refusedAfter = Date.now() - endedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refusedAfter).toBeLessThanOrEqual(2_000);
  }, 60_000);

  it('31 sign-in attempts from one address spread over both processes hit the limit', async () => {
    const codes: number[] = [];
    // Wrong passwords: each process alone would allow 30 a minute from this address.
    for (let i = 0; i < 31; i++) codes.push((await signIn(i % 2 === 0 ? first! : second!, `wrong-${i}`)).status);
    expect(codes.slice(0, 30).every((code) => code === 401 || code === 429), codes.join(' ')).toBe(true);
    expect(codes[30], codes.join(' ')).toBe(429);
  }, 180_000);
});
