import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** A pending change; any older pending one of the user stops working. */
export async function insertEmailChange(db: Db, change: { userId: number; newEmail: string; tokenHash: string; ttlSeconds: number }): Promise<void> {
  await db.updateTable('email_changes').set({ expires_at: sql<Date>`now()` }).where('user_id', '=', change.userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('email_changes')
    .values({ user_id: change.userId, new_email: change.newEmail, token_hash: change.tokenHash, expires_at: sql<Date>`now() + make_interval(secs => ${change.ttlSeconds})` })
    .execute();
}

/** Spends a live change once (the row is marked used in the same statement); undefined when none. */
export async function consumeEmailChange(db: Db, tokenHash: string) {
  return db
    .updateTable('email_changes')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/** Sets the address; answers the address it replaced and the user's company. */
export async function setUserEmail(db: Db, userId: number, email: string): Promise<{ email: string; company_id: number }> {
  const before = await db.selectFrom('users').select(['email', 'company_id']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  await db.updateTable('users').set({ email, updated_at: sql<Date>`now()` }).where('id', '=', userId).execute();
  return before;
}

/** Another user than `userId` holding this e-mail address (compared case-insensitively), if any. */
export function findOtherUserByEmail(db: Db, userId: number, email: string) {
  return db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.trim().toLowerCase()).where('id', '!=', userId).executeTakeFirst();
}
