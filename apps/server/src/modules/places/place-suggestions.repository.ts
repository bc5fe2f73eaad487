import { sql } from 'kysely';
import type { PostalCodesRow } from '../../db/database';
import type { Db } from '../../db/db';
import { likePrefix } from '../../lib/like-pattern';

/**
 * Prefix searches over the postal_codes reference table (no tenant rows). Both walk the "C"
 * collation indexes of migration 0021: `lower(city) collate "C" like 'memph%'` on
 * postal_codes_city_prefix_idx, `postal_code collate "C" like '381%'` on postal_codes_code_prefix_idx.
 */

const LOWER_CITY_C = sql<string>`lower(city) collate "C"`;
const POSTAL_CODE_C = sql<string>`postal_code collate "C"`;

export interface CityRow {
  city: string;
  state: string;
  country: string;
  postal_code_count: number;
  latitude: number;
  longitude: number;
  iana_timezone: string | null;
}

/**
 * Cities whose name starts with the text (any case), optionally in states starting with a second
 * text; a city is its postal codes grouped. Ranked: the exact name first, then the city with the
 * most postal codes (a fair stand-in for its size: Memphis, TN before Memphis, MO), then by name.
 */
export async function findCitiesByPrefix(db: Db, search: { city: string; state?: string }, limit: number): Promise<CityRow[]> {
  const lowerCity = search.city.toLowerCase();
  let query = db.selectFrom('postal_codes').where(LOWER_CITY_C, 'like', likePrefix(lowerCity));
  if (search.state) query = query.where(sql<string>`state collate "C"`, 'like', likePrefix(search.state.toUpperCase()));
  const rows = await query
    .select([
      sql<string>`min(city)`.as('city'),
      'state',
      sql<string>`min(country)`.as('country'),
      sql<number>`count(*)::integer`.as('postal_code_count'),
      sql<number>`avg(latitude)`.as('latitude'),
      sql<number>`avg(longitude)`.as('longitude'),
      sql<string | null>`mode() within group (order by iana_timezone)`.as('iana_timezone'),
    ])
    .groupBy([LOWER_CITY_C, 'state'])
    .orderBy(sql`${LOWER_CITY_C} = ${lowerCity}`, 'desc')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(LOWER_CITY_C)
    .orderBy('state')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, postal_code_count: Number(r.postal_code_count), latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}

const POSTAL_COLUMNS = ['country', 'postal_code', 'city', 'state', 'latitude', 'longitude', 'iana_timezone'] as const;

/** Postal codes starting with the text (upper case, no spaces), in code order. */
export function findPostalCodesByPrefix(db: Db, prefix: string, limit: number): Promise<PostalCodesRow[]> {
  return db.selectFrom('postal_codes').select(POSTAL_COLUMNS).where(POSTAL_CODE_C, 'like', likePrefix(prefix)).orderBy(POSTAL_CODE_C).limit(limit).execute();
}

/** The postal codes of one city (postal_codes_city_idx), in code order. */
export function findPostalCodesOfCity(db: Db, city: string, state: string, limit: number): Promise<PostalCodesRow[]> {
  return db
    .selectFrom('postal_codes')
    .select(POSTAL_COLUMNS)
    .where(sql<string>`lower(city)`, '=', city.toLowerCase())
    .where('state', '=', state)
    .orderBy('postal_code')
    .limit(limit)
    .execute();
}
