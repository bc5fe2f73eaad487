import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** The language column of the user with this e-mail address (compared case-insensitively), if any. */
export function findLanguageByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select('language')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The language column of each of these users. */
export function findLanguagesOfUsers(db: Db, userIds: readonly number[]) {
  return db.selectFrom('users').select(['id', 'language']).where('id', 'in', [...userIds]).execute();
}
