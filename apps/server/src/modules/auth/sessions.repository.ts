import { sql } from 'kysely';
import type { Db } from '../../db/db';

export interface NewSessionRow {
  id: string;
  userId: number;
  companyId: number;
  mobile: boolean;
  sessionGeneration: number;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
  refreshHash: string;
}

export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      company_id: row.companyId,
      mobile: row.mobile,
      session_generation: row.sessionGeneration,
      ip: row.ip,
      user_agent: row.userAgent,
      expires_at: row.expiresAt,
      refresh_hash: row.refreshHash,
    })
    .execute();
}

/** The session row, locked for the transaction: two refreshes of one session run one after the other. */
export async function lockSession(db: Db, id: string) {
  return db.selectFrom('user_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** What a request needs to know of its session: whose, and whether it still runs. */
export async function findSessionState(db: Db, id: string) {
  return db
    .selectFrom('user_sessions')
    .select(['user_id', 'ended_at', 'expires_at', 'last_seen_at', 'verified_at', 'refresh_hash', 'previous_refresh_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function rotateRefresh(db: Db, id: string, change: { refreshHash: string; previousHash: string; expiresAt: Date; ip: string | null; userAgent: string | null }) {
  await db
    .updateTable('user_sessions')
    .set({
      refresh_hash: change.refreshHash,
      previous_refresh_hash: change.previousHash,
      refreshed_at: sql<Date>`now()`,
      last_seen_at: sql<Date>`now()`,
      expires_at: change.expiresAt,
      ip: change.ip,
      user_agent: change.userAgent,
    })
    .where('id', '=', id)
    .execute();
}

export async function touchSession(db: Db, id: string): Promise<void> {
  await db.updateTable('user_sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Records that the user proved who they are again in this session (password or second factor). */
export async function markSessionVerified(db: Db, id: string): Promise<void> {
  await db.updateTable('user_sessions').set({ verified_at: sql<Date>`now()` }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

export async function endSessionRow(db: Db, id: string, reason: string): Promise<void> {
  await db.updateTable('user_sessions').set({ ended_at: sql<Date>`now()`, end_reason: reason }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/** Ends one of the user's open sessions (answering whose it was); undefined when the user has no such open session. */
export async function endUsersSession(db: Db, userId: number, id: string, reason: string) {
  return db
    .updateTable('user_sessions as s')
    .from('users as u')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .whereRef('u.id', '=', 's.user_id')
    .where('s.id', '=', id)
    .where('s.user_id', '=', userId)
    .where('s.ended_at', 'is', null)
    .returning(['s.id', 'u.email', 'u.company_id'])
    .executeTakeFirst();
}

/** Ends every open session of the user but one (none when keep is null); answers the ended ids. */
export async function endOtherSessions(db: Db, userId: number, keep: string | null, reason: string): Promise<string[]> {
  let query = db
    .updateTable('user_sessions')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export async function setSessionGeneration(db: Db, id: string, generation: number): Promise<void> {
  await db.updateTable('user_sessions').set({ session_generation: generation }).where('id', '=', id).execute();
}

/** The user's running sessions, latest seen first: not ended, not expired, of the current generation. */
export async function listOpenSessions(db: Db, userId: number) {
  return db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.mobile', 's.ip', 's.user_agent', 's.created_at', 's.last_seen_at', 's.expires_at'])
    .where('s.user_id', '=', userId)
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .whereRef('s.session_generation', '=', 'u.session_generation')
    .orderBy('s.last_seen_at', 'desc')
    .limit(100)
    .execute();
}
