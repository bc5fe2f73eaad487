import type { Db } from '../../db/db';
import { findUsersByIdOrEmail, type UserWithCompany } from './auth.repository';

/**
 * Users with the company fields a caller is made of (toCaller), by id or e-mail: other areas (note
 * mentions) ask whether a given user could see a record, by the same rules as a signed-in caller.
 */
export function findUsersWithCompany(db: Db, ids: readonly number[], emails: readonly string[]): Promise<UserWithCompany[]> {
  return findUsersByIdOrEmail(db, ids, emails);
}
