import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Mailer } from '../../lib/mailer';
import { recordAudit } from '../audit/record-audit';
import { badRequest, conflict } from '../../lib/problem';
import { isLanguage } from '@portal/domain/common/language';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import { emailChangeEmail, emailChangeNotice } from './auth-emails';
import { expireAuthTokens } from './auth.repository';
import { consumeEmailChange, findOtherUserByEmail, insertEmailChange, setUserEmail } from './email-changes.repository';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

interface EmailChangeContext {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
}

async function emailTakenByOther(db: Db, userId: number, email: string): Promise<boolean> {
  const row = await findOtherUserByEmail(db, userId, email);
  return row !== undefined;
}

/**
 * Asks to move the account to a new address: a link goes to the new address, a notice to the
 * current one, and nothing changes until the link is opened.
 */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  user: { id: number; email: string; companyId: number; firstName: string; language: string | null },
  newEmail: string,
  context: AuditContext,
): Promise<void> {
  if (await emailTakenByOther(ctx.db, user.id, newEmail)) throw badRequest(PROFILE_MESSAGES.emailInUse, { email: [PROFILE_MESSAGES.emailInUse] });
  const token = newOneTimeToken();
  await ctx.db.transaction().execute(async (trx) => {
    await insertEmailChange(trx, { userId: user.id, newEmail: newEmail.trim(), tokenHash: token.hash, ttlSeconds: EMAIL_CHANGE_TTL_SECONDS });
    await recordAudit(trx, {
      action: 'auth.email_change_requested',
      actor: { userId: user.id, email: user.email, companyId: user.companyId },
      target: { type: 'user', id: user.id },
      context,
      details: { from: user.email, to: newEmail.trim() },
    });
  });
  const language = isLanguage(user.language) ? user.language : null;
  const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/confirm-email/${token.token}`;
  await ctx.mailer.send(emailChangeEmail(newEmail.trim(), user.firstName, link, language));
  await ctx.mailer.send(emailChangeNotice(user.email, user.firstName, newEmail.trim(), language));
}

/**
 * The link of the new address, opened: the account takes the address, and reset links mailed to
 * the old one stop working.
 */
export async function confirmEmailChange(db: Db, token: string, context: AuditContext): Promise<{ userId: number; email: string }> {
  return db.transaction().execute(async (trx) => {
    const change = await consumeEmailChange(trx, hashOneTimeToken(token));
    if (!change) throw badRequest(PROFILE_MESSAGES.emailChangeLinkInvalid);
    if (await emailTakenByOther(trx, change.user_id, change.new_email)) throw conflict(PROFILE_MESSAGES.emailInUse);
    const before = await setUserEmail(trx, change.user_id, change.new_email);
    await expireAuthTokens(trx, change.user_id, 'PasswordReset');
    await recordAudit(trx, {
      action: 'auth.email_changed',
      actor: { userId: change.user_id, email: change.new_email, companyId: before.company_id },
      target: { type: 'user', id: change.user_id },
      context,
      details: { from: before.email, to: change.new_email },
    });
    return { userId: change.user_id, email: change.new_email };
  });
}
