import { sql, type Insertable, type Updateable } from 'kysely';
import type { DockHoursTable, LocationsTable } from '../../db/database';
import type { Db } from '../../db/db';
import type { Paging } from '../../db/paged-list';
import { pagedList } from '../../db/paged-list';
import { containsPattern } from '../../lib/like-pattern';

const LOCATION_COLUMNS = [
  'l.id', 'l.company_id', 'l.name', 'l.location_type', 'l.is_primary_location', 'l.lumpers_available', 'l.is_appointment_required',
  'l.overnight_parking', 'l.address_line1', 'l.address_line2', 'l.city', 'l.province', 'l.postal_code', 'l.country', 'l.latitude',
  'l.longitude', 'l.iana_timezone', 'l.phone_numbers', 'l.edi_codes', 'l.email', 'l.dock_length', 'l.directions', 'l.updated_at',
] as const;

function companyLocations(db: Db, companyId: number) {
  return db.selectFrom('locations as l').leftJoin('companies as c', 'c.id', 'l.company_id').where('l.company_id', '=', companyId);
}

/** The company's locations, primary first then by name; `q` matches name, city, postal code or an EDI code. */
export function listLocations(db: Db, companyId: number, query: { q?: string } & Paging) {
  let filtered = companyLocations(db, companyId);
  if (query.q) {
    const pattern = containsPattern(query.q);
    filtered = filtered.where((eb) =>
      eb.or([eb('l.name', 'ilike', pattern), eb('l.city', 'ilike', pattern), eb('l.postal_code', 'ilike', pattern), eb(sql<string>`array_to_string(l.edi_codes, ' ')`, 'ilike', pattern)]),
    );
  }
  return pagedList(filtered, (q) => q.select([...LOCATION_COLUMNS, 'c.name as company_name']).orderBy('l.is_primary_location', 'desc').orderBy(sql`lower(l.name)`).orderBy('l.id'), query);
}

export function findLocation(db: Db, companyId: number, id: number) {
  return companyLocations(db, companyId).select([...LOCATION_COLUMNS, 'c.name as company_name']).where('l.id', '=', id).executeTakeFirst();
}
export type LocationRow = NonNullable<Awaited<ReturnType<typeof findLocation>>>;

/** Locks the company's location row for a change; undefined when it is not the company's. */
export function lockLocation(trx: Db, companyId: number, id: number) {
  return trx.selectFrom('locations').select('id').where('id', '=', id).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
}

export function insertLocation(trx: Db, row: Insertable<LocationsTable>) {
  return trx.insertInto('locations').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateLocation(trx: Db, companyId: number, id: number, row: Updateable<LocationsTable>) {
  return trx.updateTable('locations').set(row).where('id', '=', id).where('company_id', '=', companyId).execute();
}

/** A company has one primary location: naming a new one clears the others. */
export function clearOtherPrimaries(trx: Db, companyId: number, keepId: number) {
  return trx.updateTable('locations').set({ is_primary_location: false }).where('company_id', '=', companyId).where('id', '<>', keepId).where('is_primary_location', '=', true).execute();
}

export function findDockHours(db: Db, locationIds: readonly number[]) {
  if (locationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('dock_hours').selectAll().where('location_id', 'in', locationIds).orderBy('location_id').orderBy('stop_type').orderBy('day_of_week').execute();
}

export function findClosures(db: Db, locationIds: readonly number[], from?: string) {
  if (locationIds.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('dock_closures').selectAll().where('location_id', 'in', locationIds);
  if (from) query = query.where('closure_date', '>=', from);
  return query.orderBy('location_id').orderBy('closure_date').execute();
}

export async function replaceDockSchedule(trx: Db, locationId: number, hours: Insertable<DockHoursTable>[], closures: { closure_date: string; reason: string | null }[]) {
  await trx.deleteFrom('dock_hours').where('location_id', '=', locationId).execute();
  await trx.insertInto('dock_hours').values(hours).execute();
  await trx.deleteFrom('dock_closures').where('location_id', '=', locationId).execute();
  if (closures.length > 0) await trx.insertInto('dock_closures').values(closures.map((c) => ({ ...c, location_id: locationId }))).execute();
}

/** A US ZIP code or a Canadian forward sortation area with its IANA time zone. */
export function findPostalPlace(db: Db, country: 'US' | 'CA', key: string) {
  return db.selectFrom('postal_codes').select(['city', 'state', 'latitude', 'longitude', 'iana_timezone']).where('country', '=', country).where('postal_code', '=', key).executeTakeFirst();
}
