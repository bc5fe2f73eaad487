import { createHash, randomBytes } from 'node:crypto';
import { iso } from '@portal/domain/common/iso';
import { PROVIDER_NAMES, TRACKING_PROVIDERS, type Integration, type TestResult, type TrackingProvider } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { listPowerUnitLinks } from '../equipment/equipment-eld.service';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, forbidden, HttpProblem } from '../../lib/problem';
import { REFRESH_MARGIN_MS, withAccessToken } from './access-token';
import { syncPositions } from './position-sync';
import { ProviderError } from './samsara-client';
import { decryptToken, encryptToken } from './token-cipher';
import type { TrackingContext } from './tracking-context';
import { consumeState, deleteVehicles, findIntegration, findStateOwner, insertState, listVehicles, updateIntegration, upsertConnected } from './tracking-integration.repository';
import { enqueuePoll, enqueueRefresh } from './tracking-jobs';
import { TRACKING_INTEGRATION_MESSAGES } from '@portal/domain/tracking-integration/tracking-integration-messages';
import { answerMessage } from '@portal/domain/common/message-codes';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';

/** How long an authorize redirect may take before its state is refused. */
export const STATE_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** The integrations tab: one card per provider, with the company's power units and their ELD vehicles. */
export async function listIntegrations(db: Db, configured: boolean, caller: Caller): Promise<{ data: Integration[] }> {
  const data: Integration[] = [];
  for (const provider of TRACKING_PROVIDERS) data.push(await integrationView(db, configured, caller.companyId, provider));
  return { data };
}

export async function integrationView(db: Db, configured: boolean, companyId: number, provider: TrackingProvider): Promise<Integration> {
  const row = await findIntegration(db, companyId, provider);
  const vehicles = row ? await listVehicles(db, row.id) : [];
  const byId = new Map(vehicles.map((v) => [v.provider_vehicle_id, v]));
  const units = await listPowerUnitLinks(db, companyId);
  return {
    provider,
    providerName: PROVIDER_NAMES[provider],
    configured,
    status: (row?.status ?? 'disconnected') as Integration['status'],
    connectedBy: row?.connected_by_first_name ? `${row.connected_by_first_name} ${row.connected_by_last_name ?? ''}`.trim() : null,
    connectedAt: iso(row?.connected_at),
    externalOrgName: row?.external_org_name ?? null,
    scopes: row?.scopes ?? [],
    accessExpiresAt: row?.status === 'connected' ? iso(row.access_expires_at) : null,
    lastPositionAt: iso(row?.last_position_at),
    lastSuccessAt: iso(row?.last_success_at),
    lastErrorCode: row?.last_error_code ?? null,
    lastErrorAt: iso(row?.last_error_at),
    eldVehicleCount: vehicles.length,
    powerUnits: units.map((unit) => {
      const vehicle = unit.eldVehicleId ? byId.get(unit.eldVehicleId) : undefined;
      return {
        equipmentId: unit.equipmentId,
        unitNumber: unit.unitNumber,
        eldVehicleId: unit.eldVehicleId,
        eldVehicleName: vehicle?.name ?? null,
        lastPositionAt: iso(vehicle?.last_position_at),
        lastLocation: vehicle?.last_formatted_location ?? null,
      };
    }),
  };
}

/** Who is starting or completing a connection: the signed-in user, and the sign-in session when the token names one. */
export interface FlowOwner {
  caller: Caller;
  sessionId: string | null;
}

/** RFC 7636: 32 random bytes make a 43-character verifier; the challenge is its SHA-256, base64url. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Starts the authorization-code flow: a random, single-use state bound to the company, the admin and
 * the sign-in session, for ten minutes, holding the PKCE verifier (encrypted) the code will need.
 */
export async function startAuthorize(ctx: TrackingContext, owner: FlowOwner, now = new Date()): Promise<{ data: { authorizeUrl: string } }> {
  const state = randomBytes(24).toString('base64url');
  const pkce = pkcePair();
  await insertState(ctx.db, {
    stateHash: hashState(state),
    companyId: owner.caller.companyId,
    userId: owner.caller.userId,
    sessionId: owner.sessionId,
    provider: 'samsara',
    codeVerifierEnc: encryptToken(ctx.samsara.tokenKey, pkce.verifier),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    now,
  });
  return { data: { authorizeUrl: ctx.client.authorizeUrl(state, ctx.redirectUri, pkce.challenge) } };
}

const BACK = '/profile?tab=integrations';

/**
 * Where the provider's redirect goes next: the integrations tab, carrying the code and state (or the
 * provider's error) for the signed-in page to hand to completeAuthorize. Nothing is checked or stored
 * here: a browser redirect carries no bearer token, so it cannot say whose connection this is.
 */
export function callbackTarget(provider: TrackingProvider, query: { code?: string; state?: string; error?: string }): string {
  if (query.error) return `${BACK}&error=${query.error === 'access_denied' ? 'access_denied' : 'authorization_failed'}`;
  if (!query.state || !query.code) return `${BACK}&error=state_mismatch`;
  return `${BACK}&${new URLSearchParams({ provider, code: query.code, state: query.state }).toString()}`;
}

/**
 * Completes the connection for the admin who started it, from the same sign-in: the state must be one
 * we issued to them, unused and fresh (else nothing is stored); the code is exchanged with the state's
 * PKCE verifier, the tokens stored encrypted, and a first poll fetches the positions.
 */
export async function completeAuthorize(ctx: TrackingContext, owner: FlowOwner, body: { code: string; state: string }, now = new Date()): Promise<{ data: Integration }> {
  const { caller, sessionId } = owner;
  const stateHash = hashState(body.state);
  const taken = await consumeState(ctx.db, stateHash, 'samsara', { userId: caller.userId, companyId: caller.companyId, sessionId }, now);
  if (!taken) {
    const found = await findStateOwner(ctx.db, stateHash, 'samsara');
    const foreign = found && (found.user_id !== caller.userId || found.company_id !== caller.companyId || (found.session_id !== null && found.session_id !== sessionId));
    // A foreign state is left as it is: refusing it must not spend it for the one who started it.
    if (foreign) throw forbidden(TRACKING_INTEGRATION_MESSAGES.foreignConnection);
    throw badRequest(TRACKING_INTEGRATION_MESSAGES.connectionExpired);
  }
  let answer;
  try {
    answer = await ctx.client.exchangeCode(body.code, ctx.redirectUri, decryptToken(ctx.samsara.tokenKey, taken.code_verifier_enc));
  } catch (error) {
    ctx.log?.warn({ err: error }, 'Samsara code exchange failed');
    if (error instanceof ProviderError && error.status < 500) throw badRequest(TRACKING_INTEGRATION_MESSAGES.authorizationRefused);
    throw new HttpProblem(502, 'Bad Gateway', TRACKING_INTEGRATION_MESSAGES.unreachable);
  }
  let org: { id: string; name: string } | null = null;
  try {
    org = (await ctx.client.me(answer.accessToken)).data;
  } catch (error) {
    ctx.log?.warn({ err: error }, 'Samsara /me failed after connecting');
  }
  const expiresAt = new Date(now.getTime() + answer.expiresIn * 1000);
  await ctx.db.transaction().execute(async (trx) => {
    const { id } = await upsertConnected(trx, {
      companyId: taken.company_id,
      provider: 'samsara',
      userId: taken.user_id,
      accessEnc: encryptToken(ctx.samsara.tokenKey, answer.accessToken),
      refreshEnc: encryptToken(ctx.samsara.tokenKey, answer.refreshToken),
      expiresAt,
      scopes: answer.scopes,
      orgId: org?.id ?? null,
      orgName: org?.name ?? null,
      now,
    });
    await deleteVehicles(trx, id);
    await enqueueRefresh(trx, taken.company_id, expiresAt, REFRESH_MARGIN_MS);
    await enqueuePoll(trx, taken.company_id, new Date(now.getTime() + ctx.samsara.pollSeconds * 1000));
  });
  try {
    await syncPositions(ctx, taken.company_id, now);
  } catch (error) {
    ctx.log?.warn({ err: error }, 'First Samsara poll failed');
  }
  return { data: await integrationView(ctx.db, true, caller.companyId, 'samsara') };
}

/** Test: GET /me and a fresh poll of the positions, timed. A failure is answered, not thrown (it is the test's result). */
export async function testConnection(ctx: TrackingContext, caller: Caller, now = new Date()): Promise<{ data: TestResult }> {
  const started = performance.now();
  try {
    const me = await withAccessToken(ctx, caller.companyId, (token) => ctx.client.me(token), now);
    const sync = await syncPositions(ctx, caller.companyId, now);
    const latencyMs = Math.round(performance.now() - started);
    return { data: { ok: true, latencyMs, vehicleCount: sync.vehicles, orgName: me.data.name, ...answerMessage(TRACKING_INTEGRATION_MESSAGES.connectedTo({ orgName: me.data.name, vehicles: sync.vehicles, positions: sync.positions })) } };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    if (error instanceof ProviderError && !error.needsReauth) {
      const row = await findIntegration(ctx.db, caller.companyId, 'samsara');
      if (row) await updateIntegration(ctx.db, row.id, { last_error_code: error.code, last_error_at: now });
    }
    const message =
      error instanceof ProviderError
        ? TRACKING_INTEGRATION_MESSAGES.samsaraAnswered({ status: error.status, code: error.code })
        : error instanceof HttpProblem
          ? error.coded
          : error instanceof Error
            ? PROBLEM_MESSAGES.asSent({ text: error.message })
            : TRACKING_INTEGRATION_MESSAGES.testFailed;
    return { data: { ok: false, latencyMs, vehicleCount: 0, orgName: null, ...answerMessage(message) } };
  }
}

/**
 * Disconnect: revoke the grant at Samsara, then wipe the tokens and the cursor whatever the revoke
 * answered (a failed revoke is recorded as `revoke_failed`; the grant then dies with its refresh token's disuse).
 */
export async function disconnect(ctx: TrackingContext, caller: Caller, now = new Date()) {
  const row = await findIntegration(ctx.db, caller.companyId, 'samsara');
  if (!row || row.status === 'disconnected') return { data: await integrationView(ctx.db, true, caller.companyId, 'samsara') };
  let revokeFailed = false;
  const token = row.refresh_token_enc ?? row.access_token_enc;
  if (token) {
    try {
      await ctx.client.revoke(decryptToken(ctx.samsara.tokenKey, token));
    } catch (error) {
      revokeFailed = true;
      ctx.log?.warn({ err: error }, 'Samsara revoke failed; tokens wiped anyway');
    }
  }
  await updateIntegration(ctx.db, row.id, {
    status: 'disconnected',
    access_token_enc: null,
    refresh_token_enc: null,
    access_expires_at: null,
    feed_cursor: null,
    poll_not_before: null,
    disconnected_at: now,
    last_error_code: revokeFailed ? 'revoke_failed' : null,
    last_error_at: revokeFailed ? now : null,
  });
  return { data: await integrationView(ctx.db, true, caller.companyId, 'samsara') };
}
