import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { canAccess, type AccessRule } from '@portal/domain/auth/access';
import { API_KEY_HEADER } from '@portal/domain/auth/access-token';
import { scopeAllows, type ApiKeyArea } from '@portal/domain/auth/api-keys';
import { MESSAGES } from '@portal/domain/common/messages';
import type { Caller } from '../lib/caller';
import { HttpProblem, unauthorized } from '../lib/problem';
import { createAccessTokenService, type AccessTokenService, type VerifiedAccessToken } from '../modules/auth/access-tokens';
import { doNotUseProblem } from '../modules/auth/auth-problems';
import { findUserById, type UserWithCompany } from '../modules/auth/auth.repository';
import { callerOfRow } from '../modules/auth/current-user';
import { createApiKeyCredentials, looksLikeApiKey } from '../modules/api-keys/api-key-credentials';
import { createSessionChecks, type SessionChecks } from '../modules/auth/session-checks';
import { createTwoFactorRequirement } from '../modules/auth/two-factor-requirement';
import { assertRecentProof } from '../modules/auth/step-up.service';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

/** A hook usable as onRequest or preHandler, at API or route level. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenService;
    /** Verifies the bearer token and sets request.caller; 401 problem otherwise. */
    authenticate: AuthHook;
    /** The Carrier and Trucks APIs: a bearer token, or a company's API key in x-api-key alone. */
    authenticateWithKeys: AuthHook;
    /** 403 when a request made with an API key uses an area its scopes do not name (bearer tokens pass). */
    requireScope(area: ApiKeyArea): AuthHook;
    /** Carrier API: the x-api-key header must equal the token's apiKey claim (and the user's current key). */
    requireApiKey: AuthHook;
    /** 403 'You are not Authorized for this content' unless the caller meets the rule (after authenticate). */
    requireAccess(rule: AccessRule): AuthHook;
    /** Drops the remembered row of a user whose record just changed, so the next request reads it. */
    forgetCaller(userId: number): void;
    /** 403 (stepUpRequired) unless the caller's session gave its password or a code within the last minutes. */
    requireRecentProof: AuthHook;
    /** Whether sessions still run, remembered for a second; forget() after ending one here. */
    sessionChecks: SessionChecks;
  }
  interface FastifyRequest {
    /** Set by authenticate; only routes behind it may read it. */
    caller: Caller;
    auth: { kind: 'session'; token: VerifiedAccessToken; currentApiKey: string } | { kind: 'apiKey'; keyId: number; scopes: string[] } | null;
  }
}

const JwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })) });

/** The bearer token of the Authorization header, if it has one of the right form. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * A stream ticket in the address (`?ticket=`), on a route that answers a Server-Sent Events stream
 * only: a browser's EventSource sends no headers. Anywhere else a ticket is not read.
 */
function streamTicketOf(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config?.contract?.produces?.includes('text/event-stream')) return undefined;
  const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
  return typeof ticket === 'string' && /^[A-Za-z0-9._~+/-]+=*$/.test(ticket) ? ticket : undefined;
}

/** The session of an authenticated request (its token's); 401 when the request has none. */
export function sessionIdOf(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind !== 'session') throw new HttpProblem(403, 'Forbidden', AUTH_MESSAGES.apiKeyCannot);
  return request.auth.token.sessionId;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Identity for the three APIs. Which routes are public is decided where the APIs are put
 * together (api/*-api.ts): the Carrier API runs authenticate + requireApiKey on every route, the
 * Trucks API authenticate, the Portal API authenticate on everything but its public auth routes.
 * Hooks run on onRequest, so an unauthenticated or unauthorised caller learns nothing from body
 * validation.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = createAccessTokenService({ db: app.db, issuer: app.config.publicUrl });
    app.decorate('accessTokens', tokens);
    app.decorateRequest('caller', null as unknown as Caller);
    app.decorateRequest('auth', null);
    // Make (or load) the signing key before the first request rather than during it.
    app.addHook('onReady', async () => {
      await tokens.jwks();
    });

    // Every call needs the caller's user row; reading it each time doubled the database round
    // trips of the cheapest calls (docs/performance.md). Only rows that passed the checks below
    // are kept, for config.callerCacheSeconds.
    const ttl = app.config.callerCacheSeconds * 1000;
    const users = ttl > 0 ? new LRUCache<number, UserWithCompany>({ max: 20_000, ttl }) : null;

    const twoFactorRequirement = createTwoFactorRequirement(app.db, app.config.requireTwoFactorForAdmins, ttl);
    app.decorate('forgetCaller', (userId: number) => {
      users?.delete(userId);
      twoFactorRequirement.forget(userId);
    });
    const sessionChecks = createSessionChecks(app.db, ttl);
    app.decorate('sessionChecks', sessionChecks);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const bearer = bearerTokenOf(request);
      const ticket = bearer ? undefined : streamTicketOf(request);
      if (!bearer && !ticket) throw unauthorized();
      const token = bearer ? await tokens.verify(bearer) : await tokens.verify(ticket!, 'stream');
      const remembered = users?.get(token.userId);
      // A token of another session generation than the remembered row is checked against the row
      // itself: the password may have changed since the row was kept (on this process or another),
      // and a token issued with the new password must not be refused for a stale copy.
      const user = remembered && remembered.session_generation === token.sessionGeneration ? remembered : await findUserById(app.db, token.userId);
      // A user who was disabled or moved to another company since the token was issued is out.
      if (!user || user.status !== 'Active' || user.company_id !== token.companyId) throw unauthorized(AUTH_MESSAGES.accessTokenInvalid);
      if (token.sessionGeneration !== user.session_generation) throw unauthorized(AUTH_MESSAGES.passwordChangedSinceSignIn);
      await sessionChecks.assertRunning(token.sessionId, token.userId);
      await twoFactorRequirement.assertMet(user, request.routeOptions.url);
      if (user.do_not_use) throw doNotUseProblem();
      if (user !== remembered) users?.set(user.id, user);
      request.auth = { kind: 'session', token, currentApiKey: user.api_key };
      request.caller = callerOfRow(user, token.mobile);
    });

    const keys = createApiKeyCredentials(app.db, ttl);
    app.decorate('authenticateWithKeys', async (request: FastifyRequest, reply: FastifyReply) => {
      const given = request.headers[API_KEY_HEADER];
      if (bearerTokenOf(request) || typeof given !== 'string' || !looksLikeApiKey(given)) return app.authenticate(request, reply);
      const holder = await keys.verify(given);
      request.auth = { kind: 'apiKey', keyId: holder.keyId, scopes: holder.scopes };
      request.caller = callerOfRow(holder.user, false);
    });

    app.decorate('requireScope', (area: ApiKeyArea): AuthHook => async (request) => {
      if (request.auth?.kind === 'apiKey' && !scopeAllows(request.auth.scopes, area, request.method)) throw new HttpProblem(403, 'Forbidden', AUTH_MESSAGES.apiKeyScopeMissing);
    });

    app.decorate('requireApiKey', async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
      // A company key is a credential of its own: it was checked when the request was authenticated.
      if (request.auth.kind === 'apiKey') return;
      const given = request.headers[API_KEY_HEADER];
      if (typeof given !== 'string' || given === '') throw unauthorized(AUTH_MESSAGES.apiKeyHeaderRequired);
      // The claim must match, and must still be the user's key: rotating the key ends Carrier API access.
      if (!sameSecret(given, request.auth.token.apiKey) || !sameSecret(given, request.auth.currentApiKey)) {
        throw unauthorized(AUTH_MESSAGES.apiKeyHeaderMismatch);
      }
    });

    app.decorate('requireRecentProof', async (request: FastifyRequest) => {
      await assertRecentProof(app.db, sessionIdOf(request));
    });

    app.decorate('requireAccess', (rule: AccessRule): AuthHook => async (request) => {
      if (!request.caller) throw unauthorized();
      if (!canAccess(request.caller, rule)) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
    });

    app.get(
      '/.well-known/jwks.json',
      { schema: { tags: ['auth'], summary: 'Public keys that verify access tokens', response: { 200: JwksSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return tokens.jwks();
      },
    );
  },
  { name: 'auth' },
);
