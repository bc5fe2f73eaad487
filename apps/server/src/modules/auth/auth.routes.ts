import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '@portal/domain/auth/auth-routes';
import { stepUp } from './step-up.service';
import { confirmEmailChange } from './email-change.service';
import { unauthorized } from '../../lib/problem';
import { serve } from '../../lib/serve-route';
import { bearerTokenOf, sessionIdOf } from '../../plugins/auth';
import { endMySession, mySessions } from './my-sessions.service';
import { answerSignIn, clearRefreshCookie, clientOf, refreshTokenOf } from './refresh-cookie';
import { refreshSession, signOut } from './sessions';
import { completeTwoFactorSignIn } from './two-factor-sign-in.service';
import { currentUser, login, mobileAuthorize, requestPasswordReset, setPasswordWithToken } from './auth.service';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import { answerMessage } from '@portal/domain/common/message-codes';

/** Auth bodies are tiny; a small limit keeps megabyte "passwords" away from scrypt. */
const AUTH_BODY_LIMIT = 16 * 1024;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
/** A public sign-in route's options: the small body limit and a per-address rate. */
const signInOptions = (max: number) => ({ bodyLimit: AUTH_BODY_LIMIT, config: perIp(max) });

/** Sign-in, driver entry, reset and activation: the Portal API's only public routes. */
export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, authRoutes.login, async (request, reply) => ({ data: answerSignIn(reply, app.config, await login(app, request.body, clientOf(request))) }), signInOptions(30));

  serve(
    app,
    authRoutes.loginTwoFactor,
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await completeTwoFactorSignIn(app, request.body, clientOf(request))) }),
    signInOptions(30),
  );

  serve(app, authRoutes.mobileAuthorize, async (request, reply) => ({ data: answerSignIn(reply, app.config, await mobileAuthorize(app, request.body, clientOf(request))) }), signInOptions(30));

  serve(
    app,
    authRoutes.requestPasswordReset,
    async (request, reply) => {
      await requestPasswordReset(app, request.body);
      return reply.status(202).send({ data: {} });
    },
    signInOptions(10),
  );

  serve(
    app,
    authRoutes.resetPassword,
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await setPasswordWithToken(app, 'PasswordReset', request.body, clientOf(request))) }),
    signInOptions(10),
  );

  serve(
    app,
    authRoutes.activateUser,
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await setPasswordWithToken(app, 'Activation', request.body, clientOf(request))) }),
    signInOptions(10),
  );

  serve(
    app,
    authRoutes.confirmEmail,
    async (request) => {
      const changed = await confirmEmailChange(app.db, request.body.token, clientOf(request));
      app.forgetCaller(changed.userId);
      return { data: { email: changed.email }, ...answerMessage(PROFILE_MESSAGES.emailChanged) };
    },
    signInOptions(10),
  );

  serve(
    app,
    authRoutes.logout,
    async (request, reply) => {
      const ended = await signOut(app, { accessToken: bearerTokenOf(request), refreshToken: refreshTokenOf(request), client: clientOf(request) });
      for (const sessionId of ended) app.sessionChecks.forget(sessionId);
      clearRefreshCookie(reply, app.config);
      return reply.status(204).send(null);
    },
    signInOptions(60),
  );

  serve(
    app,
    authRoutes.refresh,
    async (request, reply) => {
      const refreshToken = refreshTokenOf(request);
      if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionEnded);
      try {
        return { data: answerSignIn(reply, app.config, await refreshSession(app, refreshToken, clientOf(request))) };
      } catch (error) {
        clearRefreshCookie(reply, app.config);
        throw error;
      }
    },
    signInOptions(120),
  );
};

/** The signed-in user's own record and sessions (behind authenticate). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, authRoutes.stepUp, async (request) => ({ data: await stepUp(app, request.caller.userId, sessionIdOf(request), request.body) }), { bodyLimit: AUTH_BODY_LIMIT, config: perIp(20) });

  serve(app, authRoutes.mySessions, async (request) => ({ data: await mySessions(app.db, request.caller, sessionIdOf(request)) }));

  serve(app, authRoutes.endMySession, async (request, reply) => {
    await endMySession(app, request.caller, sessionIdOf(request), request.params.id, clientOf(request));
    if (request.params.id === sessionIdOf(request)) clearRefreshCookie(reply, app.config);
    return reply.status(204).send(null);
  });

  serve(app, authRoutes.currentUser, async (request) => ({ data: await currentUser(app, request.caller) }));
};
