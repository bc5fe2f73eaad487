import { isAdmin } from '@portal/domain/auth/access';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/problem';
import { countOpenAccessRequests } from './contacts.repository';

/** Admins see how many people asked for portal access to their company (the user menu badge). */
export async function openAccessRequestCount(db: Db, caller: Caller): Promise<number> {
  if (!isAdmin(caller)) throw forbidden(NOT_AUTHORIZED);
  return countOpenAccessRequests(db, caller.companyId);
}
