export const TEMPLATE_DATABASE = 'portal_test_template';

export type TestDatabaseSource = { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; url: string };

/** The maintenance database of the server in a PostgreSQL URL, to create and drop test databases. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
