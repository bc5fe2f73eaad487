import type { Db } from '../../db/db';
import { expireAuthTokens, findUsersByIdOrEmail, setPassword, type UserWithCompany } from './auth.repository';
import { hashPassword } from './password';

/**
 * Users with the company fields a caller is made of (toCaller), by id or e-mail: other areas (note
 * mentions) ask whether a given user could see a record, by the same rules as a signed-in caller.
 */
export function findUsersWithCompany(db: Db, ids: readonly number[], emails: readonly string[]): Promise<UserWithCompany[]> {
  return findUsersByIdOrEmail(db, ids, emails);
}

/**
 * Sets a new password (hashed); the user's session generation moves on, ending their sessions, and
 * reset links already mailed stop working (one may sit in a mailbox someone else reads).
 */
export async function changePassword(db: Db, userId: number, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, passwordHash, false);
    await expireAuthTokens(trx, userId, 'PasswordReset');
  });
}
