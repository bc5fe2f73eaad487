import { sql } from 'kysely';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';
import type { CarrierComplianceTable } from '../../db/database';
import type { Insertable } from 'kysely';

export function findMinimumsRow(db: Db) {
  return db.selectFrom('compliance_minimums').selectAll().executeTakeFirst();
}

export async function updateMinimumsRow(trx: Db, values: { autoLiabilityCents: number; cargoCents: number; userId: number; now: Date }): Promise<void> {
  await trx
    .insertInto('compliance_minimums')
    .values({ id: true, auto_liability_cents: values.autoLiabilityCents, cargo_cents: values.cargoCents, updated_at: values.now, updated_by_user_id: values.userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ auto_liability_cents: values.autoLiabilityCents, cargo_cents: values.cargoCents, updated_at: values.now, updated_by_user_id: values.userId }))
    .execute();
}

/** A carrier company as the checks need it; undefined for another kind of company. */
export function findCarrierCompany(db: Db, carrierId: number) {
  return db.selectFrom('companies').select(['id', 'name', 'do_not_use', 'dot_number', 'mc_number']).where('id', '=', carrierId).where('kind', '=', 'Carrier').executeTakeFirst();
}

export function findRecordRows(db: Db, carrierIds: readonly number[]) {
  if (carrierIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('carrier_compliance').selectAll().where('carrier_id', 'in', carrierIds).execute();
}

export function findInsuranceRows(db: Db, carrierIds: readonly number[]) {
  if (carrierIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('carrier_insurance').selectAll().where('carrier_id', 'in', carrierIds).orderBy('expires_on', 'desc').orderBy('id', 'desc').execute();
}
export type InsuranceRow = Awaited<ReturnType<typeof findInsuranceRows>>[number];

export function findAlertRows(db: Db, carrierIds: readonly number[]) {
  if (carrierIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('compliance_expiry_alerts').selectAll().where('carrier_id', 'in', carrierIds).orderBy('sent_at', 'desc').orderBy('threshold_days').limit(200).execute();
}

/** Every carrier, with or without a record, for the brokerage's list. */
export function findAllCarriers(db: Db) {
  return db.selectFrom('companies').select(['id', 'name', 'do_not_use', 'dot_number', 'mc_number']).where('kind', '=', 'Carrier').orderBy('name').orderBy('id').execute();
}

/** A check's result replaces the record: the key is the USDOT number, one record per carrier. */
export async function saveRecord(trx: Db, record: Insertable<CarrierComplianceTable>): Promise<void> {
  await trx.deleteFrom('carrier_compliance').where('carrier_id', '=', record.carrier_id).where('usdot', '<>', record.usdot).execute();
  const { usdot: _key, ...changes } = record;
  await trx.insertInto('carrier_compliance').values(record).onConflict((oc) => oc.column('usdot').doUpdateSet(changes)).execute();
}

/** A failed check keeps the record as it was and says why. */
export async function recordCheckError(db: Db, carrierId: number, error: string, now: Date): Promise<void> {
  await db.updateTable('carrier_compliance').set({ check_error: error, last_checked_at: now, updated_at: now }).where('carrier_id', '=', carrierId).execute();
}

/** The filings FMCSA holds replace the ones read before; uploaded certificates stay. Unchanged filings keep their row (and their sent alerts). */
export async function replaceFilings(
  trx: Db,
  carrierId: number,
  filings: readonly { coverage: string; insurer: string; policy_number: string; amount_cents: number; effective_on: string; expires_on: string }[],
): Promise<void> {
  const existing = await trx.selectFrom('carrier_insurance').selectAll().where('carrier_id', '=', carrierId).where('source', '=', 'Filing').execute();
  const same = (a: (typeof filings)[number], b: (typeof existing)[number]) =>
    a.coverage === b.coverage && a.policy_number === b.policy_number && a.amount_cents === Number(b.amount_cents) && a.effective_on === b.effective_on && a.expires_on === b.expires_on;
  const gone = existing.filter((row) => !filings.some((f) => same(f, row))).map((row) => row.id);
  if (gone.length > 0) await trx.deleteFrom('carrier_insurance').where('id', 'in', gone).execute();
  const added = filings.filter((f) => !existing.some((row) => same(f, row)));
  if (added.length > 0) await trx.insertInto('carrier_insurance').values(added.map((f) => ({ ...f, carrier_id: carrierId, source: 'Filing' }))).execute();
}

export async function insertCertificate(
  trx: Db,
  row: { carrier_id: number; coverage: string; insurer: string; policy_number: string; amount_cents: number; effective_on: string; expires_on: string; document_id: string; uploaded_by_user_id: number; created_at: Date },
): Promise<number> {
  const inserted = await trx.insertInto('carrier_insurance').values({ ...row, source: 'Certificate' }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Records an alert as sent; false when it already was (another process sent it first). */
export async function claimAlert(trx: Db, alert: { insurance_id: number; threshold_days: number; carrier_id: number; coverage: string; expires_on: string; sent_at: Date }): Promise<boolean> {
  const inserted = await trx.insertInto('compliance_expiry_alerts').values(alert).onConflict((oc) => oc.columns(['insurance_id', 'threshold_days']).doNothing()).returning('insurance_id').executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Carriers due a check: never checked, checked more than a day ago, or with a load between Booked
 * and At Stop and checked more than `activeEveryMs` ago. Only carriers with a USDOT number can be looked up.
 */
export function findCarriersDue(db: Db, now: Date, activeEveryMs: number, dayMs: number) {
  const activeSince = new Date(now.getTime() - activeEveryMs);
  const daySince = new Date(now.getTime() - dayMs);
  return db
    .selectFrom('companies as c')
    .leftJoin('carrier_compliance as r', 'r.carrier_id', 'c.id')
    .select(['c.id', 'c.dot_number'])
    .where('c.kind', '=', 'Carrier')
    .where('c.dot_number', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('r.last_checked_at', 'is', null),
        eb('r.last_checked_at', '<=', daySince),
        eb.and([
          eb('r.last_checked_at', '<=', activeSince),
          eb.exists(
            eb
              .selectFrom('shipments as s')
              .select(sql.lit(1).as('one'))
              .whereRef('s.carrier_id', '=', 'c.id')
              .where('s.status', '>=', sql.lit(ACTIVE_LOAD_STATUSES[0]))
              .where('s.status', '<=', sql.lit(ACTIVE_LOAD_STATUSES[ACTIVE_LOAD_STATUSES.length - 1])),
          ),
        ]),
      ]),
    )
    .orderBy('c.id')
    .execute();
}

/** Carriers with insurance on file, for the day's expiry alerts. */
export async function findCarriersWithInsurance(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('carrier_insurance').select('carrier_id').distinct().orderBy('carrier_id').execute();
  return rows.map((r) => r.carrier_id);
}

/** The active users with the Admin role of a company (the carrier's, or the brokerage's when `brokerage` is set), with their e-mail. */
export function findAdmins(db: Db, where: { companyId: number } | { brokerage: true }) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.email', 'u.first_name'])
    .where('u.status', '=', 'Active')
    .where(sql.lit('Admin'), '=', (eb) => eb.fn.any('u.roles'));
  query = 'companyId' in where ? query.where('u.company_id', '=', where.companyId) : query.where('c.kind', '=', 'Brokerage');
  return query.orderBy('u.id').execute();
}
