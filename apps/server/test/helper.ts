import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { API_KEY_HEADER } from '@portal/domain/auth/access-token';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { DEMO_EMAILS as DEMO, DEMO_PASSWORD } from '../src/db/seed/demo-credentials';
import { withDatabase } from './global-setup';
import { adminUrl, runDatabaseName } from './test-database';

/**
 * The whole app on its own copy of the migrated, seeded demo database, for tests through
 * app.inject. Each call gets a fresh copy, so tests may change data freely.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: { replicaUrl?: string } = {}) {
  const handle = await openTestDatabase(options.replicaUrl);
  // A replica follows a copy made on PostgreSQL: the app learns the copy's own URLs.
  const replica = handle.urls?.replica ? { DATABASE_URL: handle.urls.primary, DATABASE_READ_URL: handle.urls.replica } : {};
  // Tests change users in the database and expect the next request to see it: no caller cache.
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `.tmp/data-${process.pid}`, CALLER_CACHE_SECONDS: '0', ...replica, ...env } as NodeJS.ProcessEnv);
  const app = await buildApp({ config: { ...config, webDist: undefined }, db: handle.db, engine: handle.engine, listen: handle.listen });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    engine: handle.engine,
    listen: handle.listen,
    close: async () => {
      await app.close();
      await handle.close();
      await handle.dropCopy?.();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A file's test app, with the users it signed in beside `app` and `db` under the names it chose. */
export type FileTestApp<User extends string = never, Session = TestSession> = TestApp & Record<User, Session>;

/**
 * The usual setup of a test file: before its tests, builds the app and signs in each user given
 * (`{ broker: DEMO.broker }` gives `t.broker`); after them, closes the app. The answer is filled
 * in by that hook, so read it inside tests and helpers they call, not while the file loads.
 * `signIn` makes what each user becomes (a session by default; an area's fixtures may give a client).
 */
export function testAppForFile<User extends string = never, Session = TestSession>(
  users = {} as Record<User, string>,
  signIn: (t: TestApp, email: string) => Promise<Session> = (t, email) => login(t.app, email) as Promise<Session>,
): FileTestApp<User, Session> {
  const file = {} as FileTestApp<User, Session>;
  beforeAll(async () => {
    Object.assign(file, await buildTestApp());
    for (const [name, email] of Object.entries(users) as [User, string][]) Object.assign(file, { [name]: await signIn(file, email) });
  });
  // A build that failed left nothing to close.
  afterAll(async () => file.close?.());
  return file;
}

let copies = 0;
/**
 * The snapshot's bytes as PGlite reads them: it asks the Blob for its arrayBuffer() and nothing else.
 * Node's own Blob gives the bytes back in chunks it then joins, about 0.4 s of every file's start for
 * a 100 MB snapshot; this one hands over a copy of bytes already in memory.
 */
class SnapshotBytes extends Blob {
  constructor(private readonly contents: Buffer) {
    super([], { type: 'application/x-tar' });
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.contents).buffer;
  }
}

/** The seeded snapshot, read once per worker and run: the files of a worker share its modules. */
let snapshot: { file: string; blob: Blob } | undefined;

async function openTestDatabase(
  replicaUrl?: string,
): Promise<DatabaseHandle & { dropCopy?: () => Promise<void>; urls?: { primary: string; replica?: string } }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    if (replicaUrl) throw new Error('A read replica follows PostgreSQL: run with TEST_DATABASE_URL');
    if (snapshot?.file !== source.snapshotFile) snapshot = { file: source.snapshotFile, blob: new SnapshotBytes(fs.readFileSync(source.snapshotFile)) };
    return connectDatabase({ pgliteSnapshot: snapshot.blob });
  }
  const name = `${runDatabaseName('portal_test')}_${++copies}`;
  const admin = await connectDatabase({ databaseUrl: adminUrl(source.url), maxConnections: 1 });
  await sql.raw(`create database ${name} template ${source.template}`).execute(admin.db);
  await admin.close();
  const urls = { primary: withDatabase(source.url, name), replica: replicaUrl && withDatabase(replicaUrl, name) };
  const handle = await connectDatabase({ databaseUrl: urls.primary, readUrl: urls.replica, maxConnections: 5 });
  return {
    ...handle,
    urls,
    dropCopy: async () => {
      const cleanup = await connectDatabase({ databaseUrl: adminUrl(source.url), maxConnections: 1 });
      await sql.raw(`drop database if exists ${name} with (force)`).execute(cleanup.db);
      await cleanup.close();
    },
  };
}

export interface TestSession {
  token: string;
  apiKey: string;
  user: CurrentUser;
}

let clientAddress = 0;

/**
 * A client address no other request of this worker has used, so that the per-IP rate limits of
 * the sign-in routes never refuse a test that makes many requests.
 */
export function nextClientAddress(): string {
  ++clientAddress;
  return `10.77.${Math.floor(clientAddress / 250) % 250}.${(clientAddress % 250) + 1}`;
}

/** Signs in through the real login route, each call from its own client address. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/portal/api/auth/login',
    payload: { emailAddress: email, password },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const { accessToken, user } = response.json().data as { accessToken: string; user: CurrentUser };
  const { apiKey } = decodeJwt(accessToken) as { apiKey: string };
  return { token: accessToken, apiKey, user };
}

/** Bearer header, plus the API-key header the Carrier API also needs. */
export function authHeaders(session: Pick<TestSession, 'token' | 'apiKey'>, options: { carrierApi?: boolean } = {}): Record<string, string> {
  return {
    authorization: `Bearer ${session.token}`,
    ...(options.carrierApi ? { [API_KEY_HEADER]: session.apiKey } : {}),
  };
}

/** The demo accounts of the seed (DESIGN.md), all with DEMO_PASSWORD. */
export { DEMO, DEMO_PASSWORD };
