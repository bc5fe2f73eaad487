import type { Db } from '../../db/db';
import { unauthorized } from '../../lib/problem';
import type { AccessTokenService } from './access-tokens';
import { bumpSessionGeneration, findUserById, type UserWithCompany } from './auth.repository';
import { toCurrentUser } from './current-user';
import type { CurrentUser } from '@portal/domain/auth/current-user';

export interface Session {
  accessToken: string;
  user: CurrentUser;
}

export async function issueSession(accessTokens: AccessTokenService, user: UserWithCompany, mobile = false): Promise<Session> {
  const { accessToken } = await accessTokens.issue(
    { userId: user.id, companyId: user.company_id, apiKey: user.api_key, roles: user.roles, permissions: user.permissions, sessionGeneration: user.session_generation },
    { mobile },
  );
  return { accessToken, user: toCurrentUser(user) };
}

/**
 * Ends every other session of the user (their tokens carry the old generation) and answers a new
 * token for the caller, so the session that asked goes on.
 */
export async function renewSession(ctx: { db: Db; accessTokens: AccessTokenService }, userId: number, mobile = false): Promise<Session> {
  const generation = await bumpSessionGeneration(ctx.db, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return issueSession(ctx.accessTokens, { ...user, session_generation: generation }, mobile);
}
