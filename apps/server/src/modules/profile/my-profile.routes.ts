import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CurrentUserAnswerSchema } from '@portal/domain/auth/current-user';
import { UpdateAppearanceSchema } from '@portal/domain/profile/appearance';
import {
  ChangePasswordSchema,
  FileIdParamsSchema,
  MyProfileAnswerSchema,
  NotificationPreferencesSavedSchema,
  ProfilePictureUploadSchema,
  RenewedSessionAnswerSchema,
  UpdateMyProfileSchema,
  UpdateNotificationPreferencesSchema,
} from '@portal/domain/profile/my-profile-schemas';
import { NotificationPreferencesAnswerSchema } from '@portal/domain/profile/profile-schemas';
import { UpdateLanguageSchema } from '@portal/domain/common/language-schemas';
import {
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  RecoveryCodesAnswerSchema,
  TwoFactorEnrolmentAnswerSchema,
  TwoFactorStatusAnswerSchema,
} from '@portal/domain/profile/two-factor';
import { TWO_FACTOR_DISABLED, TWO_FACTOR_ENABLED } from '@portal/domain/profile/my-profile-schemas';
import { TWO_FACTOR_MUST_STAY } from '@portal/domain/profile/two-factor';
import { conflict } from '../../lib/problem';
import { mustHaveTwoFactor } from '../auth/two-factor-requirement';
import { updateAppearance } from './appearance.service';
import { confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, startEnrolment, twoFactorStatus } from '../auth/two-factor.service';
import { changeMyPassword, changesEmail, signOutOtherSessions, updateMyLanguage, updateMyProfile, updateNotificationPreferences } from './my-profile.service';
import { assertRecentProof } from '../auth/step-up.service';
import { readProfilePicture, removeProfilePicture, saveProfilePicture } from './profile-picture.service';
import { notificationPreferences } from './profile.service';
import { sessionIdOf } from '../../plugins/auth';
import { auditContextOf } from '../../lib/audit-context';

const tags = ['profile'];
const security = [{ bearer: [] }];
/** Security changes check the current password: few a minute per address, on top of the account throttle. */
const sensitive = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const MessageAnswerSchema = z.object({ data: z.object({}), message: z.string() });
/** Pictures are small; the body limit keeps anything larger from being parsed at all. */
const PICTURE_BODY_LIMIT = 3 * 1024 * 1024;

/** The signed-in user's own profile: details, picture, notification preferences and security. */
const ownProfileRoutes: FastifyPluginAsyncZod = async (own) => {
  own.addHook('onRequest', own.requireAccess(ROUTE_ACCESS.profile));

  own.put(
    '/users/me',
    { schema: { tags, security, summary: 'Update my names and phone numbers; a new e-mail address (after a recent password or code) is confirmed by a link sent to it', body: UpdateMyProfileSchema, response: { 200: MyProfileAnswerSchema } } },
    async (request) => {
      if (changesEmail(request.caller, request.body)) await assertRecentProof(own.db, sessionIdOf(request));
      return updateMyProfile(own, request.caller, request.body, auditContextOf(request));
    },
  );
  own.put(
    '/users/me/profile-picture',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: { tags, security, summary: 'Save my profile picture (type ContactProfilepicture): a square PNG or JPEG, checked by content', body: ProfilePictureUploadSchema, response: { 200: MyProfileAnswerSchema } },
    },
    async (request) => saveProfilePicture(own, request.caller, request.body),
  );
  own.delete(
    '/users/me/profile-picture',
    { schema: { tags, security, summary: 'Remove my profile picture', response: { 200: MyProfileAnswerSchema } } },
    async (request) => removeProfilePicture(own, request.caller),
  );
  own.get(
    '/users/me/notification-preferences',
    { schema: { tags, security, summary: 'What is e-mailed or texted to me', response: { 200: NotificationPreferencesAnswerSchema } } },
    async (request) => ({ data: await notificationPreferences(own.db, request.caller) }),
  );
  own.put(
    '/users/me/notification-preferences',
    { schema: { tags, security, summary: 'Choose what is e-mailed or texted to me', body: UpdateNotificationPreferencesSchema, response: { 200: NotificationPreferencesSavedSchema } } },
    async (request) => updateNotificationPreferences(own, request.caller, request.body),
  );
  own.post(
    '/users/me/password',
    { config: sensitive, schema: { tags, security, summary: 'Change my password (needs the current one); my other sessions end', body: ChangePasswordSchema, response: { 200: RenewedSessionAnswerSchema } } },
    async (request) => {
      const { message, ...session } = await changeMyPassword(own, request.caller, sessionIdOf(request), request.body, auditContextOf(request));
      return { data: session, message };
    },
  );
  own.post(
    '/users/me/sign-out-other-sessions',
    { config: sensitive, schema: { tags, security, summary: 'End every other session of mine; this one goes on with a new token', response: { 200: RenewedSessionAnswerSchema } } },
    async (request) => {
      const { message, ...session } = await signOutOtherSessions(own, request.caller, sessionIdOf(request));
      return { data: session, message };
    },
  );
  own.get(
    '/users/me/two-factor',
    { schema: { tags, security, summary: 'Whether two-factor sign-in is on, and recovery codes left', response: { 200: TwoFactorStatusAnswerSchema } } },
    async (request) => ({ data: await twoFactorStatus(own.db, request.caller) }),
  );
  own.post(
    '/users/me/two-factor/enrolment',
    { onRequest: own.requireRecentProof, config: sensitive, schema: { tags, security, summary: 'Start setting up an authenticator app: the secret and QR code, shown this once', response: { 200: TwoFactorEnrolmentAnswerSchema } } },
    async (request) => ({ data: await startEnrolment(own, request.caller) }),
  );
  own.post(
    '/users/me/two-factor/confirmation',
    { config: sensitive, schema: { tags, security, summary: "Turn two-factor sign-in on with the app's first code; answers the recovery codes", body: ConfirmTwoFactorSchema, response: { 200: RecoveryCodesAnswerSchema.extend({ message: z.string() }) } } },
    async (request) => {
      const recoveryCodes = await confirmEnrolment(own, request.caller, request.body.code, auditContextOf(request));
      own.forgetCaller(request.caller.userId);
      return { data: { recoveryCodes }, message: TWO_FACTOR_ENABLED };
    },
  );
  own.post(
    '/users/me/two-factor/recovery-codes',
    { config: sensitive, schema: { tags, security, summary: 'New recovery codes (the old ones stop working); needs the current password', body: DisableTwoFactorSchema, response: { 200: RecoveryCodesAnswerSchema } } },
    async (request) => ({ data: { recoveryCodes: await regenerateRecoveryCodes(own, request.caller, request.body.currentPassword) } }),
  );
  own.post(
    '/users/me/two-factor/disable',
    { config: sensitive, schema: { tags, security, summary: 'Turn two-factor sign-in off (needs the current password)', body: DisableTwoFactorSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      if (own.config.requireTwoFactorForAdmins && mustHaveTwoFactor(request.caller)) throw conflict(TWO_FACTOR_MUST_STAY);
      await disableTwoFactor(own, request.caller, request.body.currentPassword, auditContextOf(request));
      own.forgetCaller(request.caller.userId);
      return { data: {}, message: TWO_FACTOR_DISABLED };
    },
  );
};

export const myProfilePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownProfileRoutes);

  // Every signed-in user chooses a language, a third-party payer without a profile area too.
  app.put(
    '/users/me/language',
    { schema: { tags, security, summary: "Choose my portal language ('en' or 'es'): the portal and the e-mails sent to me speak it", body: UpdateLanguageSchema, response: { 200: CurrentUserAnswerSchema } } },
    async (request) => updateMyLanguage(app, request.caller, request.body.language),
  );

  // Every signed-in user has the user menu's theme choice, a third-party payer (who has no profile area) too.
  app.put(
    '/users/me/appearance',
    { schema: { tags, security, summary: "Choose my theme: 'system' (the device's setting), 'light' or 'dark'", body: UpdateAppearanceSchema, response: { 200: CurrentUserAnswerSchema } } },
    async (request) => ({ data: await updateAppearance(app.db, request.caller, request.body) }),
  );

  // Pictures show beside names (top bar, note cards, mention lists) to everyone who meets the owner.
  app.get(
    '/profile-pictures/:fileId',
    {
      schema: {
        tags,
        security,
        summary: "A user's profile picture (PNG or JPEG), for people of the owner's company and between the brokerage and the others",
        params: FileIdParamsSchema,
        produces: ['image/png', 'image/jpeg'],
        response: { 200: z.any().describe('The picture (image/png or image/jpeg)') },
      },
    },
    async (request, reply) => {
      const picture = await readProfilePicture(app, request.caller, request.params.fileId);
      return reply
        .type(picture.contentType)
        .header('content-length', String(picture.size))
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(picture.stream);
    },
  );
};
