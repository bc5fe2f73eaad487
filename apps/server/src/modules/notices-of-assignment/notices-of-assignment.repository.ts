import { sql } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { OPEN_NOTICE_STATUSES, type NoticeStatus } from '@portal/domain/notices-of-assignment/notice-rules';
import type { Db } from '../../db/db';
import type { NoticesOfAssignmentTable } from '../../db/database';
import type { Insertable, Updateable } from 'kysely';
import type { Caller } from '../../lib/caller';

/** A person's name as the notice shows who filed or decided it. */
const userName = (column: 'filed_by_user_id' | 'decided_by_user_id' | 'release_filed_by_user_id' | 'release_decided_by_user_id', alias: string) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = n.${sql.ref(column)})`.as(alias);

function selectNotices(db: Db) {
  return db
    .selectFrom('notices_of_assignment as n')
    .innerJoin('companies as c', 'c.id', 'n.carrier_id')
    .innerJoin('companies as f', 'f.id', 'n.factoring_company_id')
    .selectAll('n')
    .select([
      'c.name as carrier_name',
      'c.mc_number as carrier_mc_number',
      'c.dot_number as carrier_dot_number',
      'f.name as factoring_company_name',
      userName('filed_by_user_id', 'filed_by_name'),
      userName('decided_by_user_id', 'decided_by_name'),
      userName('release_filed_by_user_id', 'release_filed_by_name'),
      userName('release_decided_by_user_id', 'release_decided_by_name'),
    ]);
}

export type NoticeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectNotices>['executeTakeFirst']>>>;

/** The notices a caller takes part in: the brokerage every one, a carrier those naming it, a factor those it filed. */
function visibleTo<Q extends ReturnType<typeof selectNotices>>(query: Q, caller: Caller): Q {
  if (caller.isBrokerage) return query;
  return query.where((eb) => eb.or([eb('n.carrier_id', '=', caller.companyId), eb('n.factoring_company_id', '=', caller.companyId)])) as Q;
}

export function listNotices(db: Db, caller: Caller, status: NoticeStatus | undefined): Promise<NoticeRow[]> {
  let query = visibleTo(selectNotices(db), caller);
  if (status) query = query.where('n.status', '=', status);
  return query.orderBy('n.filed_at', 'desc').orderBy('n.id', 'desc').limit(500).execute();
}

export function findNotice(db: Db, caller: Caller, id: number): Promise<NoticeRow | undefined> {
  return visibleTo(selectNotices(db), caller).where('n.id', '=', id).executeTakeFirst();
}

/** The notice, locked for the rest of the transaction: decisions on one notice take turns. */
export function lockNotice(trx: Db, id: number) {
  return trx.selectFrom('notices_of_assignment').select(['id', 'status', 'effective_on', 'release_effective_on', 'carrier_id', 'factoring_company_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The carrier's open notice (filed, active or with a release filed), if any. */
export function findOpenNoticeOfCarrier(db: Db, carrierId: number) {
  return db
    .selectFrom('notices_of_assignment as n')
    .innerJoin('companies as c', 'c.id', 'n.carrier_id')
    .innerJoin('companies as f', 'f.id', 'n.factoring_company_id')
    .select(['n.id', 'n.status', 'n.factoring_company_id', 'f.name as factoring_company_name', 'c.name as carrier_name'])
    .where('n.carrier_id', '=', carrierId)
    .where('n.status', 'in', [...OPEN_NOTICE_STATUSES])
    .executeTakeFirst();
}

/** A carrier named by its MC or USDOT number (digits only). */
export function findCarrierByNumber(db: Db, digits: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('kind', '=', 'Carrier')
    .where((eb) => eb.or([eb('mc_number', '=', digits), eb('dot_number', '=', digits)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertNotice(trx: Db, row: Insertable<NoticesOfAssignmentTable>): Promise<number> {
  return (await trx.insertInto('notices_of_assignment').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateNotice(trx: Db, id: number, fromStatus: string, patch: Updateable<NoticesOfAssignmentTable>): Promise<boolean> {
  const result = await trx.updateTable('notices_of_assignment').set(patch).where('id', '=', id).where('status', '=', fromStatus).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const UNPAID = [PayablesInvoiceStatus.Draft, PayablesInvoiceStatus.Received, PayablesInvoiceStatus.Settled];

/** Every unpaid invoice of the carrier is paid to the factor from now on; new invoices follow the company's factor. */
export async function routeCarrierPaymentsTo(trx: Db, carrierId: number, factorId: number): Promise<number> {
  await trx.updateTable('companies').set({ factoring_company_id: factorId }).where('id', '=', carrierId).execute();
  const result = await trx.updateTable('ap_invoices').set({ remit_to_company_id: factorId, updated_at: sql<Date>`now()` }).where('carrier_id', '=', carrierId).where('status', 'in', UNPAID).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The factor's unpaid invoices of the carrier are paid to the carrier itself again, and new ones too. */
export async function routeCarrierPaymentsHome(trx: Db, carrierId: number, factorId: number): Promise<number> {
  await trx.updateTable('companies').set({ factoring_company_id: null }).where('id', '=', carrierId).where('factoring_company_id', '=', factorId).execute();
  const result = await trx
    .updateTable('ap_invoices')
    .set({ remit_to_company_id: carrierId, updated_at: sql<Date>`now()` })
    .where('carrier_id', '=', carrierId)
    .where('remit_to_company_id', '=', factorId)
    .where('status', 'in', UNPAID)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Who hears of a notice: the carrier's active admins, the factor's active users, and the
 * brokerage's payables staff (AP or Admin).
 */
export function findNoticeRecipients(db: Db, carrierId: number, factorId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.email', 'users.first_name', 'companies.kind'])
    .where('users.status', '=', 'Active')
    .where((eb) =>
      eb.or([
        eb.and([eb('users.company_id', '=', carrierId), sql<boolean>`('Admin' = any(users.roles) or 'Admin' = any(users.permissions))`]),
        eb('users.company_id', '=', factorId),
        eb.and([eb('companies.kind', '=', 'Brokerage'), sql<boolean>`users.roles && array['AP', 'Admin']::text[]`]),
      ]),
    )
    .orderBy('users.id')
    .execute();
}
