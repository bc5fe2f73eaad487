import { dockHoursSummary, type OrderFacility } from '@portal/domain/orders/order-facility';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/problem';
import { dockWeeks } from '../locations/facility-locations.service';
import { findFacilityLocations } from './order-facilities.repository';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';

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
    throw badRequest(ORDER_MESSAGES.brokerOwnCompany, { customerId: [ORDER_MESSAGES.useOwnCompany] });
  }
  const customerId = caller.isBrokerage ? query.customerId : caller.companyId;
  const rows = await findFacilityLocations(db, { customerId, q: query.q }, LIMIT);
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
