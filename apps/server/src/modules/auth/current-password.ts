import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { badRequest, unauthorized } from '../../lib/problem';
import { claimLoginAttempt, clearLoginFailures, findUserById, type UserWithCompany } from './auth.repository';
import { verifyPassword } from './password';
import { lockIfExhausted, throttledProblem } from './sign-in-throttle';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

export const WRONG_CURRENT_PASSWORD = AUTH_MESSAGES.wrongCurrentPassword;

/**
 * Checks the signed-in user's current password before a security change. Guesses count like
 * sign-in failures (the same delays and lock), so a borrowed session cannot try passwords freely.
 */
export async function checkCurrentPassword(ctx: { db: Db; log: FastifyBaseLogger }, userId: number, password: string): Promise<UserWithCompany> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  const attempt = await claimLoginAttempt(ctx.db, userId);
  if (attempt === undefined) throw await throttledProblem(ctx.db, userId);
  if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
    throw (await lockIfExhausted(ctx, userId, attempt)) ?? badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await clearLoginFailures(ctx.db, userId);
  return user;
}
