import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { actorOf, recordAudit } from '../audit/record-audit';
import { expireAuthTokens, findUsersByIdOrEmail, setPassword, type UserWithCompany } from './auth.repository';
import { refuseCommonPassword } from './common-passwords';
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
export async function changePassword(
  db: Db,
  caller: Pick<Caller, 'userId' | 'email' | 'companyId'>,
  newPassword: string,
  { context, hashCost }: { context: AuditContext; hashCost: number },
): Promise<void> {
  await refuseCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword, hashCost);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, caller.userId, passwordHash, false);
    await expireAuthTokens(trx, caller.userId, 'PasswordReset');
    await recordAudit(trx, { action: 'auth.password_changed', actor: actorOf(caller), target: { type: 'user', id: caller.userId }, context });
  });
}
