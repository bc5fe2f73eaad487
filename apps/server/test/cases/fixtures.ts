import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { CarrierCaseResolutionType, CasePriority, CaseSource, CaseStatus, CaseType } from '@portal/domain/cases/case-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Database } from '../../src/db/database';
import { authHeaders, login, type TestSession } from '../helper';

/**
 * Rows the case tests add on top of the demo seed. Fixture cases are numbered 'QC-...' and their
 * shipments 'QCS...', numbers no seed uses, so a test can search `QC-` and assert exact sets
 * whatever the seed holds.
 */
type Db = Kysely<Database>;

export const BLUE_RIDGE = 'Blue Ridge Transport LLC';
export const LONE_STAR = 'Lone Star Haulers';
export const OTHER_CARRIER_USER = 'dispatch@lonestarhaulers.test';

export async function companyId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function firstCompanyOfKind(db: Db, kind: string): Promise<number> {
  return (await db.selectFrom('companies').select('id').where('kind', '=', kind).where('is_broker', '=', false).orderBy('id').executeTakeFirstOrThrow()).id;
}

export async function userId(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

let shipmentSequence = 0;

export async function insertShipment(
  db: Db,
  s: { carrierId: number | null; customerId: number | null; status?: number; orderId?: number | null },
): Promise<{ id: number; number: string }> {
  const number = `QCS${String(++shipmentSequence).padStart(5, '0')}`;
  const row = await db
    .insertInto('shipments')
    .values({
      shipment_number: number,
      status: s.status ?? ShipmentStatus.Delivered,
      carrier_id: s.carrierId,
      customer_id: s.customerId,
      order_id: s.orderId ?? null,
      origin_city: 'Roanoke',
      origin_state: 'VA',
      origin_postal_code: '24011',
      origin_latitude: 37.27,
      origin_longitude: -79.94,
      destination_city: 'Columbus',
      destination_state: 'OH',
      destination_postal_code: '43215',
      destination_latitude: 39.96,
      destination_longitude: -82.99,
      pickup_early: sql`now() - interval '3 days'`,
      delivered_at: sql`now() - interval '1 day'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, number };
}

export async function assignDriver(db: Db, shipmentId: number, driverId: number) {
  await db.insertInto('shipment_drivers').values({ shipment_id: shipmentId, driver_id: driverId }).execute();
}

export interface CaseFixture {
  number: string;
  shipmentId?: number | null;
  orderId?: number | null;
  carrierId: number | null;
  customerId?: number | null;
  involved?: number[];
  type?: number;
  source?: number;
  status?: number;
  resolution?: number;
  priority?: number;
  amountCents?: number | null;
  description?: string;
  assigneeUserId?: number | null;
  incidentAt?: Date | null;
  followUpAt?: Date | null;
  createdAt?: Date;
}

export async function insertCase(db: Db, c: CaseFixture): Promise<number> {
  const row = await db
    .insertInto('cases')
    .values({
      case_number: c.number,
      shipment_id: c.shipmentId ?? null,
      order_id: c.orderId ?? null,
      carrier_id: c.carrierId,
      customer_id: c.customerId ?? null,
      case_type: c.type ?? CaseType.Detention,
      case_source: c.source ?? CaseSource.CarrierPortal,
      status: c.status ?? CaseStatus.New,
      carrier_case_resolution_type: c.resolution ?? CarrierCaseResolutionType.None,
      priority: c.priority ?? CasePriority.Normal,
      amount_cents: c.amountCents === undefined ? 10000 : c.amountCents,
      description: c.description ?? `Fixture case ${c.number}`,
      assignee_user_id: c.assigneeUserId ?? null,
      incident_at: c.incidentAt ?? null,
      follow_up_at: c.followUpAt ?? null,
      created_at: c.createdAt ?? new Date(),
      updated_at: c.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parties = [...new Set([...(c.carrierId ? [c.carrierId] : []), ...(c.customerId ? [c.customerId] : []), ...(c.involved ?? [])])];
  if (parties.length > 0) await db.insertInto('case_involved_parties').values(parties.map((company_id) => ({ case_id: row.id, company_id }))).execute();
  return row.id;
}

/** Signs in once per e-mail address and answers `{ headers }` for app.inject. */
export function sessions(app: () => FastifyInstance) {
  const cache = new Map<string, TestSession>();
  return async (email: string) => {
    let session = cache.get(email);
    if (!session) {
      session = await login(app(), email);
      cache.set(email, session);
    }
    return authHeaders(session);
  };
}

export const DAY = 24 * 3600 * 1000;
