import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** A US ZIP code or a Canadian forward sortation area of the postal_codes reference table. */
export function findPostalCode(db: Db, country: string, postalCode: string) {
  return db
    .selectFrom('postal_codes')
    .select(['city', 'state', 'latitude', 'longitude'])
    .where('country', '=', country)
    .where('postal_code', '=', postalCode)
    .executeTakeFirst();
}

/** The centre of a city's postal codes (count 0 when the city is unknown in that state). */
export function findCityCentre(db: Db, lowerCity: string, state: string) {
  return db
    .selectFrom('postal_codes')
    .select([
      sql<string>`min(city)`.as('city'),
      sql<number>`avg(latitude)`.as('latitude'),
      sql<number>`avg(longitude)`.as('longitude'),
      sql<string>`min(postal_code)`.as('postal_code'),
      sql<number>`count(*)`.as('count'),
    ])
    .where(sql`lower(city)`, '=', lowerCity)
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
}

/** The IANA zones of US and Canadian postal codes, by postal code (codes the table lacks are left out). */
export async function findPostalCodeZones(db: Db, postalCodes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(postalCodes)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('postal_codes')
    .select(['postal_code', 'iana_timezone'])
    .where('country', 'in', ['US', 'CA'])
    .where('postal_code', 'in', wanted)
    .where('iana_timezone', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.postal_code, row.iana_timezone!]));
}
