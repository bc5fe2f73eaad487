import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { Paging } from '../../db/paged-list';
import { pagedList } from '../../db/paged-list';
import { likePrefix } from '../../lib/like-pattern';

/** What a search asks for: a city prefix, a postal code prefix, or "City, ST". */
export interface PlaceSearch {
  city?: string;
  state?: string;
  postalCodePrefix?: string;
}

/** Postal codes matching the search, by city then code. Reference data: no tenant filter. */
export function searchPostalCodes(db: Db, search: PlaceSearch, paging: Paging) {
  let filtered = db.selectFrom('postal_codes');
  if (search.postalCodePrefix !== undefined) filtered = filtered.where('postal_code', 'like', likePrefix(search.postalCodePrefix.toUpperCase()));
  if (search.city !== undefined) filtered = filtered.where(sql`lower(city)`, 'like', likePrefix(search.city.toLowerCase()));
  if (search.state !== undefined) filtered = filtered.where('state', '=', search.state.toUpperCase());
  return pagedList(
    filtered,
    (q) => q.select(['country', 'postal_code', 'city', 'state', 'latitude', 'longitude', 'iana_timezone']).orderBy('city').orderBy('state').orderBy('postal_code'),
    paging,
  );
}

/** States and provinces whose code or whose cities match, with their centre and main time zone. */
export function searchDistricts(db: Db, search: PlaceSearch, paging: Paging) {
  let filtered = db.selectFrom('postal_codes');
  if (search.state !== undefined) filtered = filtered.where('state', '=', search.state.toUpperCase());
  else if (search.city !== undefined) filtered = filtered.where('state', '=', search.city.toUpperCase());
  const grouped = filtered
    .select([
      'country',
      'state',
      sql<number>`avg(latitude)`.as('latitude'),
      sql<number>`avg(longitude)`.as('longitude'),
      sql<string | null>`mode() within group (order by iana_timezone)`.as('iana_timezone'),
    ])
    .groupBy(['country', 'state']);
  return grouped.orderBy('state').limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize).execute();
}

/** One postal code of the reference data (a Canadian code by its forward sortation area). */
export function findPostalCode(db: Db, country: 'US' | 'CA', postalCode: string) {
  return db
    .selectFrom('postal_codes')
    .select(['country', 'postal_code', 'city', 'state', 'latitude', 'longitude', 'iana_timezone'])
    .where('country', '=', country)
    .where('postal_code', '=', postalCode)
    .executeTakeFirst();
}
