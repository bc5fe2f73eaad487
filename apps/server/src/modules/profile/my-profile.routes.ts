import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { profileRoutes } from '@portal/domain/profile/profile-routes';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import { answerMessage } from '@portal/domain/common/message-codes';
import { conflict } from '../../lib/problem';
import { serve } from '../../lib/serve-route';
import { mustHaveTwoFactor } from '../auth/two-factor-requirement';
import { updateAppearance } from './appearance.service';
import { confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, startEnrolment, twoFactorStatus } from '../auth/two-factor.service';
import { changeMyPassword, changesEmail, signOutOtherSessions, updateMyLanguage, updateMyProfile, updateNotificationPreferences } from './my-profile.service';
import { assertRecentProof } from '../auth/step-up.service';
import { PICTURE_BODY_LIMIT, readProfilePicture, removeProfilePicture, saveProfilePicture } from './profile-picture.service';
import { notificationPreferences } from './profile.service';
import { sessionIdOf } from '../../plugins/auth';
import { auditContextOf } from '../../lib/audit-context';

/** Security changes check the current password: few a minute per address, on top of the account throttle. */
const sensitive = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The signed-in user's own profile: details, picture, notification preferences and security. */
const ownProfileRoutes: FastifyPluginAsyncZod = async (own) => {
  own.addHook('onRequest', own.requireAccess(ROUTE_ACCESS.profile));

  serve(own, profileRoutes.updateMyProfile, async (request) => {
    if (changesEmail(request.caller, request.body)) await assertRecentProof(own.db, sessionIdOf(request));
    return updateMyProfile(own, request.caller, request.body, auditContextOf(request));
  });
  serve(own, profileRoutes.saveProfilePicture, async (request) => saveProfilePicture(own, request.caller, request.body), { bodyLimit: PICTURE_BODY_LIMIT });
  serve(own, profileRoutes.removeProfilePicture, async (request) => removeProfilePicture(own, request.caller));
  serve(own, profileRoutes.notificationPreferences, async (request) => ({ data: await notificationPreferences(own.db, request.caller) }));
  serve(own, profileRoutes.updateNotificationPreferences, async (request) => updateNotificationPreferences(own, request.caller, request.body));
  serve(
    own,
    profileRoutes.changePassword,
    async (request) => {
      const { message, ...session } = await changeMyPassword(own, request.caller, sessionIdOf(request), request.body, auditContextOf(request));
      return { data: session, ...answerMessage(message) };
    },
    { config: sensitive },
  );
  serve(
    own,
    profileRoutes.signOutOtherSessions,
    async (request) => {
      const { message, ...session } = await signOutOtherSessions(own, request.caller, sessionIdOf(request));
      return { data: session, ...answerMessage(message) };
    },
    { config: sensitive },
  );
  serve(own, profileRoutes.twoFactorStatus, async (request) => ({ data: await twoFactorStatus(own.db, request.caller) }));
  serve(own, profileRoutes.startTwoFactor, async (request) => ({ data: await startEnrolment(own, request.caller) }), { onRequest: own.requireRecentProof, config: sensitive });
  serve(
    own,
    profileRoutes.confirmTwoFactor,
    async (request) => {
      const recoveryCodes = await confirmEnrolment(own, request.caller, request.body.code, auditContextOf(request));
      own.forgetCaller(request.caller.userId);
      return { data: { recoveryCodes }, ...answerMessage(PROFILE_MESSAGES.twoFactorEnabled) };
    },
    { config: sensitive },
  );
  serve(
    own,
    profileRoutes.regenerateRecoveryCodes,
    async (request) => ({ data: { recoveryCodes: await regenerateRecoveryCodes(own, request.caller, request.body.currentPassword) } }),
    { config: sensitive },
  );
  serve(
    own,
    profileRoutes.disableTwoFactor,
    async (request) => {
      if (own.config.requireTwoFactorForAdmins && mustHaveTwoFactor(request.caller)) throw conflict(PROFILE_MESSAGES.twoFactorMustStay);
      await disableTwoFactor(own, request.caller, request.body.currentPassword, auditContextOf(request));
      own.forgetCaller(request.caller.userId);
      return { data: {}, ...answerMessage(PROFILE_MESSAGES.twoFactorDisabled) };
    },
    { config: sensitive },
  );
};

export const myProfilePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownProfileRoutes);

  // Every signed-in user chooses a language, a third-party payer without a profile area too.
  serve(app, profileRoutes.updateLanguage, async (request) => updateMyLanguage(app, request.caller, request.body.language));

  // Every signed-in user has the user menu's theme choice, a third-party payer (who has no profile area) too.
  serve(app, profileRoutes.updateAppearance, async (request) => ({ data: await updateAppearance(app.db, request.caller, request.body) }));

  // Pictures show beside names (top bar, note cards, mention lists) to everyone who meets the owner.
  serve(app, profileRoutes.profilePicture, async (request, reply) => {
    const picture = await readProfilePicture(app, request.caller, request.params.fileId);
    return reply
      .type(picture.contentType)
      .header('content-length', String(picture.size))
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(picture.stream);
  });
};
