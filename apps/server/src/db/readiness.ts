import type { Db } from './db';

/** Reads one row of a migrated table: rejects while the database cannot answer or is not migrated (/readyz). */
export async function checkDatabaseReady(db: Db): Promise<void> {
  await db.selectFrom('companies').select('id').limit(1).execute();
}
