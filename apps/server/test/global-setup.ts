import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { TEST_PASSWORD_HASH_COST } from '../src/modules/auth/password';
import { adminUrl, runDatabaseName, type TestDatabaseSource } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file then starts from a copy of it
 * (a PGlite snapshot, or a PostgreSQL template database when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const templateName = runDatabaseName('portal_test_template');
    const dropTemplate = async () => {
      const admin = await connectDatabase({ databaseUrl: adminUrl(postgresUrl), maxConnections: 1 });
      await sql.raw(`drop database if exists ${templateName} with (force)`).execute(admin.db);
      await admin.close();
    };
    const admin = await connectDatabase({ databaseUrl: adminUrl(postgresUrl), maxConnections: 1 });
    await sql.raw(`create database ${templateName}`).execute(admin.db);
    await admin.close();
    try {
      const template = await connectDatabase({ databaseUrl: withDatabase(postgresUrl, templateName), maxConnections: 2 });
      await migrateToLatest(template.db);
      await seedDemo(template.db, { passwordHashCost: TEST_PASSWORD_HASH_COST });
      await template.close();
    } catch (error) {
      await dropTemplate();
      throw error;
    }
    project.provide('testDatabase', { kind: 'postgres', url: postgresUrl, template: templateName });
    return dropTemplate;
  }
  const handle = await connectDatabase({});
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { passwordHashCost: TEST_PASSWORD_HASH_COST });
  // A checkpoint first: a copy then starts without replaying the seed's write-ahead log (0.3 s of
  // each file's start). Uncompressed: each test file loads it, and unpacking a gzip took 1.7 s of a
  // file's start against 0.65 s.
  await sql`checkpoint`.execute(handle.db);
  const snapshot = await handle.pglite!.dumpDataDir('none');
  const file = path.resolve('.tmp', `test-db-${process.pid}.tar`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', snapshotFile: file });
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
