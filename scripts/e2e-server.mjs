// The server the end-to-end suite runs against (Playwright's webServer). On the local PostgreSQL
// server when one answers (E2E_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres): it
// serves the two browsers' concurrent requests faster than the embedded database, which answers one
// query at a time. The run gets a database of its own (port, process, random suffix), dropped when the
// server stops, so checkouts running the suite at once do not share data. Without PostgreSQL, or with
// E2E_DATABASE=pglite, it runs on a fresh embedded database in E2E_DATA_DIR as before.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

const adminUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the PostgreSQL maintenance database; false when the server does not answer. */
async function onServer(statement) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const env = { ...process.env };
let database;
if (process.env.E2E_DATABASE !== 'pglite') {
  const name = `portal_e2e_${process.env.PORT ?? 'x'}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (await onServer(`create database ${name}`)) {
    database = name;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // One process: the suite's timings and rate limits are those of a single server.
    Object.assign(env, { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '1' });
  }
}
console.error(database ? `e2e database: PostgreSQL ${database}` : 'e2e database: embedded (PGlite)');

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'inherit', env });
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  if (database) await onServer(`drop database if exists ${database} with (force)`);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    server.once('exit', () => void stop(0));
  });
}
server.on('exit', (code) => void stop(code ?? 1));
