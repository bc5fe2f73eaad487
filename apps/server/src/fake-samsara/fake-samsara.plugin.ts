import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_VEHICLES } from './fake-fleet';
import { consentPage } from './consent-page';
import { createFakeState, PKCE_CHALLENGE, type FakeState, type FailSwitch } from './fake-samsara.state';

export interface FakeSamsaraOptions {
  clientId: string;
  clientSecret: string;
  /** The fake's memory; a test passes its own to read the counters and flip the switches. */
  state?: FakeState;
}

declare module 'fastify' {
  interface FastifyInstance {
    fakeSamsara?: FakeState;
  }
}

interface Cursor {
  /** Offset into the vehicle list. */
  o: number;
  /** Feed only: points after this time (ms) ... */
  t?: number;
  /** ... up to this time (ms), fixed for all pages of one round. */
  u?: number;
}

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(value: string | undefined): Cursor | undefined | 'bad' {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    return typeof parsed.o === 'number' ? parsed : 'bad';
  } catch {
    return 'bad';
  }
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description });
}

/**
 * A local stand-in for Samsara, mounted at /__fake/samsara in local, test and demo modes only: the
 * OAuth 2.0 authorization-code flow with a consent page and PKCE (S256), refresh-token rotation that
 * refuses a reused refresh token, revoke, GET /me, /fleet/vehicles, /fleet/vehicles/stats?types=gps
 * and its /feed with cursor pagination, and switches for 401, 429 (Retry-After) and 5xx.
 */
export const fakeSamsaraPlugin: FastifyPluginAsync<FakeSamsaraOptions> = async (app, options) => {
  const state = options.state ?? createFakeState();
  const expectedBasic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const hide = { schema: { hide: true } };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // The fake insists on PKCE with S256, so a client that stops sending it fails here rather than in production.
  const pkceOk = (fields: Record<string, string | undefined>) => fields.code_challenge_method === 'S256' && PKCE_CHALLENGE.test(fields.code_challenge ?? '');

  app.get('/oauth2/authorize', hide, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.client_id !== options.clientId || query.response_type !== 'code' || !query.redirect_uri) {
      return reply.code(400).type('text/plain').send('invalid_request: unknown client_id, or response_type is not code, or no redirect_uri');
    }
    if (!pkceOk(query)) return reply.code(400).type('text/plain').send('invalid_request: code_challenge with code_challenge_method=S256 is required');
    return reply
      .type('text/html; charset=utf-8')
      .send(consentPage({ state: query.state ?? '', redirectUri: query.redirect_uri, clientId: options.clientId, codeChallenge: query.code_challenge! }));
  });

  app.post('/oauth2/authorize', hide, async (request, reply) => {
    const form = request.body as Record<string, string | undefined>;
    if (form.client_id !== options.clientId || !form.redirect_uri || !pkceOk(form)) return reply.code(400).type('text/plain').send('invalid_request');
    const target = new URL(form.redirect_uri);
    if (form.decision === 'approve') target.searchParams.set('code', state.newCode(form.redirect_uri, form.code_challenge!));
    else target.searchParams.set('error', 'access_denied');
    if (form.state) target.searchParams.set('state', form.state);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/oauth2/token', hide, async (request, reply) => {
    if (request.headers.authorization !== expectedBasic) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.grant_type === 'authorization_code') {
      const issued = form.code ? state.exchangeCode(form.code, form.redirect_uri, form.code_verifier) : undefined;
      return issued ?? oauthError(reply, 400, 'invalid_grant', 'The authorization code is invalid, used or expired, or the code_verifier does not match its code_challenge');
    }
    if (form.grant_type === 'refresh_token') {
      const issued = form.refresh_token ? state.refresh(form.refresh_token) : undefined;
      return issued ?? oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid, revoked or was already used');
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  });

  app.post('/oauth2/revoke', hide, async (request, reply) => {
    if (request.headers.authorization !== expectedBasic) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
    if (state.switches.revokeFails) return reply.code(503).send({ message: 'Service unavailable' });
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.token) state.revoke(form.token);
    return reply.code(200).send({});
  });

  /** Every API call: the switched-on failure first, then the bearer token. */
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    state.stats.apiCalls += 1;
    const failure = state.takeFailure();
    if (failure) return answerFailure(reply, failure, state);
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!state.accessTokenValid(bearer)) return reply.code(401).send({ message: 'Unauthorized', requestId: request.id });
    return undefined;
  };

  app.get('/me', { ...hide, preHandler: guard }, async () => ({ data: { id: '4000001', name: 'Blue Ridge Freight (Samsara)' } }));

  app.get('/fleet/vehicles', { ...hide, preHandler: guard }, async (request, reply) => {
    const cursor = decode((request.query as Record<string, string | undefined>).after);
    if (cursor === 'bad') return reply.code(400).send({ message: 'Invalid cursor' });
    return page(FAKE_VEHICLES.map((v) => ({ id: v.id, name: v.name, vin: v.vin, externalIds: { 'samsara.vin': v.vin } })), cursor?.o ?? 0, limitOf(request), (o) => ({ o }));
  });

  app.get('/fleet/vehicles/stats', { ...hide, preHandler: guard }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.types !== 'gps') return reply.code(400).send({ message: 'types must be gps in this fake' });
    const cursor = decode(query.after);
    if (cursor === 'bad') return reply.code(400).send({ message: 'Invalid cursor' });
    const now = state.clock();
    const rows = FAKE_VEHICLES.map((v) => ({ id: v.id, name: v.name, gps: state.pointOf(v.id, now)! }));
    return page(rows, cursor?.o ?? 0, limitOf(request), (o) => ({ o }));
  });

  app.get('/fleet/vehicles/stats/feed', { ...hide, preHandler: guard }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.types !== 'gps') return reply.code(400).send({ message: 'types must be gps in this fake' });
    const cursor = decode(query.after);
    if (cursor === 'bad') return reply.code(400).send({ message: 'Invalid cursor' });
    const until = cursor?.u ?? state.clock().getTime();
    const since = cursor?.t;
    const rows = FAKE_VEHICLES.map((v) => {
      const point = state.pointOf(v.id, new Date(until))!;
      const fresh = since === undefined || new Date(point.time).getTime() > since;
      return { id: v.id, name: v.name, gps: fresh ? [point] : [] };
    });
    const answer = page(rows, cursor?.o ?? 0, limitOf(request), (o) => ({ o, t: since, u: until }));
    // The last page hands out the cursor of the next round: everything after `until`.
    if (!answer.pagination.hasNextPage) answer.pagination.endCursor = encode({ o: 0, t: until });
    return answer;
  });

  app.post('/__switches', hide, async (request) => {
    const body = (request.body ?? {}) as Partial<{ fail: FailSwitch | null; revokeFails: boolean; accessTokenSeconds: number; pageSize: number; revokeAll: boolean; clearPlacements: boolean }>;
    if (body.fail !== undefined) state.switches.fail = body.fail ?? undefined;
    if (body.revokeFails !== undefined) state.switches.revokeFails = body.revokeFails;
    if (body.accessTokenSeconds !== undefined) state.switches.accessTokenSeconds = body.accessTokenSeconds;
    if (body.pageSize !== undefined) state.switches.pageSize = Math.max(1, body.pageSize);
    if (body.revokeAll) state.revokeAll();
    if (body.clearPlacements) state.clearPlacements();
    return { switches: state.switches, stats: state.stats };
  });

  app.get('/__stats', hide, async () => ({ switches: state.switches, stats: state.stats }));

  app.post('/__vehicles/:vehicleId/position', hide, async (request, reply) => {
    const { vehicleId } = request.params as { vehicleId: string };
    const body = (request.body ?? {}) as { latitude?: number; longitude?: number };
    if (!FAKE_VEHICLES.some((v) => v.id === vehicleId || v.name === vehicleId)) return reply.code(404).send({ message: 'No such vehicle' });
    if (typeof body.latitude !== 'number' || typeof body.longitude !== 'number') return reply.code(400).send({ message: 'latitude and longitude are numbers' });
    const id = FAKE_VEHICLES.find((v) => v.id === vehicleId || v.name === vehicleId)!.id;
    state.placeVehicle(id, body.latitude, body.longitude);
    return { id };
  });

  function limitOf(request: FastifyRequest): number {
    const asked = Number((request.query as Record<string, string | undefined>).limit ?? 512);
    return Math.min(Number.isFinite(asked) && asked > 0 ? asked : 512, 512, state.switches.pageSize);
  }
};

function page<T>(rows: T[], offset: number, limit: number, cursorAt: (offset: number) => Cursor) {
  const next = offset + limit;
  const hasNextPage = next < rows.length;
  return { data: rows.slice(offset, next), pagination: { endCursor: hasNextPage ? encode(cursorAt(next)) : encode(cursorAt(rows.length)), hasNextPage } };
}

function answerFailure(reply: FastifyReply, failure: FailSwitch, state: FakeState) {
  if (failure.status === 429) {
    state.stats.rateLimited += 1;
    return reply.code(429).header('retry-after', String(failure.retryAfterSeconds ?? 1)).send({ message: 'Rate limit exceeded' });
  }
  if (failure.status === 401) return reply.code(401).send({ message: 'Unauthorized' });
  return reply.code(failure.status).send({ message: 'Internal server error' });
}
