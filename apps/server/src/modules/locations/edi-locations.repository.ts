import type { Db } from '../../db/db';
import { anyRow } from '../../db/any-row';

const EDI_COLUMNS = ['e.id', 'e.customer_id', 'cu.name as customer_name', 'e.code', 'e.created_at', 'l.id as location_id', 'l.name as location_name', 'l.city', 'l.province', 'l.postal_code'] as const;

function ediLocations(db: Db, companyId: number) {
  return db
    .selectFrom('edi_locations as e')
    .innerJoin('companies as cu', 'cu.id', 'e.customer_id')
    .innerJoin('locations as l', 'l.id', 'e.location_id')
    .where('e.company_id', '=', companyId);
}

/** The codes the company mapped for one customer, by code. */
export function listEdiLocations(db: Db, companyId: number, customerId: number) {
  return ediLocations(db, companyId).select(EDI_COLUMNS).where('e.customer_id', '=', customerId).orderBy('e.code').execute();
}

export function findEdiLocation(db: Db, companyId: number, id: number) {
  return ediLocations(db, companyId).select(EDI_COLUMNS).where('e.id', '=', id).executeTakeFirst();
}
export type EdiLocationRow = NonNullable<Awaited<ReturnType<typeof findEdiLocation>>>;

/** Inserts the mapping unless the code is already mapped for that customer; undefined then. */
export async function insertEdiLocation(trx: Db, row: { company_id: number; customer_id: number; code: string; location_id: number }) {
  const inserted = await trx
    .insertInto('edi_locations')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'customer_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function findEdiHolder(db: Db, companyId: number, customerId: number, code: string) {
  return db
    .selectFrom('edi_locations as e')
    .innerJoin('locations as l', 'l.id', 'e.location_id')
    .select(['e.id', 'l.id as location_id', 'l.name'])
    .where('e.company_id', '=', companyId)
    .where('e.customer_id', '=', customerId)
    .where('e.code', '=', code)
    .executeTakeFirst();
}

export async function deleteEdiLocation(db: Db, companyId: number, id: number) {
  const result = await db.deleteFrom('edi_locations').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Customers whose loads the carrier hauled: the ones whose EDI codes it may map. */
export function listHauledCustomers(db: Db, carrierId: number) {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name'])
    .where('c.kind', '=', 'Customer')
    .where(({ exists, selectFrom }) => exists(selectFrom('shipments as s').select('s.id').whereRef('s.customer_id', '=', 'c.id').where('s.carrier_id', '=', carrierId)))
    .orderBy('c.name')
    .execute();
}

export function isHauledCustomer(db: Db, carrierId: number, customerId: number) {
  return anyRow(db.selectFrom('shipments').where('customer_id', '=', customerId).where('carrier_id', '=', carrierId));
}

/** A location the mapping may point at: the company's own, or one of that customer's facilities. */
export function findMappableLocation(db: Db, companyId: number, customerId: number, locationId: number) {
  return db
    .selectFrom('locations')
    .select('id')
    .where('id', '=', locationId)
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb('company_id', '=', customerId)]))
    .executeTakeFirst();
}
