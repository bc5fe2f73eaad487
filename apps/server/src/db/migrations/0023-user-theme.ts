import { sql, type Kysely } from 'kysely';

/**
 * Dark mode (issue 16): each user's theme choice, remembered on the server so it follows them from
 * browser to browser. 'system' follows the device's light or dark setting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users add column theme text not null default 'system'
      constraint users_theme_check check (theme in ('system', 'light', 'dark'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column theme`.execute(db);
}
