import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { containsPattern } from '../../lib/like-pattern';

/**
 * Locations with coordinates an order stop may pick, the customer's first (with `customerId`: its
 * own and the shared ones of no company), then by name; `q` matches name, street, city or postal code.
 */
export function findFacilityLocations(db: Db, filter: { customerId?: number; q?: string }, limit: number) {
  const { customerId } = filter;
  let q = db
    .selectFrom('locations as l')
    .leftJoin('companies as c', 'c.id', 'l.company_id')
    .where('l.latitude', 'is not', null)
    .where('l.longitude', 'is not', null);
  if (customerId !== undefined) q = q.where((eb) => eb.or([eb('l.company_id', '=', customerId), eb('l.company_id', 'is', null)]));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    q = q.where((eb) => eb.or([eb('l.name', 'ilike', pattern), eb('l.address_line1', 'ilike', pattern), eb('l.city', 'ilike', pattern), eb('l.postal_code', 'ilike', pattern)]));
  }
  // The customer's own facilities before the shared ones.
  if (customerId !== undefined) q = q.orderBy(sql`l.company_id is null`);
  return q
    .select([
      'l.id', 'l.company_id', 'l.name', 'l.address_line1', 'l.address_line2', 'l.city', 'l.province', 'l.postal_code', 'l.country',
      'l.iana_timezone', 'l.latitude', 'l.longitude', 'l.contact_name', 'l.phone_numbers', 'c.name as company_name',
    ])
    .orderBy(sql`lower(l.name)`)
    .orderBy('l.id')
    .limit(limit)
    .execute();
}
