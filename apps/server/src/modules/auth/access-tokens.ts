import { randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AccessTokenClaims } from '@portal/domain/auth/access-token';
import { MESSAGES } from '@portal/domain/common/messages';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import type { Db } from '../../db/db';
import { unauthorized } from '../../lib/problem';
import { insertSigningKey, listSigningKeys } from './auth.repository';

export const TOKEN_AUDIENCE = 'freight-portal';
/**
 * A stream ticket: the session's token for one thing only, opening a live updates stream. A browser's
 * EventSource cannot send headers, so the ticket goes in the stream's address; it lives a minute and,
 * of another audience, is refused everywhere else.
 */
export const STREAM_TICKET_AUDIENCE = 'freight-portal/live-updates';
export const STREAM_TICKET_TTL_SECONDS = 60;
export type TokenUse = 'access' | 'stream';
const AUDIENCES: Record<TokenUse, string> = { access: TOKEN_AUDIENCE, stream: STREAM_TICKET_AUDIENCE };
const TTLS: Record<TokenUse, number> = { access: 0, stream: STREAM_TICKET_TTL_SECONDS };
const ALGORITHM = 'ES256';
/**
 * Access tokens are short: the session behind them (sessions.ts) is what lasts, renewed with a
 * rotating refresh token, so a copied access token is worth a quarter of an hour at most.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A retired key keeps verifying (and stays in the JWKS) as long as the longest token it signed. */
const RETIRED_KEY_GRACE_DAYS = 31;
/** How often an unknown kid may trigger a reload of the keys (another process may have made one). */
const RELOAD_INTERVAL_MS = 30_000;
/** Verified tokens remembered (each until it expires): enough for every signed-in user of a busy day. */
const VERIFIED_TOKENS_REMEMBERED = 20_000;

export interface TokenSubject {
  userId: number;
  companyId: number;
  apiKey: string;
  roles: string[];
  permissions: string[];
  /** The user's session generation when the token is issued; a new password moves it on. */
  sessionGeneration: number;
  /** The server-side session the token belongs to; ending it refuses the token. */
  sessionId: string;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  userId: number;
  mobile: boolean;
  /** Tokens from before generations existed count as generation 0. */
  sessionGeneration: number;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface AccessTokenService {
  /** An access token, or with `use: 'stream'` a stream ticket of the same session. */
  issue(subject: TokenSubject, options?: { mobile?: boolean; use?: TokenUse }): Promise<{ accessToken: string; expiresAt: Date }>;
  /** The verified claims, or a 401 problem for anything not signed by one of our keys, current, and of this use. */
  verify(token: string, use?: TokenUse): Promise<VerifiedAccessToken>;
  /** The public keys, for /.well-known/jwks.json. */
  jwks(): Promise<{ keys: JWK[] }>;
}

const ClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  companyId: z.number().int(),
  apiKey: z.string().min(1),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  mobile: z.boolean().optional(),
  sgn: z.number().int().min(0).optional(),
  sid: z.uuid(),
  exp: z.number(),
  iat: z.number(),
});

type SigningKey = Parameters<SignJWT['sign']>[0];

interface KeySet {
  signing: { kid: string; key: SigningKey };
  publicJwks: JWK[];
  verifier: ReturnType<typeof createLocalJWKSet>;
  loadedAt: number;
}

/**
 * Access tokens are ES256 JWTs signed with keys kept in signing_keys (created on first use, so a
 * fresh database needs no setup). Verification accepts only ES256 and only our published keys:
 * `alg: none`, HMAC tokens keyed with the public key and tokens of foreign keys all fail.
 */
export function createAccessTokenService({ db, issuer }: { db: Db; issuer: string }): AccessTokenService {
  let current: Promise<KeySet> | undefined;
  // ttlAutopurge off: an entry past its ttl is simply not returned (get checks the time).
  const verified = new LRUCache<string, VerifiedAccessToken>({ max: VERIFIED_TOKENS_REMEMBERED, ttl: 1000 * ACCESS_TOKEN_TTL_SECONDS });

  async function load(): Promise<KeySet> {
    let rows = await listSigningKeys(db, RETIRED_KEY_GRACE_DAYS);
    if (!rows.some((r) => r.retired_at === null)) {
      await createSigningKey(db);
      // Re-read rather than use our own key: two processes racing here both settle on the newest.
      rows = await listSigningKeys(db, RETIRED_KEY_GRACE_DAYS);
    }
    const active = rows.find((r) => r.retired_at === null)!;
    const publicJwks = rows.map((r) => ({ ...(asJwk(r.public_jwk)), kid: r.kid, alg: ALGORITHM, use: 'sig' }));
    return {
      signing: { kid: active.kid, key: await importJWK(asJwk(active.private_jwk), ALGORITHM) },
      publicJwks,
      verifier: createLocalJWKSet({ keys: publicJwks }),
      loadedAt: Date.now(),
    };
  }

  function keys(): Promise<KeySet> {
    current ??= load().catch((error) => {
      current = undefined;
      throw error;
    });
    return current;
  }

  async function verifyWith(set: KeySet, token: string, use: TokenUse) {
    return jwtVerify(token, set.verifier, {
      algorithms: [ALGORITHM],
      issuer,
      audience: AUDIENCES[use],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    });
  }

  return {
    async issue(subject, options = {}) {
      const { signing } = await keys();
      const mobile = options.mobile === true;
      const use = options.use ?? 'access';
      const ttl = use === 'access' ? ACCESS_TOKEN_TTL_SECONDS : TTLS[use];
      const issuedAt = Math.floor(Date.now() / 1000);
      const claims: Omit<AccessTokenClaims, 'sub'> = {
        companyId: subject.companyId,
        apiKey: subject.apiKey,
        roles: subject.roles,
        permissions: subject.permissions,
        mobile,
      };
      const accessToken = await new SignJWT({ ...claims, sgn: subject.sessionGeneration, sid: subject.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, kid: signing.kid, typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuer(issuer)
        .setAudience(AUDIENCES[use])
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .setJti(randomUUID())
        .sign(signing.key);
      return { accessToken, expiresAt: new Date((issuedAt + ttl) * 1000) };
    },

    async verify(token, use = 'access') {
      // An ECDSA verification costs more than the rest of a cheap request; a token we verified
      // before is the same token (the cache is keyed by its use and whole text, signature included).
      const key = `${use}:${token}`;
      const known = verified.get(key);
      if (known) return known;
      const result = await verifyOnce(token, use);
      verified.set(key, result, { ttl: Math.max(1, result.expiresAt.getTime() - Date.now()) });
      return result;
    },

    async jwks() {
      return { keys: (await keys()).publicJwks };
    },
  };

  async function verifyOnce(token: string, use: TokenUse): Promise<VerifiedAccessToken> {
    let payload;
    try {
      let set = await keys();
      try {
        ({ payload } = await verifyWith(set, token, use));
      } catch (error) {
        if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - set.loadedAt < RELOAD_INTERVAL_MS) throw error;
        current = undefined;
        set = await keys();
        ({ payload } = await verifyWith(set, token, use));
      }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized(MESSAGES.tokenExpired);
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthorized(AUTH_MESSAGES.accessTokenInvalid);
      throw error;
    }
    const parsed = ClaimsSchema.safeParse(payload);
    if (!parsed.success) throw unauthorized(AUTH_MESSAGES.accessTokenInvalid);
    const claims = parsed.data;
    return { ...claims, userId: Number(claims.sub), mobile: claims.mobile === true, sessionGeneration: claims.sgn ?? 0, sessionId: claims.sid, issuedAt: new Date(claims.iat * 1000), expiresAt: new Date(claims.exp * 1000) };
  }
}

async function createSigningKey(db: Db): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  await insertSigningKey(db, { kid, algorithm: ALGORITHM, privateJwk, publicJwk });
}

function asJwk(value: unknown): JWK {
  return (typeof value === 'string' ? JSON.parse(value) : value) as JWK;
}
