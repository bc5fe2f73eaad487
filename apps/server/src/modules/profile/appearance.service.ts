import type { CurrentUser } from '@portal/domain/auth/current-user';
import type { UpdateAppearance } from '@portal/domain/profile/appearance';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { currentUser } from '../auth/auth.service';
import { updateUserTheme } from './profile.repository';

/** Saves how the portal looks to the signed-in user and answers the fresh current user. */
export async function updateAppearance(db: Db, caller: Caller, input: UpdateAppearance): Promise<CurrentUser> {
  await updateUserTheme(db, caller.userId, input.theme);
  return currentUser({ db }, caller);
}
