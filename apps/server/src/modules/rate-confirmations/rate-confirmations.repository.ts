import { sql, type Insertable } from 'kysely';
import type { RateConfirmationsTable } from '../../db/database';
import type { Db } from '../../db/db';

/** What a load's terms are read from now: its carrier and status, number, first pickup date where it is, booked rate and carrier charges. */
export async function findLoadTerms(db: Db, shipmentId: number) {
  const load = await db
    .selectFrom('shipments as s')
    .select([
      's.id',
      's.carrier_id',
      's.status',
      's.shipment_number',
      's.rate_cents',
      sql<string>`coalesce(
        (select to_char(st.early at time zone st.iana_timezone, 'YYYY-MM-DD') from shipment_stops st
          where st.shipment_id = s.id and st.stop_type = 'Pickup' order by st.stop_number limit 1),
        to_char(s.pickup_early at time zone 'UTC', 'YYYY-MM-DD'))`.as('pickup_date'),
    ])
    .where('s.id', '=', shipmentId)
    .executeTakeFirst();
  if (!load) return undefined;
  const charges = await db
    .selectFrom('charges')
    .select(['rate_cents', 'units'])
    .where('shipment_id', '=', shipmentId)
    .where('third_party_invoice_id', 'is', null)
    .orderBy('id')
    .execute();
  return { ...load, charges };
}

/** The load's confirmation in force, locked until the transaction ends so two issuers take turns. */
export function lockCurrentConfirmation(db: Db, shipmentId: number) {
  return db.selectFrom('rate_confirmations').selectAll().where('shipment_id', '=', shipmentId).where('superseded_at', 'is', null).forUpdate().executeTakeFirst();
}

/** Serialises issuing for one load: the shipment row is locked (a load without a confirmation yet has nothing else to lock). */
export async function lockLoad(db: Db, shipmentId: number): Promise<void> {
  await db.selectFrom('shipments').select('id').where('id', '=', shipmentId).forUpdate().executeTakeFirst();
}

export async function lastVersion(db: Db, shipmentId: number): Promise<number> {
  const row = await db.selectFrom('rate_confirmations').select((eb) => eb.fn.max<number>('version').as('version')).where('shipment_id', '=', shipmentId).executeTakeFirst();
  return row?.version ?? 0;
}

export async function supersede(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('rate_confirmations').set({ superseded_at: now }).where('id', '=', id).where('superseded_at', 'is', null).execute();
}

export function insertConfirmation(db: Db, row: Insertable<RateConfirmationsTable>) {
  return db.insertInto('rate_confirmations').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Freezes the PDF of a confirmation at its first download; a second writer keeps the first's bytes. */
export async function storePdfOnce(db: Db, id: number, pdf: Uint8Array, sha256: string): Promise<void> {
  await db.updateTable('rate_confirmations').set({ pdf, pdf_sha256: sha256 }).where('id', '=', id).where('pdf', 'is', null).execute();
}

export function findConfirmationById(db: Db, id: number) {
  return db.selectFrom('rate_confirmations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A confirmation by its code with the carrier's name (for the public page: never the amount). */
export function findConfirmationByCode(db: Db, code: string) {
  return db
    .selectFrom('rate_confirmations as r')
    .innerJoin('companies as c', 'c.id', 'r.carrier_id')
    .select([
      'r.id',
      'r.shipment_id',
      'r.carrier_id',
      'r.version',
      'r.code',
      'r.load_number',
      'r.pickup_date',
      'r.total_cents',
      'r.rate_fingerprint',
      'r.pdf_sha256',
      'r.issued_at',
      'r.superseded_at',
      'c.name as carrier_name',
    ])
    .where('r.code', '=', code)
    .executeTakeFirst();
}
