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
    async (request) => ({ data: await login(app, request.body) }),
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
    async (request) => ({ data: await completeTwoFactorSignIn(app, request.body) }),
  );

  app.post(
    '/auth/mobile-authorize',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(30),
      schema: { tags: ['auth'], summary: 'Sign a driver in with a driver entry link token', body: MobileAuthorizeSchema, response: { 200: SessionAnswerSchema } },
    },
    async (request) => ({ data: await mobileAuthorize(app, request.body) }),
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
    async (request) => ({ data: await setPasswordWithToken(app, 'PasswordReset', request.body) }),
  );

  app.post(
    '/auth/activate-user',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perIp(10),
      schema: { tags: ['auth'], summary: 'Activate a pending user by choosing a password', body: PasswordResetSchema, response: { 200: LoginAnswerSchema } },
    },
    async (request) => ({ data: await setPasswordWithToken(app, 'Activation', request.body) }),
  );
};

/** The signed-in user's own record (behind authenticate). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { schema: { tags: ['auth'], summary: 'The current user', security: [{ bearer: [] }], response: { 200: CurrentUserAnswerSchema } } },
    async (request) => ({ data: await currentUser(app, request.caller) }),
  );
};
