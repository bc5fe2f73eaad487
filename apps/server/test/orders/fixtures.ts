import type { OrderCreateBody } from '@portal/domain/orders/order-schemas';
import type { Db } from '../../src/db/db';
import { authHeaders, type TestApp, type TestSession } from '../helper';

/** A pickup in Atlanta, a pickup in Nashville and a drop in Dallas, a week or so ahead, with a hazmat line. */
export function threeStopOrder(overrides: Partial<OrderCreateBody> = {}): OrderCreateBody {
  const day = (n: number, hour: number, offset: string) => {
    const d = new Date(Date.now() + n * 86_400_000);
    return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00${offset}`;
  };
  return {
    shippingMode: 'TL',
    equipmentMode: 'Dry',
    equipmentTypes: ["Van 53'"],
    hazmatEmergencyContactInfo: 'CHEMTREC 1-800-424-9300',
    referenceNumbers: [
      { label: 'PO', value: 'PO-7781', typeId: 1 },
      { label: '', value: 'dropped', typeId: 4 },
    ],
    stops: [
      {
        stopType: 'Pickup',
        location: { name: 'Apex Atlanta DC', addressLine1: '191 Peachtree St NE', city: 'Atlanta', state: 'GA', postalCode: '30303', ianaTimezone: 'America/New_York' },
        earlyDateTime: day(7, 8, '-04:00'),
        lateDateTime: day(7, 16, '-04:00'),
        appointmentDateTime: day(7, 10, '-04:00'),
        lineItems: [
          { id: 'new-1', description: 'Flammable liquid, n.o.s. (adhesive)', packageCount: 10, palletCount: 10, totalWeight: 8000, packagingUnitType: 'Drum', isHazmat: true, hazmatUnNumber: 'UN1133', hazmatClass: '3', hazmatPackingGroup: 'III' },
        ],
      },
      {
        stopType: 'Pickup',
        location: { name: 'Nashville Warehouse', city: 'Nashville', state: 'TN', postalCode: '37203', ianaTimezone: 'America/Chicago' },
        earlyDateTime: day(8, 8, '-05:00'),
        lineItems: [{ description: 'Paper towels', packageCount: 20, palletCount: 20, totalWeight: 12000, packagingUnitType: 'Pallet' }],
      },
      { stopType: 'Dropoff', location: { name: 'Dallas Receiving', city: 'Dallas', state: 'TX', postalCode: '75201', ianaTimezone: 'America/Chicago' }, earlyDateTime: day(10, 8, '-05:00'), lateDateTime: day(10, 17, '-05:00') },
    ],
    ...overrides,
  };
}

export async function createOrder(t: TestApp, session: TestSession, body: unknown = threeStopOrder({ submit: true })) {
  const response = await t.app.inject({ method: 'POST', url: '/portal/api/orders', headers: authHeaders(session), payload: body as object });
  if (response.statusCode !== 201) throw new Error(`create order: ${response.statusCode} ${response.body}`);
  return response.json().data as { orderNumber: string; version: number; id: number; shipment: { id: number; shipmentNumber: string; status: { value: number } } };
}

/** A second broker company with a user who signs in with the demo password. */
export async function secondBroker(db: Db): Promise<{ companyId: number; email: string }> {
  const company = await db
    .insertInto('companies')
    .values({ company_number: 'C99001', name: 'Harbor Freight Brokers', kind: 'Customer', is_broker: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await db.selectFrom('users').select('password_hash').where('email', '=', 'broker@demo.test').executeTakeFirstOrThrow();
  const email = 'broker@harborfreight.test';
  await db
    .insertInto('users')
    .values({ company_id: company.id, email, user_name: email, first_name: 'Hana', last_name: 'Ortiz', password_hash: template.password_hash, roles: ['Admin'], permissions: ['CarrierPortal'], api_key: 'harborkey'.padEnd(32, '0') })
    .execute();
  return { companyId: company.id, email };
}
