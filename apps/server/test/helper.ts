import fs from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { withDatabase } from './global-setup';
import { adminUrl, TEMPLATE_DATABASE } from './test-database';

/**
 * The whole app on its own copy of the migrated, seeded demo database, for tests through
 * app.inject. Each call gets a fresh copy, so tests may change data freely.
 */
export async function buildTestApp() {
  const handle = await openTestDatabase();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `.tmp/data-${process.pid}` } as NodeJS.ProcessEnv);
  const app = await buildApp({ config: { ...config, webDist: undefined }, db: handle.db, engine: handle.engine });
  await app.ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
      await handle.dropCopy?.();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let copies = 0;

async function openTestDatabase(): Promise<DatabaseHandle & { dropCopy?: () => Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(source.snapshotFile)]);
    return connectDatabase({ pgliteSnapshot: snapshot });
  }
  const name = `portal_test_${process.pid}_${++copies}_${Date.now() % 100000}`;
  const admin = await connectDatabase({ databaseUrl: adminUrl(source.url), maxConnections: 1 });
  await sql.raw(`create database ${name} template ${TEMPLATE_DATABASE}`).execute(admin.db);
  await admin.close();
  const handle = await connectDatabase({ databaseUrl: withDatabase(source.url, name), maxConnections: 5 });
  return {
    ...handle,
    dropCopy: async () => {
      const cleanup = await connectDatabase({ databaseUrl: adminUrl(source.url), maxConnections: 1 });
      await sql.raw(`drop database if exists ${name} with (force)`).execute(cleanup.db);
      await cleanup.close();
    },
  };
}
