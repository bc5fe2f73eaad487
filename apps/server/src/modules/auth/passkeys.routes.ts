import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { SessionAnswerSchema } from '@portal/domain/auth/current-user';
import {
  AddPasskeySchema,
  PASSKEY_ADDED,
  PASSKEY_RENAMED,
  PasskeyAnswerSchema,
  PasskeyAuthenticationOptionsAnswerSchema,
  PasskeyIdParamsSchema,
  PasskeyRegistrationOptionsAnswerSchema,
  PasskeySignInSchema,
  PasskeysAnswerSchema,
  RenamePasskeySchema,
  TwoFactorPasskeyOptionsRequestSchema,
  TwoFactorPasskeySignInSchema,
} from '@portal/domain/auth/passkeys';
import { auditContextOf } from '../../lib/audit-context';
import { answerSignIn, clientOf } from './refresh-cookie';
import { completeTwoFactorSignInWithPasskey, passkeySignInOptions, secondFactorPasskeyOptions, signInWithPasskey, stepUpPasskeyOptions } from './passkey-sign-in.service';
import { addPasskey, myPasskeys, removeMyPasskey, renameMyPasskey, startPasskeyEnrolment } from './passkeys.service';

/** Sign-in bodies are small; an assertion is well under a kilobyte. */
const SIGN_IN_BODY_LIMIT = 16 * 1024;
/** An enrolment answer carries the attestation object (a few kilobytes with a certificate chain). */
const ENROL_BODY_LIMIT = 64 * 1024;
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['auth'];
const security = [{ bearer: [] }];

/** Passkey sign-in, alone or as the second step after a password: public, like the password sign-in. */
export const publicPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/passkey/options',
    {
      bodyLimit: SIGN_IN_BODY_LIMIT,
      config: perIp(30),
      schema: { tags, summary: 'Start a sign-in with a passkey: options for navigator.credentials.get, no account named', response: { 200: PasskeyAuthenticationOptionsAnswerSchema } },
    },
    async () => ({ data: await passkeySignInOptions(app) }),
  );

  app.post(
    '/auth/passkey',
    {
      bodyLimit: SIGN_IN_BODY_LIMIT,
      config: perIp(30),
      schema: {
        tags,
        summary: "Sign in with a passkey's signature of the options' challenge (no password, no code: the device checked its owner)",
        body: PasskeySignInSchema,
        response: { 200: SessionAnswerSchema },
      },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await signInWithPasskey(app, request.body, clientOf(request))) }),
  );

  app.post(
    '/auth/login/two-factor/passkey-options',
    {
      bodyLimit: SIGN_IN_BODY_LIMIT,
      config: perIp(30),
      schema: {
        tags,
        summary: "Second sign-in step with a passkey instead of a code: options naming the account's passkeys",
        body: TwoFactorPasskeyOptionsRequestSchema,
        response: { 200: PasskeyAuthenticationOptionsAnswerSchema },
      },
    },
    async (request) => ({ data: await secondFactorPasskeyOptions(app, request.body.challengeToken) }),
  );

  app.post(
    '/auth/login/two-factor/passkey',
    {
      bodyLimit: SIGN_IN_BODY_LIMIT,
      config: perIp(30),
      schema: { tags, summary: "Second sign-in step: the challenge with a passkey's signature", body: TwoFactorPasskeySignInSchema, response: { 200: SessionAnswerSchema } },
    },
    async (request, reply) => ({ data: answerSignIn(reply, app.config, await completeTwoFactorSignInWithPasskey(app, request.body, clientOf(request))) }),
  );
};

/** The signed-in user's passkeys (behind authenticate). Adding and removing one needs a recent proof. */
export const passkeyUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.profile));

  app.get(
    '/users/me/passkeys',
    { schema: { tags, security, summary: 'My passkeys: name, when added and last used', response: { 200: PasskeysAnswerSchema } } },
    async (request) => ({ data: await myPasskeys(app.db, request.caller) }),
  );

  app.post(
    '/users/me/passkeys/registration-options',
    {
      onRequest: app.requireRecentProof,
      config: perIp(20),
      schema: { tags, security, summary: 'Start adding a passkey: options for navigator.credentials.create (after a recent password or code)', response: { 200: PasskeyRegistrationOptionsAnswerSchema } },
    },
    async (request) => ({ data: await startPasskeyEnrolment(app, request.caller) }),
  );

  app.post(
    '/users/me/passkeys',
    {
      onRequest: app.requireRecentProof,
      bodyLimit: ENROL_BODY_LIMIT,
      config: perIp(20),
      schema: { tags, security, summary: "Add a passkey: the browser's answer to the registration options, checked once", body: AddPasskeySchema, response: { 201: PasskeyAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await addPasskey(app, request.caller, request.body, auditContextOf(request)), message: PASSKEY_ADDED }),
  );

  app.patch(
    '/users/me/passkeys/:id',
    { schema: { tags, security, summary: 'Rename one of my passkeys', params: PasskeyIdParamsSchema, body: RenamePasskeySchema, response: { 200: PasskeyAnswerSchema } } },
    async (request) => ({ data: await renameMyPasskey(app.db, request.caller, request.params.id, request.body.name), message: PASSKEY_RENAMED }),
  );

  app.delete(
    '/users/me/passkeys/:id',
    {
      onRequest: app.requireRecentProof,
      config: perIp(20),
      schema: { tags, security, summary: 'Remove one of my passkeys (after a recent password or code); it signs in no more', params: PasskeyIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeMyPasskey(app.db, request.caller, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/step-up/passkey-options',
    {
      bodyLimit: SIGN_IN_BODY_LIMIT,
      config: perIp(20),
      schema: { tags, security, summary: 'Confirm it is me with a passkey: options for navigator.credentials.get, then POST /auth/step-up with {passkey}', response: { 200: PasskeyAuthenticationOptionsAnswerSchema } },
    },
    async (request) => ({ data: await stepUpPasskeyOptions(app, request.caller.userId) }),
  );
};
