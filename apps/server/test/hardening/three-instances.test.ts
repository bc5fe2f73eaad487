import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { DEMO, DEMO_PASSWORD } from '../helper';
import { createLoad, PLACES } from '../load-board/freight-fixtures';
import { adminUrl, runDatabaseName } from '../test-database';

/**
 * Three real server instances on one PostgreSQL database and one Redis, as behind a load balancer:
 * what one knows (a rate limit's count, a session that ended, a new tender) must hold on the others,
 * background work runs once among them, and one killed outright loses no write it acknowledged.
 * They run on the machine's PostgreSQL whichever database the other tests use.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');
// One run's keys: the instances share them, another run on the same Redis does not.
const redisRun = randomUUID();

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
if (!redisUp || !postgresUp) console.warn(`SKIPPED: three server instances need PostgreSQL (${POSTGRES_URL}) and Redis (${REDIS_URL})`);

const databaseName = runDatabaseName('portal_three_instances');
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
      REDIS_KEY_PREFIX: `portal-three-instances:${redisRun}:`,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      // Every instance polls for due jobs, as in production.
      JOBS_POLL_MS: '200',
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


const signIn = (server: Server, password = DEMO_PASSWORD, email: string = DEMO.dispatcher) =>
  fetch(`${server.url}/portal/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailAddress: email, password }) });

async function tokenOn(server: Server, email: string): Promise<string> {
  const answer = await signIn(server, DEMO_PASSWORD, email);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

const call = (server: Server, token: string, method: string, url: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

interface StreamEvent {
  id: number;
  kind: string;
  subjectId: number;
}

/** A user's open event stream on one instance: what it received, and whether the instance ended it. */
function openStream(server: Server, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const received: StreamEvent[] = [];
  const state = { open: false, ended: false };
  const done = (async () => {
    try {
      const response = await fetch(`${server.url}/portal/api/live-updates`, {
        headers: { authorization: `Bearer ${token}`, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
        signal: controller.signal,
      });
      state.open = response.ok;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) received.push({ id: Number(id), ...(JSON.parse(data) as { kind: string; subjectId: number }) });
        }
      }
    } catch {
      // aborted, or the instance went away
    }
    state.ended = true;
  })();
  return { received, state, done, close: () => controller.abort() };
}

async function until<T>(find: () => T | undefined | false, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!redisUp || !postgresUp)('three server instances on one PostgreSQL and one Redis', () => {
  let a: Server | undefined;
  let b: Server | undefined;
  let c: Server | undefined;
  let db: DatabaseHandle | undefined;
  const port = (base: number) => base + (process.pid % 200);

  beforeAll(async () => {
    const admin = await connectDatabase({ databaseUrl: adminUrl(POSTGRES_URL), maxConnections: 1 });
    await sql.raw(`create database ${databaseName}`).execute(admin.db);
    await admin.close();
    // The first migrates and seeds; the others start on the prepared database, as new instances do.
    a = await startServer(port(3400));
    [b, c] = await Promise.all([startServer(port(3600)), startServer(port(3800))]);
    db = await connectDatabase({ databaseUrl, maxConnections: 2 });
  }, 400_000);
  afterAll(async () => {
    await db?.close();
    await Promise.all([stopServer(a), stopServer(b), stopServer(c)]);
    const admin = await connectDatabase({ databaseUrl: adminUrl(POSTGRES_URL), maxConnections: 1 });
    await sql.raw(`drop database if exists ${databaseName} with (force)`).execute(admin.db);
    await admin.close();
  }, 60_000);

  const blueRidgeId = async () => (await db!.db.selectFrom('companies').select('id').where('name', '=', 'Blue Ridge Transport LLC').executeTakeFirstOrThrow()).id;

  /** A Ready to Book load tendered by the brokerage through `server`; the new tender's id. */
  async function tenderThrough(server: Server, brokerageToken: string): Promise<number> {
    const load = await createLoad(db!.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    const answer = await call(server, brokerageToken, 'POST', `/portal/api/shipments/${load.id}/tenders`, { carriers: [{ carrierId: await blueRidgeId(), rate: 1650 }], expiresInMinutes: 30 });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const tender = await db!.db.selectFrom('tenders').select('id').where('shipment_id', '=', load.id).executeTakeFirstOrThrow();
    return tender.id;
  }

  it('a tender made through one instance reaches the carrier on another within a second', async () => {
    const stream = openStream(b!, await tokenOn(b!, DEMO.dispatcher));
    await until(() => stream.state.open, 5_000, 'the stream opened');
    const ops = await tokenOn(a!, DEMO.ops);
    const sentAt = Date.now();
    const tenderId = await tenderThrough(a!, ops);
    await until(() => stream.received.find((event) => event.kind === 'tender' && event.subjectId === tenderId), 1_000, 'the tender on the other instance');
    expect(Date.now() - sentAt).toBeLessThanOrEqual(1_000 + 500);
    stream.close();
  }, 60_000);

  it('a session ended on one instance is refused on another within 2 seconds', async () => {
    const accessToken = await tokenOn(a!, DEMO.dispatcher);
    const me = (server: Server) => fetch(`${server.url}/portal/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    // The other instance has the session in its memory now.
    expect((await me(c!)).status).toBe(200);
    expect((await fetch(`${a!.url}/portal/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(204);
    const endedAt = Date.now();
    let refusedAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - endedAt < 5_000) {
      if ((await me(c!)).status === 401) {
        refusedAfter = Date.now() - endedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refusedAfter).toBeLessThanOrEqual(2_000);
  }, 60_000);

  it('runs each due job once among the three', async () => {
    // Tender-expiry jobs of tenders that no longer exist: each is claimed, finds nothing, and is done.
    const now = new Date();
    const kinds = Array.from({ length: 40 }, (_, n) => ({ kind: 'tender-expired', payload: JSON.stringify({ tenderId: -(n + 1) }), run_at: now, dedupe_key: `three-instances:${redisRun}:${n}` }));
    await db!.db.insertInto('jobs').values(kinds).execute();
    const keys = kinds.map((k) => k.dedupe_key);
    const deadline = Date.now() + 15_000;
    let rows: { attempts: number; done_at: Date | null }[] = [];
    while (Date.now() < deadline) {
      rows = await db!.db.selectFrom('jobs').select(['attempts', 'done_at']).where('dedupe_key', 'in', keys).execute();
      if (rows.every((row) => row.done_at !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.done_at !== null && row.attempts === 1)).toBe(true);
  }, 60_000);

  it('one instance killed outright during a burst of updates loses no acknowledged write, and its streams resume on another', async () => {
    const dispatcherOn = { a: await tokenOn(a!, DEMO.dispatcher), b: await tokenOn(b!, DEMO.dispatcher), c: await tokenOn(c!, DEMO.dispatcher) };
    const moving = await db!.db
      .selectFrom('shipments')
      .select('id')
      .where('carrier_id', '=', await blueRidgeId())
      .where('status', 'in', [3, 4, 5])
      .orderBy('id')
      .limit(6)
      .execute();
    expect(moving.length).toBeGreaterThan(0);

    const stream = openStream(b!, dispatcherOn.b);
    await until(() => stream.state.open, 5_000, 'the stream opened on the instance to be killed');
    const ops = await tokenOn(a!, DEMO.ops);
    const before = await tenderThrough(a!, ops);
    const lastSeen = (await until(() => stream.received.find((event) => event.subjectId === before), 2_000, 'a tender before the kill')).id;

    // Problem reports from the driver's side, spread over the three instances as a balancer would.
    const acknowledged: string[] = [];
    const servers: [Server, string][] = [
      [a!, dispatcherOn.a],
      [b!, dispatcherOn.b],
      [c!, dispatcherOn.c],
    ];
    const burst = Array.from({ length: 90 }, async (_, n) => {
      await new Promise((resolve) => setTimeout(resolve, n * 15));
      const [server, token] = servers[n % 3]!;
      const description = `three-instances ${redisRun} update ${n}`;
      try {
        const answer = await call(server, token, 'POST', `/trucks/api/v2/shipments/${moving[n % moving.length]!.id}/problems`, { problemType: 'Traffic', description });
        if (answer.status === 201) acknowledged.push(description);
      } catch {
        // the instance went away before answering: not acknowledged
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    b!.process.kill('SIGKILL');
    await Promise.all(burst);

    const stored = await db!.db.selectFrom('shipment_problems').select('description').where('description', 'like', `three-instances ${redisRun} update %`).execute();
    const storedSet = new Set(stored.map((row) => row.description));
    expect(acknowledged.length).toBeGreaterThan(30);
    expect(acknowledged.filter((description) => !storedSet.has(description))).toEqual([]);

    // The killed instance's stream ended; the page reconnects elsewhere from the last event it had
    // and receives what happened while it was away.
    await until(() => stream.state.ended, 5_000, 'the stream on the killed instance ended');
    const whileAway = await tenderThrough(a!, ops);
    const resumed = openStream(c!, dispatcherOn.c, lastSeen);
    await until(() => resumed.received.find((event) => event.subjectId === whileAway), 2_000, 'the tender made while away, on the instance reconnected to');
    resumed.close();
  }, 120_000);
  // Last: it spends this address's sign-in attempts.
  it('31 sign-in attempts from one address spread over the instances hit the limit', async () => {
    // The two left standing: the test before killed the third.
    const servers = [a!, c!];
    const codes: number[] = [];
    // Wrong passwords: each instance alone would allow 30 a minute from this address.
    for (let i = 0; i < 31; i++) codes.push((await signIn(servers[i % 2]!, `wrong-${i}`)).status);
    expect(codes.slice(0, 30).every((code) => code === 401 || code === 429), codes.join(' ')).toBe(true);
    expect(codes[30], codes.join(' ')).toBe(429);
  }, 180_000);
});
