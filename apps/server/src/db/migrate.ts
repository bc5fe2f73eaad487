import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

/** Migrations are listed in code (not read from disk) so the same list runs everywhere. */
class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Branches land their migrations in any order (0012 may run before 0011 merges); each migration
  // stands alone, so a database that ran a later one still runs an earlier one that arrives after.
  const migrator = new Migrator({ db, provider: new ListedMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
