import { sql } from 'kysely';
import type { AccessRequestStatus } from '@portal/domain/contacts/access-request-schemas';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';

/** The portal company carrying this MC or DOT number (carriers and factoring companies ask for access). */
export function findCompanyByNumber(db: Db, kind: 'MC' | 'DOT' | 'Either', digits: string) {
  const stripped = (column: 'mc_number' | 'dot_number') => sql<string>`ltrim(regexp_replace(coalesce(${sql.ref(column)}, ''), '\\D', '', 'g'), '0')`;
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where((eb) => {
      const mc = eb(stripped('mc_number'), '=', digits);
      const dot = eb(stripped('dot_number'), '=', digits);
      return kind === 'MC' ? mc : kind === 'DOT' ? dot : eb.or([mc, dot]);
    })
    .where('kind', 'in', ['Carrier', 'FactoringCompany', 'Customer'])
    .orderBy('id')
    .executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return row?.id;
}

/** A new open request, or nothing when the same address already has one open for the company. */
export async function insertOpenRequest(db: Db, request: { companyId: number; email: string; firstName: string; lastName: string; companyNumber: string }): Promise<boolean> {
  const rows = await db
    .insertInto('access_requests')
    .values({ company_id: request.companyId, email: request.email, first_name: request.firstName, last_name: request.lastName, company_number: request.companyNumber })
    // The partial index's condition as a literal: with a bound value, a prepared statement's generic plan
    // (from its sixth run on a connection) cannot match the index and PostgreSQL refuses the insert.
    .onConflict((oc) => oc.expression(sql`company_id, lower(email)`).where('status', '=', sql.lit('Open')).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

const REQUEST_COLUMNS = [
  'r.id',
  'r.first_name',
  'r.last_name',
  'r.email',
  'r.company_number',
  'r.status',
  'r.created_at',
  'r.decided_at',
  'r.decline_reason',
  'r.contact_id',
  sql<string | null>`case when d.id is null then null else d.first_name || ' ' || d.last_name end`.as('decided_by'),
] as const;

function companyRequests(db: Db, companyId: number) {
  return db.selectFrom('access_requests as r').leftJoin('users as d', 'd.id', 'r.decided_by_user_id').where('r.company_id', '=', companyId);
}

/** The company's requests, newest first (open ones by default). */
export function listCompanyRequests(db: Db, companyId: number, status: AccessRequestStatus | 'All', paging: Paging) {
  const filtered = status === 'All' ? companyRequests(db, companyId) : companyRequests(db, companyId).where('r.status', '=', status);
  return pagedList(filtered, (q) => q.select(REQUEST_COLUMNS).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), paging);
}
export type AccessRequestRow = Awaited<ReturnType<typeof listCompanyRequests>>['rows'][number];

export function findCompanyRequest(db: Db, companyId: number, id: number) {
  return companyRequests(db, companyId).select(REQUEST_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

/** Locks a request of the company for its decision. */
export function lockCompanyRequest(trx: Db, companyId: number, id: number) {
  return trx.selectFrom('access_requests').selectAll().where('company_id', '=', companyId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function decideRequest(trx: Db, id: number, decision: { status: 'Approved' | 'Denied'; userId: number; contactId?: number; reason?: string }) {
  await trx
    .updateTable('access_requests')
    .set({ status: decision.status, decided_at: new Date(), decided_by_user_id: decision.userId, contact_id: decision.contactId ?? null, decline_reason: decision.reason ?? null })
    .where('id', '=', id)
    .execute();
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.name;
}
