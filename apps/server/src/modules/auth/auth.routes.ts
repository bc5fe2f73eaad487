import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrentUserAnswerSchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  MobileAuthorizeSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SessionAnswerSchema,
} from '@portal/domain/auth/current-user';
import { TwoFactorSignInSchema } from '@portal/domain/profile/two-factor';
import { z } from 'zod';
import { MySessionsAnswerSchema, SessionIdParamsSchema } from '@portal/domain/auth/my-sessions';
import { SESSION_ENDED } from '@portal/domain/auth/session-rules';
import { StepUpAnswerSchema, StepUpSchema } from '@portal/domain/auth/step-up';
import { stepUp } from './step-up.service';
import { confirmEmailChange } from './email-change.service';
import { ConfirmEmailChangeSchema, EMAIL_CHANGED, EmailChangedAnswerSchema } from '@portal/domain/profile/my-profile-schemas';
import { unauthorized } from '../../lib/problem';
import { bearerTokenOf, sessionIdOf } from '../../plugins/auth';
import { endMySession, mySessions } from './my-sessions.service';
import { answerSignIn, clearRefreshCookie, clientOf, refreshTokenOf } from './refresh-cookie';
import { refreshSession, signOut } from './sessions';
import { completeTwoFactorSignIn } from './two-factor-sign-in.service';
import { currentUser, login, mobileAuthorize, requestPasswordReset, setPasswordWithToken } from './auth.service';

/** Auth bodies are tiny; a small limit keeps megabyte "passwords" away from scrypt. */
const AUTH_BODY_LIMIT = 16 * 1024;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Sign-in, driver entry, reset and activation: the Portal API's only public routes. */
export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(30),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail address and password (with two-factor sign-in on, the answer is a challenge for the code)',
        body: LoginRequestSchema,
        response: { 200: LoginAnswerSchema },
      },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await login(app, request.body, clientOf(request))) }),
  );

  app.post(
    '/auth/login/two-factor',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(30),
      schema: {
        tags: ['auth'],
        summary: "Second sign-in step: the challenge with the authenticator app's code or a recovery code",
        body: TwoFactorSignInSchema,
        response: { 200: SessionAnswerSchema },
      },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await completeTwoFactorSignIn(app, request.body, clientOf(request))) }),
  );

  app.post(
    '/auth/mobile-authorize',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(30),
      schema: { tags: ['auth'], summary: 'Sign a driver in with a driver entry link token', body: MobileAuthorizeSchema, response: { 200: SessionAnswerSchema } },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await mobileAuthorize(app, request.body, clientOf(request))) }),
  );

  app.post(
    '/auth/request-password-reset',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(10),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (answers 202 whether or not the address is known)',
        body: PasswordResetRequestSchema,
        response: { 202: PasswordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body);
      return reply.status(202).send({ data: {} });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(10),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token; with two-factor sign-in on, the answer is its challenge, not a session',
        body: PasswordResetSchema,
        response: { 200: LoginAnswerSchema },
      },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await setPasswordWithToken(app, 'PasswordReset', request.body, clientOf(request))) }),
  );

  app.post(
    '/auth/activate-user',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(10),
      schema: { tags: ['auth'], summary: 'Activate a pending user by choosing a password', body: PasswordResetSchema, response: { 200: LoginAnswerSchema } },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await setPasswordWithToken(app, 'Activation', request.body, clientOf(request))) }),
  );

  app.post(
    '/auth/confirm-email',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(10),
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new e-mail address with the link mailed to it; reset links sent to the old address stop working',
        body: ConfirmEmailChangeSchema,
        response: { 200: EmailChangedAnswerSchema },
      },
    },
    async (request) => {
      const changed = await confirmEmailChange(app.db, request.body.token, clientOf(request));
      app.forgetCaller(changed.userId);
      return { data: { email: changed.email }, message: EMAIL_CHANGED };
    },
  );

  app.post(
    '/auth/logout',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(60),
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session of the bearer token or of the refresh cookie ends on the server, and its tokens are refused',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const ended = await signOut(app, { accessToken: bearerTokenOf(request), refreshToken: refreshTokenOf(request), client: clientOf(request) });
      for (const sessionId of ended) app.sessionChecks.forget(sessionId);
      clearRefreshCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(120),
      schema: {
        tags: ['auth'],
        summary: "A new access token for the session's refresh cookie, which is replaced; a replaced cookie sent again ends the session",
        response: { 200: SessionAnswerSchema },
      },
    },
    async (request, reply) => {
      const refreshToken = refreshTokenOf(request);
      if (!refreshToken) throw unauthorized(SESSION_ENDED);
      try {
        return { data: answerSignIn(reply, app.config, await refreshSession(app, refreshToken, clientOf(request))) };
      } catch (error) {
        clearRefreshCookie(reply, app.config);
        throw error;
      }
    },
  );
};

/** The signed-in user's own record and sessions (behind authenticate). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/step-up',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(20),
      schema: {
        tags: ['auth'],
        summary: 'Confirm it is me (password or authenticator code): sensitive changes are allowed in this session for the next five minutes',
        security: [{ bearer: [] }],
        body: StepUpSchema,
        response: { 200: StepUpAnswerSchema },
      },
    },
    async (request) => ({ data: await stepUp(app, request.caller.userId, sessionIdOf(request), request.body) }),
  );

  app.get(
    '/users/me/sessions',
    { schema: { tags: ['auth'], summary: 'My signed-in sessions: device, address, when started and last seen', security: [{ bearer: [] }], response: { 200: MySessionsAnswerSchema } } },
    async (request) => ({ data: await mySessions(app.db, request.caller, sessionIdOf(request)) }),
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one of my sessions (this one included); its tokens are refused within seconds everywhere',
        security: [{ bearer: [] }],
        params: SessionIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endMySession(app, request.caller, sessionIdOf(request), request.params.id, clientOf(request));
      if (request.params.id === sessionIdOf(request)) clearRefreshCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/me',
    { schema: { tags: ['auth'], summary: 'The current user', security: [{ bearer: [] }], response: { 200: CurrentUserAnswerSchema } } },
    async (request) => ({ data: await currentUser(app, request.caller) }),
  );
};
