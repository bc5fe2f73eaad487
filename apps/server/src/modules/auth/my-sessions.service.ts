import { describeUserAgent, type MySession } from '@portal/domain/auth/my-sessions';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import type { SessionChecks } from './session-checks';
import { actorOf, recordAudit } from '../audit/record-audit';
import type { ClientInfo } from './sessions';
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
export async function endMySession(ctx: { db: Db; sessionChecks: SessionChecks }, caller: Caller, currentSessionId: string, sessionId: string, client: ClientInfo): Promise<void> {
  const own = sessionId === currentSessionId;
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await endUsersSession(trx, caller.userId, sessionId, own ? 'signed-out' : 'ended-from-profile');
    if (!ended) {
      if (!own) throw notFound('Session');
      return;
    }
    await recordAudit(trx, { action: own ? 'auth.sign_out' : 'auth.session_ended', actor: actorOf(caller), target: { type: 'session', id: sessionId }, context: client });
  });
  ctx.sessionChecks.forget(sessionId);
}
