import { sql, type Kysely } from 'kysely';

/**
 * The portal language each user chose (issue 16): 'en' or 'es'. Null until the user chooses, so
 * the browser's language decides the portal and e-mails stay in English (the spec's texts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column language text constraint users_language_check check (language in ('en', 'es'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column language`.execute(db);
}
