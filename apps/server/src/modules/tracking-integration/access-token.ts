import { conflict } from '../../lib/problem';
import { ProviderError } from './samsara-client';
import { decryptToken, encryptToken } from './token-cipher';
import { findIntegration, lockIntegration, updateIntegration } from './tracking-integration.repository';
import { enqueueRefresh } from './tracking-jobs';
import type { TrackingContext } from './tracking-context';
import { TRACKING_INTEGRATION_MESSAGES } from '@portal/domain/tracking-integration/tracking-integration-messages';

/** An access token is refreshed this long before it expires, so no call goes out with a dying one. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

const PROVIDER = 'samsara';

/** This process's refresh in flight per company: parallel callers here share it instead of queueing on the row lock. */
const inFlight = new Map<string, Promise<string>>();

export class NotConnectedError extends Error {}

function notConnected(): never {
  throw conflict(TRACKING_INTEGRATION_MESSAGES.notConnected);
}

/** Marks the install as needing re-authorisation: its tokens are dead, so they go. */
export async function markNeedsReauth(ctx: TrackingContext, integrationId: number, code: string, now: Date) {
  await updateIntegration(ctx.db, integrationId, {
    status: 'needs_reauth',
    access_token_enc: null,
    refresh_token_enc: null,
    last_error_code: code,
    last_error_at: now,
  });
}

/**
 * A live access token of the company's install. One refresh at a time per company: within this
 * process through a shared promise, across processes through SELECT ... FOR UPDATE on the install
 * row; whoever gets the lock second finds a fresh token and uses it (Samsara rotates the refresh
 * token, so a second refresh with the old one would be refused and lose the install).
 */
export async function accessTokenFor(ctx: TrackingContext, companyId: number, now = new Date()): Promise<string> {
  const row = await findIntegration(ctx.db, companyId, PROVIDER);
  if (!row || row.status !== 'connected' || !row.access_token_enc) notConnected();
  if (row.access_expires_at && row.access_expires_at.getTime() - REFRESH_MARGIN_MS > now.getTime()) return decryptToken(ctx.samsara.tokenKey, row.access_token_enc);
  const key = `${companyId}:${PROVIDER}`;
  const running = inFlight.get(key);
  if (running) return running;
  const refresh = refreshLocked(ctx, companyId, now).finally(() => inFlight.delete(key));
  inFlight.set(key, refresh);
  return refresh;
}

type RefreshOutcome = { token: string } | { refused: ProviderError; integrationId: number } | { failed: unknown };

/** The refresh under the row lock alone (exported for the test that proves it holds without the in-process promise). */
export async function refreshLocked(ctx: TrackingContext, companyId: number, now: Date): Promise<string> {
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const row = await lockIntegration(trx, companyId, PROVIDER);
    if (!row || row.status !== 'connected' || !row.access_token_enc || !row.refresh_token_enc) return { failed: new NotConnectedError() };
    // Another process refreshed while this one waited for the lock.
    if (row.access_expires_at && row.access_expires_at.getTime() - REFRESH_MARGIN_MS > now.getTime()) {
      return { token: decryptToken(ctx.samsara.tokenKey, row.access_token_enc) };
    }
    try {
      const answer = await ctx.client.refresh(decryptToken(ctx.samsara.tokenKey, row.refresh_token_enc));
      const expiresAt = new Date(now.getTime() + answer.expiresIn * 1000);
      // The rotated pair is stored in the transaction that holds the lock: nobody can read the old one after this commits.
      await updateIntegration(trx, row.id, {
        access_token_enc: encryptToken(ctx.samsara.tokenKey, answer.accessToken),
        refresh_token_enc: encryptToken(ctx.samsara.tokenKey, answer.refreshToken),
        access_expires_at: expiresAt,
        last_refreshed_at: now,
        ...(answer.scopes.length > 0 ? { scopes: answer.scopes } : {}),
      });
      await enqueueRefresh(trx, companyId, expiresAt, REFRESH_MARGIN_MS);
      return { token: answer.accessToken };
    } catch (error) {
      if (error instanceof ProviderError && error.needsReauth) return { refused: error, integrationId: row.id };
      return { failed: error };
    }
  });
  if ('token' in outcome) return outcome.token;
  if ('refused' in outcome) {
    await markNeedsReauth(ctx, outcome.integrationId, outcome.refused.code, now);
    throw conflict(TRACKING_INTEGRATION_MESSAGES.refreshRefused);
  }
  if (outcome.failed instanceof NotConnectedError) notConnected();
  throw outcome.failed;
}

/**
 * Runs a provider call with a live token; a 401 means the grant is gone (revoked at Samsara, say),
 * so the install needs re-authorisation.
 */
export async function withAccessToken<T>(ctx: TrackingContext, companyId: number, call: (token: string) => Promise<T>, now = new Date()): Promise<T> {
  const token = await accessTokenFor(ctx, companyId, now);
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 401) {
      const row = await findIntegration(ctx.db, companyId, PROVIDER);
      if (row) await markNeedsReauth(ctx, row.id, 'unauthorized', now);
    }
    throw error;
  }
}
