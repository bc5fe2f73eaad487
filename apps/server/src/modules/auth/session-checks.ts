import { LRUCache } from 'lru-cache';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import type { Db } from '../../db/db';
import { unauthorized } from '../../lib/problem';
import { findUserById } from './auth.repository';
import { findSessionState, touchSession } from './sessions.repository';

/**
 * The longest a process trusts what it read of a session. Ending a session on any process refuses
 * its tokens on every other one within this time, at the cost of one key lookup a second per session.
 */
const REMEMBER_MS = 1_000;
/** Last seen is written when the stored time is older than this: often enough for the profile's list. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export interface SessionChecks {
  /** 401 unless the session exists, belongs to the user, has not ended and has not expired. */
  assertRunning(sessionId: string, userId: number): Promise<void>;
  forget(sessionId: string): void;
}

/** rememberMs 0 reads the session on every request (the tests change sessions under the app). */
export function createSessionChecks(db: Db, rememberMs: number): SessionChecks {
  const ttl = Math.min(REMEMBER_MS, rememberMs);
  const running = ttl > 0 ? new LRUCache<string, { userId: number }>({ max: 50_000, ttl }) : null;
  return {
    async assertRunning(sessionId, userId) {
      const known = running?.get(sessionId);
      if (known?.userId === userId) return;
      const row = await findSessionState(db, sessionId);
      if (!row || row.user_id !== userId || row.ended_at || row.expires_at.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.sessionEnded);
      if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) await touchSession(db, sessionId);
      running?.set(sessionId, { userId });
    },
    forget(sessionId) {
      running?.delete(sessionId);
    },
  };
}

/**
 * Whether a token's session still runs, read afresh (what this process remembers is forgotten first):
 * not ended or expired, and no new password since the token was issued. For what outlives a request,
 * such as an open stream.
 */
export async function tokenSessionRuns(db: Db, checks: SessionChecks, token: { sessionId: string; userId: number; sessionGeneration: number }): Promise<boolean> {
  checks.forget(token.sessionId);
  try {
    await checks.assertRunning(token.sessionId, token.userId);
  } catch {
    return false;
  }
  const user = await findUserById(db, token.userId);
  return user !== undefined && user.session_generation === token.sessionGeneration;
}
