import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { findUserById } from './auth.repository';
import { toCaller } from './current-user';

/**
 * The caller a user would be, for work done in their name without a request (a choice they made
 * that the server carries out later). Undefined when the user is no longer active in that company,
 * so a choice never outlives the person who made it.
 */
export async function activeCallerOfUser(db: Db, userId: number, companyId: number): Promise<Caller | undefined> {
  const user = await findUserById(db, userId);
  if (!user || user.status !== 'Active' || user.company_id !== companyId || user.do_not_use) return undefined;
  return toCaller(user, false);
}
