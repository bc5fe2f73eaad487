import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

/**
 * Rows the shell tests add on top of the demo seed, with numbers no seed uses (prefix QT), so
 * each test can assert exact differences whatever the seed holds.
 */
type Db = Kysely<Database>;

export async function companyId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function anotherCarrier(db: Db, notId: number): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('kind', '=', 'Carrier')
    .where('do_not_use', '=', false)
    .where('id', '!=', notId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function companyOfKind(db: Db, kind: string, extra: { isBroker?: boolean } = {}): Promise<number> {
  let query = db.selectFrom('companies').select('id').where('kind', '=', kind);
  if (extra.isBroker !== undefined) query = query.where('is_broker', '=', extra.isBroker);
  return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
}

let sequence = 0;

export interface ShipmentFixture {
  status: number;
  carrierId?: number | null;
  customerId?: number | null;
  nextStopDueAt?: Date | null;
  referenceNumbers?: string[];
  number?: string;
}

export async function insertShipment(db: Db, s: ShipmentFixture): Promise<{ id: number; number: string }> {
  const number = s.number ?? `QT${String(++sequence).padStart(6, '0')}`;
  const row = await db
    .insertInto('shipments')
    .values({
      shipment_number: number,
      status: s.status,
      carrier_id: s.carrierId ?? null,
      customer_id: s.customerId ?? null,
      reference_numbers: s.referenceNumbers ?? [],
      origin_city: 'Columbus',
      origin_state: 'OH',
      origin_postal_code: '43215',
      origin_latitude: 39.96,
      origin_longitude: -82.99,
      destination_city: 'Dallas',
      destination_state: 'TX',
      destination_postal_code: '75201',
      destination_latitude: 32.78,
      destination_longitude: -96.8,
      pickup_early: sql`now() - interval '1 day'`,
      next_stop_due_at: s.nextStopDueAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, number };
}

export const HOUR_AGO = () => new Date(Date.now() - 3_600_000);
export const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000);

export async function insertTender(db: Db, t: { shipmentId: number; carrierId: number; status: number; expiresAt: Date }) {
  await db
    .insertInto('tenders')
    .values({ shipment_id: t.shipmentId, carrier_id: t.carrierId, status: t.status, rate_cents: 150000, expires_at: t.expiresAt })
    .execute();
}

export async function assignDriver(db: Db, shipmentId: number, driverId: number) {
  await db.insertInto('shipment_drivers').values({ shipment_id: shipmentId, driver_id: driverId }).execute();
}
