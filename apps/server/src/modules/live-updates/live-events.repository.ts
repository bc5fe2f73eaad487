import { sql } from 'kysely';
import type { Db } from '../../db/db';

export interface LiveEventRow {
  id: number;
  company_id: number | null;
  kind: string;
  subject_id: number;
}

const COLUMNS = ['id', 'company_id', 'kind', 'subject_id'] as const;

/** The newest event's id (0 when there is none): where a server starts listening. */
export async function lastEventId(db: Db): Promise<number> {
  const row = await db.selectFrom('live_events').select(sql<number | null>`max(id)`.as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The events after `afterId`, oldest first, at most `limit`. */
export function eventsAfter(db: Db, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db.selectFrom('live_events').select(COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/**
 * One audience's events after `afterId` up to `upTo` (a reconnecting stream's replay): a company's, or
 * with null the brokerage's.
 */
export function audienceEventsAfter(db: Db, companyId: number | null, afterId: number, upTo: number, limit: number): Promise<LiveEventRow[]> {
  const forAudience = db
    .selectFrom('live_events')
    .select(COLUMNS)
    .where('id', '>', afterId)
    .where('id', '<=', upTo);
  return (companyId === null ? forAudience.where('company_id', 'is', null) : forAudience.where('company_id', '=', companyId)).orderBy('id').limit(limit).execute();
}

/** The oldest event still kept (null when none): a resume from before it cannot be complete. */
export async function oldestEventId(db: Db): Promise<number | null> {
  const row = await db.selectFrom('live_events').select(sql<number | null>`min(id)`.as('id')).executeTakeFirst();
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** Removes the events older than `before`; any server may run it, running it twice does no harm. */
export async function removeEventsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
