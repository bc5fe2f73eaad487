import { sql } from 'kysely';
import { dockHoursSummary, type OrderFacility } from '@portal/domain/orders/order-facility';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/problem';
import { containsPattern } from '../../lib/like-pattern';
import { dockWeeks } from '../locations/facility-locations.service';

const LIMIT = 20;
/** The zone of a location saved before zones were kept (the TMS's home zone). */
const FALLBACK_TIME_ZONE = 'America/Chicago';

/**
 * The facilities an order stop may pick, the customer's first then by name: a broker's own company's
 * locations and the shared facilities the TMS knows (locations of no company). Brokerage staff name
 * the customer (`customerId`), else search every location. `q` matches name, street, city or postal
 * code. Locations without coordinates cannot place a stop and are left out.
 */
export async function findOrderFacilities(db: Db, caller: Caller, query: { q?: string; customerId?: number }): Promise<{ data: OrderFacility[] }> {
  if (!caller.isBrokerage && query.customerId !== undefined && query.customerId !== caller.companyId) {
    throw badRequest('A broker enters orders for its own company', { customerId: ['Use your own company'] });
  }
  const customerId = caller.isBrokerage ? query.customerId : caller.companyId;
  let q = db
    .selectFrom('locations as l')
    .leftJoin('companies as c', 'c.id', 'l.company_id')
    .where('l.latitude', 'is not', null)
    .where('l.longitude', 'is not', null);
  if (customerId !== undefined) q = q.where((eb) => eb.or([eb('l.company_id', '=', customerId), eb('l.company_id', 'is', null)]));
  if (query.q) {
    const pattern = containsPattern(query.q);
    q = q.where((eb) => eb.or([eb('l.name', 'ilike', pattern), eb('l.address_line1', 'ilike', pattern), eb('l.city', 'ilike', pattern), eb('l.postal_code', 'ilike', pattern)]));
  }
  // The customer's own facilities before the shared ones.
  if (customerId !== undefined) q = q.orderBy(sql`l.company_id is null`);
  const rows = await q
    .select([
      'l.id', 'l.company_id', 'l.name', 'l.address_line1', 'l.address_line2', 'l.city', 'l.province', 'l.postal_code', 'l.country',
      'l.iana_timezone', 'l.latitude', 'l.longitude', 'l.contact_name', 'l.phone_numbers', 'c.name as company_name',
    ])
    .orderBy(sql`lower(l.name)`)
    .orderBy('l.id')
    .limit(LIMIT)
    .execute();
  const ids = rows.map((r) => r.id);
  const [shipping, receiving] = await Promise.all([dockWeeks(db, ids, 'Shipping'), dockWeeks(db, ids, 'Receiving')]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      addressLine1: r.address_line1,
      addressLine2: r.address_line2,
      city: r.city,
      state: r.province,
      postalCode: r.postal_code,
      country: r.country,
      ianaTimezone: r.iana_timezone ?? FALLBACK_TIME_ZONE,
      latitude: r.latitude!,
      longitude: r.longitude!,
      contactName: r.contact_name,
      contactPhone: r.phone_numbers[0] ?? null,
      companyName: r.company_name,
      shippingHours: dockHoursSummary(shipping.get(r.id) ?? []),
      receivingHours: dockHoursSummary(receiving.get(r.id) ?? []),
    })),
  };
}
