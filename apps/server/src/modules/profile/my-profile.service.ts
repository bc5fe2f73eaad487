import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { answerMessage, type AnswerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import {
  type ChangePassword,
  type UpdateMyProfileValues,
} from '@portal/domain/profile/my-profile-schemas';
import type { AppConfig } from '../../config';
import type { AuditContext } from '../../lib/audit-context';
import type { Mailer } from '../../lib/mailer';
import { requestEmailChange } from '../auth/email-change.service';
import { recordProof } from '../auth/step-up.service';
import type { NotificationPreferences } from '@portal/domain/profile/profile-schemas';
import type { Language } from '@portal/domain/common/language';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/problem';
import type { AccessTokenService } from '../auth/access-tokens';
import { currentUser } from '../auth/auth.service';
import { checkCurrentPassword } from '../auth/current-password';
import { changePassword as setNewPassword } from '../auth/users.service';
import { renewSession, type Session } from '../auth/sessions';
import { emailTakenByOther, setUserLanguage, updateUserDetails, upsertNotificationPreferences } from './profile.repository';
import { notificationPreferences } from './profile.service';

export interface MyProfileContext {
  db: Db;
  log: FastifyBaseLogger;
  accessTokens: AccessTokenService;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'passwordHashCost'>;
  forgetCaller(userId: number): void;
}

/** Whether the profile form asks for another address than the account's. */
export function changesEmail(caller: Pick<Caller, 'email'>, input: Pick<UpdateMyProfileValues, 'email'>): boolean {
  return input.email.trim().toLowerCase() !== caller.email.trim().toLowerCase();
}

/**
 * Names and phone numbers of the signed-in user change at once; a new e-mail address waits for
 * the link sent to it (the current address is told), so the account cannot be moved to a mailbox
 * its owner does not hold.
 */
export async function updateMyProfile(ctx: MyProfileContext, caller: Caller, input: UpdateMyProfileValues, context: AuditContext): Promise<{ data: CurrentUser } & AnswerMessage> {
  const newEmail = changesEmail(caller, input);
  if (await emailTakenByOther(ctx.db, caller.userId, input.email)) throw badRequest(PROFILE_MESSAGES.emailInUse, { email: [PROFILE_MESSAGES.emailInUse] });
  await updateUserDetails(ctx.db, caller.userId, { ...input, email: caller.email });
  if (newEmail) {
    const user = await currentUser(ctx, caller);
    await requestEmailChange(ctx, { id: caller.userId, email: caller.email, companyId: caller.companyId, firstName: input.firstName, language: user.language }, input.email, context);
  }
  ctx.forgetCaller(caller.userId);
  return { data: await currentUser(ctx, caller), ...answerMessage(newEmail ? PROFILE_MESSAGES.emailChangeSent : MESSAGES.userProfileUpdated) };
}

/** The portal language of the signed-in user: the portal and the e-mails sent to them speak it. */
export async function updateMyLanguage(ctx: MyProfileContext, caller: Caller, language: Language): Promise<{ data: CurrentUser }> {
  await setUserLanguage(ctx.db, caller.userId, language);
  return { data: await currentUser(ctx, caller) };
}

export async function updateNotificationPreferences(ctx: MyProfileContext, caller: Caller, p: NotificationPreferences) {
  await upsertNotificationPreferences(ctx.db, caller.userId, {
    email_tenders: p.emailTenders,
    email_rate_requests: p.emailRateRequests,
    email_mentions: p.emailMentions,
    email_cases: p.emailCases,
    email_payments: p.emailPayments,
    sms_tenders: p.smsTenders,
  });
  return { data: await notificationPreferences(ctx.db, caller), ...answerMessage(PROFILE_MESSAGES.notificationPreferencesSaved) };
}

/** A new password after the current one; every other session ends, this one goes on with a new token. */
export async function changeMyPassword(ctx: MyProfileContext, caller: Caller, sessionId: string, input: ChangePassword, context: AuditContext): Promise<Session & { message: CodedMessage }> {
  await checkCurrentPassword(ctx, caller.userId, input.currentPassword);
  await recordProof(ctx.db, sessionId);
  if (input.currentPassword === input.newPassword) throw badRequest(PROFILE_MESSAGES.samePassword, { newPassword: [PROFILE_MESSAGES.samePasswordField] });
  await setNewPassword(ctx.db, caller, input.newPassword, { context, hashCost: ctx.config.passwordHashCost });
  const session = await renewSession(ctx, caller.userId, sessionId, caller.mobile);
  ctx.forgetCaller(caller.userId);
  return { ...session, message: PROFILE_MESSAGES.passwordChanged };
}

export async function signOutOtherSessions(ctx: MyProfileContext, caller: Caller, sessionId: string): Promise<Session & { message: CodedMessage }> {
  const session = await renewSession(ctx, caller.userId, sessionId, caller.mobile);
  ctx.forgetCaller(caller.userId);
  return { ...session, message: PROFILE_MESSAGES.otherSessionsEnded };
}
