import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { authRoutes } from '@portal/domain/auth/auth-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { answerSignIn, clientOf } from './refresh-cookie';
import { completeTwoFactorSignInWithPasskey, passkeySignInOptions, secondFactorPasskeyOptions, signInWithPasskey, stepUpPasskeyOptions } from './passkey-sign-in.service';
import { addPasskey, myPasskeys, removeMyPasskey, renameMyPasskey, startPasskeyEnrolment } from './passkeys.service';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import { answerMessage } from '@portal/domain/common/message-codes';

/** Sign-in bodies are small; an assertion is well under a kilobyte. */
const SIGN_IN_BODY_LIMIT = 16 * 1024;
/** An enrolment answer carries the attestation object (a few kilobytes with a certificate chain). */
const ENROL_BODY_LIMIT = 64 * 1024;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const signInOptions = { bodyLimit: SIGN_IN_BODY_LIMIT, config: perIp(30) };

/** Passkey sign-in, alone or as the second step after a password: public, like the password sign-in. */
export const publicPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, authRoutes.passkeySignInOptions, async () => ({ data: await passkeySignInOptions(app) }), signInOptions);

  serve(app, authRoutes.passkeySignIn, async (request, reply) => ({ data: answerSignIn(reply, app.config, await signInWithPasskey(app, request.body, clientOf(request))) }), signInOptions);

  serve(app, authRoutes.twoFactorPasskeyOptions, async (request) => ({ data: await secondFactorPasskeyOptions(app, request.body.challengeToken) }), signInOptions);

  serve(
    app,
    authRoutes.twoFactorPasskeySignIn,
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await completeTwoFactorSignInWithPasskey(app, request.body, clientOf(request))) }),
    signInOptions,
  );
};

/** The signed-in user's passkeys (behind authenticate). Adding and removing one needs a recent proof. */
export const passkeyUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.profile));

  serve(app, authRoutes.myPasskeys, async (request) => ({ data: await myPasskeys(app.db, request.caller) }));

  serve(app, authRoutes.passkeyRegistrationOptions, async (request) => ({ data: await startPasskeyEnrolment(app, request.caller) }), {
    onRequest: app.requireRecentProof,
    config: perIp(20),
  });

  serve(
    app,
    authRoutes.addPasskey,
    async (request, reply) => reply.status(201).send({ data: await addPasskey(app, request.caller, request.body, auditContextOf(request)), ...answerMessage(AUTH_MESSAGES.passkeyAdded) }),
    { onRequest: app.requireRecentProof, bodyLimit: ENROL_BODY_LIMIT, config: perIp(20) },
  );

  serve(app, authRoutes.renamePasskey, async (request) => ({ data: await renameMyPasskey(app.db, request.caller, request.params.id, request.body.name), ...answerMessage(AUTH_MESSAGES.passkeyRenamed) }));

  serve(
    app,
    authRoutes.removePasskey,
    async (request, reply) => {
      await removeMyPasskey(app.db, request.caller, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
    { onRequest: app.requireRecentProof, config: perIp(20) },
  );

  serve(app, authRoutes.stepUpPasskeyOptions, async (request) => ({ data: await stepUpPasskeyOptions(app, request.caller.userId) }), { bodyLimit: SIGN_IN_BODY_LIMIT, config: perIp(20) });
};
