import { sql } from 'kysely';
import type { AuditEventsRow, NewAuditEvents } from '../../db/database';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import { containsPattern } from '../../lib/like-pattern';

/**
 * The key of the transaction-level advisory lock that puts appends to the chain in one line, across
 * connections and server processes. Any constant works as long as nothing else in the database
 * takes it (the idempotency keys hash theirs with hashtextextended, far from small numbers).
 */
const AUDIT_CHAIN_LOCK = 420_337_001;

/** Waits for the chain's lock; held until the caller's transaction commits or rolls back. */
export async function lockAuditChain(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(AUDIT_CHAIN_LOCK)}::bigint)`.execute(trx);
}

/** The hash of the newest entry (the chain's end), or undefined for an empty log. */
export async function lastAuditHash(trx: Db): Promise<string | undefined> {
  const row = await trx.selectFrom('audit_events').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash;
}

/** The id the next entry takes, drawn before the insert so the hash can cover it. */
export async function nextAuditEventId(trx: Db): Promise<number> {
  const { rows } = await sql<{ id: number | string }>`select nextval(pg_get_serial_sequence('audit_events', 'id')) as id`.execute(trx);
  return Number(rows[0]!.id);
}

export async function insertAuditEvent(trx: Db, row: NewAuditEvents & { id: number }): Promise<void> {
  await trx.insertInto('audit_events').values(row).execute();
}

/** Which entries a reader asks for; `companyId` undefined reads every company's (the brokerage). */
export interface AuditEventFilter {
  companyId?: number;
  action?: string;
  actor?: string;
  start?: Date;
  endExclusive?: Date;
}

function filtered(db: Db, filter: AuditEventFilter) {
  let q = db.selectFrom('audit_events as e').leftJoin('companies as c', 'c.id', 'e.company_id');
  if (filter.companyId !== undefined) q = q.where('e.company_id', '=', filter.companyId);
  if (filter.action) q = q.where('e.action', '=', filter.action);
  if (filter.actor) q = q.where('e.actor_email', 'ilike', containsPattern(filter.actor));
  if (filter.start) q = q.where('e.occurred_at', '>=', filter.start);
  if (filter.endExclusive) q = q.where('e.occurred_at', '<', filter.endExclusive);
  return q;
}

const COLUMNS = [
  'e.id',
  'e.occurred_at',
  'e.actor_user_id',
  'e.actor_email',
  'e.company_id',
  'c.name as company_name',
  'e.action',
  'e.target_type',
  'e.target_id',
  'e.ip',
  'e.user_agent',
  'e.details',
] as const;

/** One page of the entries, newest first, and how many match. */
export function listAuditEvents(db: Db, filter: AuditEventFilter, paging: Paging) {
  return pagedList(filtered(db, filter), (q) => q.select(COLUMNS).orderBy('e.id', 'desc'), paging);
}
export type AuditEventListRow = Awaited<ReturnType<typeof listAuditEvents>>['rows'][number];

/** The newest `limit` matching entries, newest first, for an export. */
export function exportAuditEvents(db: Db, filter: AuditEventFilter, limit: number): Promise<AuditEventListRow[]> {
  return filtered(db, filter).select(COLUMNS).orderBy('e.id', 'desc').limit(limit).execute();
}

/** The next `limit` entries after `afterId`, oldest first, every column: the chain as it is stored. */
export function auditEventsAfter(db: Db, afterId: number, limit: number): Promise<AuditEventsRow[]> {
  return db.selectFrom('audit_events').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
