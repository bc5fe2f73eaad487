import crypto from 'node:crypto';

export type TestDatabaseSource = { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; url: string; template: string };

/**
 * A database name of its own for this run (prefix, process, random suffix): two checkouts running the
 * PostgreSQL server tests on one server at once must not drop or copy each other's databases.
 */
export function runDatabaseName(prefix: string) {
  return `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
}

/** The maintenance database of the server in a PostgreSQL URL, to create and drop test databases. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
