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
