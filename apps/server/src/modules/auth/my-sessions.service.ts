import { describeUserAgent, type MySession } from '@portal/domain/auth/my-sessions';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import type { SessionChecks } from './session-checks';
import { endUsersSession, listOpenSessions } from './sessions.repository';

export async function mySessions(db: Db, caller: Caller, currentSessionId: string): Promise<MySession[]> {
  const rows = await listOpenSessions(db, caller.userId);
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.user_agent),
    ipAddress: row.ip,
    mobile: row.mobile,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one of the caller's own sessions; anyone else's (or one already ended) is not found, so the
 * ids of other people's sessions cannot be probed.
 */
export async function endMySession(ctx: { db: Db; sessionChecks: SessionChecks }, caller: Caller, currentSessionId: string, sessionId: string): Promise<void> {
  const ended = await endUsersSession(ctx.db, caller.userId, sessionId, sessionId === currentSessionId ? 'signed-out' : 'ended-from-profile');
  if (!ended && sessionId !== currentSessionId) throw notFound('Session');
  ctx.sessionChecks.forget(sessionId);
}
