import { sql } from 'kysely';
import { PAYEE_CHANGE_TTL_HOURS, type PayeeChangeConfirmer } from '@portal/domain/invoices/payee-change';
import type { Db } from '../../db/db';

/**
 * Held changes of payee (payee_changes). Callers pass an invoice they already read through the
 * caller's visibility, with its carrier: the rows belong to that carrier.
 */

const PENDING = 'Pending';

function withNames(db: Db) {
  return db
    .selectFrom('payee_changes as pc')
    .leftJoin('companies as fc', 'fc.id', 'pc.from_company_id')
    .leftJoin('companies as tc', 'tc.id', 'pc.to_company_id')
    .innerJoin('users as rq', 'rq.id', 'pc.requested_by_user_id')
    .leftJoin('users as dc', 'dc.id', 'pc.decided_by_user_id')
    .select([
      'pc.id',
      'pc.ap_invoice_id',
      'pc.carrier_id',
      'pc.from_company_id',
      'pc.to_company_id',
      'pc.requested_by_user_id',
      'pc.status',
      'pc.confirm_by',
      'pc.confirm_email',
      'pc.created_at',
      'pc.expires_at',
      'pc.decided_at',
      'pc.decided_by_user_id',
      'fc.name as from_name',
      'tc.name as to_name',
      sql<string>`rq.first_name || ' ' || rq.last_name`.as('requested_by_name'),
      'rq.email as requested_by_email',
      sql<string | null>`dc.first_name || ' ' || dc.last_name`.as('decided_by_name'),
      'dc.email as decided_by_email',
    ]);
}

export type PayeeChangeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirst']>>>;

/** Every change of one invoice of the carrier, newest first. */
export function listPayeeChanges(db: Db, invoice: { id: number; carrierId: number }): Promise<PayeeChangeRow[]> {
  return withNames(db)
    .where('pc.ap_invoice_id', '=', invoice.id)
    .where('pc.carrier_id', '=', invoice.carrierId)
    .orderBy('pc.created_at', 'desc')
    .orderBy('pc.id', 'desc')
    .execute();
}

/** The invoice's held change that has not lapsed, locked to the end of the transaction. */
export async function lockPendingPayeeChange(trx: Db, invoice: { id: number; carrierId: number }): Promise<PayeeChangeRow | undefined> {
  const held = await trx
    .selectFrom('payee_changes')
    .select('id')
    .where('ap_invoice_id', '=', invoice.id)
    .where('carrier_id', '=', invoice.carrierId)
    .where('status', '=', PENDING)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  return held && withNames(trx).where('pc.id', '=', held.id).executeTakeFirst();
}

/** The held change a mailed link names, if it is still open, locked to the end of the transaction. */
export async function lockPendingPayeeChangeByToken(trx: Db, tokenHash: string): Promise<PayeeChangeRow | undefined> {
  const held = await trx
    .selectFrom('payee_changes')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('status', '=', PENDING)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
  return held && withNames(trx).where('pc.id', '=', held.id).executeTakeFirst();
}

/** Lapsed held changes of the invoice become Expired, so a new one may be held. */
export async function expireLapsedPayeeChanges(trx: Db, invoiceId: number): Promise<void> {
  await trx
    .updateTable('payee_changes')
    .set({ status: 'Expired' })
    .where('ap_invoice_id', '=', invoiceId)
    .where('status', '=', PENDING)
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

/** Decides a held change (Confirmed or Cancelled); false when it was no longer held. */
export async function decidePayeeChange(trx: Db, id: number, status: 'Confirmed' | 'Cancelled', decidedByUserId: number | null): Promise<boolean> {
  const result = await trx
    .updateTable('payee_changes')
    .set({ status, decided_at: sql<Date>`now()`, decided_by_user_id: decidedByUserId })
    .where('id', '=', id)
    .where('status', '=', PENDING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewPayeeChange {
  invoiceId: number;
  carrierId: number;
  fromCompanyId: number | null;
  toCompanyId: number | null;
  requestedByUserId: number;
  confirmBy: PayeeChangeConfirmer;
  confirmEmail: string | null;
  tokenHash: string | null;
}

type PayeeChangeRequest = Pick<NewPayeeChange, 'invoiceId' | 'carrierId' | 'fromCompanyId' | 'toCompanyId' | 'requestedByUserId'>;

/** Which invoice, whose, the payees before and after, and who asked: what every change records. */
function requestColumns(change: PayeeChangeRequest) {
  return {
    ap_invoice_id: change.invoiceId,
    carrier_id: change.carrierId,
    from_company_id: change.fromCompanyId,
    to_company_id: change.toCompanyId,
    requested_by_user_id: change.requestedByUserId,
  };
}

export function insertPayeeChange(trx: Db, change: NewPayeeChange): Promise<{ id: number; expires_at: Date }> {
  return trx
    .insertInto('payee_changes')
    .values({
      ...requestColumns(change),
      confirm_by: change.confirmBy,
      confirm_email: change.confirmEmail,
      token_hash: change.tokenHash,
      expires_at: sql<Date>`now() + make_interval(hours => ${PAYEE_CHANGE_TTL_HOURS})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** A change the brokerage made directly: recorded as confirmed by the same person, for the invoice's history. */
export async function insertDirectPayeeChange(trx: Db, change: Omit<NewPayeeChange, 'confirmBy' | 'confirmEmail' | 'tokenHash'>): Promise<void> {
  await trx
    .insertInto('payee_changes')
    .values({
      ...requestColumns(change),
      status: 'Confirmed',
      confirm_by: 'Brokerage',
      expires_at: sql<Date>`now()`,
      decided_at: sql<Date>`now()`,
      decided_by_user_id: change.requestedByUserId,
    })
    .execute();
}

/** The company's registered name and contact address. */
export function findCompanyContact(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'name', 'email']).where('id', '=', companyId).executeTakeFirst();
}

const recipientColumns = ['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.language'] as const;

/** The company's active admins (the Admin role or permission, as isAdmin reads them). */
export function findActiveAdmins(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(recipientColumns)
    .where('users.company_id', '=', companyId)
    .where('users.status', '=', 'Active')
    .where(sql<boolean>`('Admin' = any(users.roles) or 'Admin' = any(users.permissions))`)
    .orderBy('users.id')
    .execute();
}

/** The brokerage's active staff with the AP or Admin role: they run payables. */
export function findBrokeragePayablesStaff(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(recipientColumns)
    .where('companies.kind', '=', 'Brokerage')
    .where('users.status', '=', 'Active')
    .where(sql<boolean>`users.roles && array['AP', 'Admin']::text[]`)
    .orderBy('users.id')
    .execute();
}

export type PayeeChangeRecipient = Awaited<ReturnType<typeof findActiveAdmins>>[number];

/** The invoice's status and payee, locked first by every payee write so concurrent ones take turns. */
export function lockInvoiceForPayee(trx: Db, invoiceId: number) {
  return trx
    .selectFrom('ap_invoices')
    .select((eb) => [
      'ap_invoices.id',
      'ap_invoices.invoice_number',
      'ap_invoices.status',
      'ap_invoices.remit_to_company_id',
      eb.selectFrom('companies').select('companies.name').whereRef('companies.id', '=', 'ap_invoices.remit_to_company_id').as('remit_to_name'),
    ])
    .where('ap_invoices.id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirst();
}

/** Which invoice a mailed link's held change is on (unlocked: the invoice is locked before the change). */
export function findInvoiceOfPendingToken(db: Db, tokenHash: string) {
  return db.selectFrom('payee_changes').select(['ap_invoice_id', 'carrier_id']).where('token_hash', '=', tokenHash).where('status', '=', PENDING).executeTakeFirst();
}

/** Changes asked for or decided since `since`, of the given carriers (every carrier when none given), for the fraud detectors. */
export function listPayeeChangesSince(db: Db, since: Date, carrierIds?: readonly number[]) {
  let q = db
    .selectFrom('payee_changes as pc')
    .innerJoin('ap_invoices as i', 'i.id', 'pc.ap_invoice_id')
    .leftJoin('companies as fc', 'fc.id', 'pc.from_company_id')
    .leftJoin('companies as tc', 'tc.id', 'pc.to_company_id')
    .select(['pc.id', 'pc.carrier_id', 'i.invoice_number', 'fc.name as from_name', 'tc.name as to_name', 'pc.status', 'pc.created_at', 'pc.decided_at'])
    .where((eb) => eb.or([eb('pc.created_at', '>=', since), eb('pc.decided_at', '>=', since)]));
  if (carrierIds) {
    if (carrierIds.length === 0) return Promise.resolve([]);
    q = q.where('pc.carrier_id', 'in', carrierIds);
  }
  return q.orderBy('pc.id').execute();
}
