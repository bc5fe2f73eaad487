import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierCaseResolutionType, CaseStatus } from '@portal/domain/cases/case-status';
import { EntityType } from '@portal/domain/common/entity-type';
import { FileType } from '@portal/domain/documents/file-type';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { PaymentType } from '@portal/domain/payments/payment-type';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { needsUpdate } from '@portal/domain/shipments/lifecycle';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { FRAUD_SCENARIOS, RE_TENDER_ACCOMPLICE } from '../../src/db/seed/fraud-scenarios';
import { seedDemo } from '../../src/db/seed/seed-demo';
import { IDENTITY_TABLES } from '../../src/db/seed/support';
import { TEST_PASSWORD_HASH_COST, verifyPassword } from '../../src/modules/auth/password';
import { buildTestApp, type TestApp } from '../helper';

const S = ShipmentStatus;
let t: TestApp;

/**
 * The fraud scenarios' carriers and their records are made for the fraud detectors, not by the
 * demo's plan (no orders, charges or story): the plan's invariants below are about the plan's own.
 */
const SCENARIO_CARRIER_NAMES = [...FRAUD_SCENARIOS.map((scenario) => scenario.name), RE_TENDER_ACCOMPLICE.name];
let scenarioCarriers: readonly number[] = [];
/** Records of the scenario carriers left out of a statement (an id list that is never empty). */
const notScenario = (column: string) => sql<boolean>`coalesce(${sql.ref(column)}, 0) not in (${sql.join(scenarioCarriers.length > 0 ? scenarioCarriers : [-1])})`;

beforeAll(async () => {
  t = await buildTestApp();
  scenarioCarriers = (await t.db.selectFrom('companies').select('id').where('name', 'in', SCENARIO_CARRIER_NAMES).execute()).map((c) => c.id);
});
afterAll(async () => {
  await t?.close();
});

const companyId = async (name: string) => (await t.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const miles = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};

describe('reference postal codes', () => {
  it('holds US ZIP codes and Canadian forward sortation areas with coordinates and time zones', async () => {
    const counts = await sql<{ country: string; n: number }>`select country, count(*)::int as n from postal_codes group by country order by country`.execute(t.db);
    expect(Object.fromEntries(counts.rows.map((r) => [r.country, r.n]))).toMatchObject({ CA: expect.any(Number), US: expect.any(Number) });
    expect(counts.rows.find((r) => r.country === 'US')!.n).toBeGreaterThan(40_000);
    expect(counts.rows.find((r) => r.country === 'CA')!.n).toBeGreaterThan(1_500);
    const pick = async (country: string, code: string) =>
      t.db.selectFrom('postal_codes').select(['city', 'state', 'iana_timezone']).where('country', '=', country).where('postal_code', '=', code).executeTakeFirstOrThrow();
    expect(await pick('US', '60607')).toEqual({ city: 'Chicago', state: 'IL', iana_timezone: 'America/Chicago' });
    expect(await pick('US', '85003')).toEqual({ city: 'Phoenix', state: 'AZ', iana_timezone: 'America/Phoenix' });
    expect(await pick('CA', 'M5V')).toEqual({ city: 'Toronto', state: 'ON', iana_timezone: 'America/Toronto' });
    expect(await pick('CA', 'V6B')).toEqual({ city: 'Vancouver', state: 'BC', iana_timezone: 'America/Vancouver' });
  });
});

describe('demo accounts', () => {
  const ACCOUNTS = [
    { email: 'carrier.admin@demo.test', company: 'Blue Ridge Transport LLC', roles: ['Admin'], permissions: ['CarrierPortal', 'Admin'] },
    { email: 'dispatch@demo.test', company: 'Blue Ridge Transport LLC', roles: ['AP'], permissions: ['CarrierPortal'] },
    { email: 'broker@demo.test', company: 'Apex Brokerage Partners', roles: ['Admin'], permissions: ['CarrierPortal'] },
    { email: 'driver@demo.test', company: 'Blue Ridge Transport LLC', roles: ['Driver'], permissions: ['DriverPortal'] },
    { email: 'factoring@demo.test', company: 'Capital Factoring Co', roles: ['AR'], permissions: ['FactoringCompanyPortal'] },
    { email: 'payer@demo.test', company: 'Keystone Freight Audit', roles: ['BillTo', 'AP'], permissions: ['CarrierBillingSettings'] },
    { email: 'donotuse@demo.test', company: 'Rusty Wheels Trucking', roles: ['Admin'], permissions: ['CarrierPortal'] },
  ];

  it('has the seven accounts of DESIGN.md with their companies, roles and permissions, all with password demo1234', async () => {
    for (const account of ACCOUNTS) {
      const user = await t.db
        .selectFrom('users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select(['u.roles', 'u.permissions', 'u.status', 'u.password_hash', 'u.api_key', 'u.contact_id', 'c.name'])
        .where('u.email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user, account.email).toMatchObject({ name: account.company, roles: account.roles, permissions: account.permissions, status: 'Active' });
      expect(await verifyPassword('demo1234', user.password_hash!), account.email).toBe(true);
      expect(user.api_key).toMatch(/^[0-9a-f]{32}$/);
      expect(user.contact_id).not.toBeNull();
    }
  });

  it('gives every user a distinct api key, a contact and notification preferences', async () => {
    const users = await t.db
      .selectFrom('users as u')
      .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
      .leftJoin('contacts as c', 'c.id', 'u.contact_id')
      .select(['u.email', 'u.api_key', 'p.user_id as preferences', 'c.company_id as contactCompany', 'u.company_id'])
      .where(notScenario('u.company_id'))
      .execute();
    expect(users.length).toBeGreaterThanOrEqual(15);
    expect(new Set(users.map((u) => u.api_key)).size).toBe(users.length);
    for (const user of users) {
      expect(user.preferences, user.email).not.toBeNull();
      expect(user.contactCompany, user.email).toBe(user.company_id);
    }
  });

  it('gives the carrier admin an expired Samsara token and links the driver user to a driver both ways', async () => {
    const install = await t.db
      .selectFrom('tracking_integrations as ti')
      .innerJoin('users as u', 'u.company_id', 'ti.company_id')
      .select(['ti.provider', 'ti.status', 'ti.access_expires_at', 'ti.access_token_enc'])
      .where('u.email', '=', 'carrier.admin@demo.test')
      .executeTakeFirstOrThrow();
    expect(install).toMatchObject({ provider: 'samsara', status: 'needs_reauth', access_token_enc: null });
    expect(install.access_expires_at!.getTime()).toBeLessThan(Date.now());

    const driver = await t.db
      .selectFrom('users as u')
      .innerJoin('drivers as d', 'd.id', 'u.driver_id')
      .select(['u.id as userId', 'd.user_id', 'd.company_id', 'u.company_id as userCompany'])
      .where('u.email', '=', 'driver@demo.test')
      .executeTakeFirstOrThrow();
    expect(driver.user_id).toBe(driver.userId);
    expect(driver.company_id).toBe(driver.userCompany);
  });

  it('has brokerage staff with the Admin permission: ops an Admin (pays), ap an AP clerk (approves)', async () => {
    const expected = { 'ops@summitfreight.test': ['Admin'], 'ap@summitfreight.test': ['AP'], 'claims@summitfreight.test': ['Admin'] };
    for (const [email, roles] of Object.entries(expected)) {
      const user = await t.db.selectFrom('users').select(['roles', 'permissions', 'first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(user, email).toMatchObject({ roles, permissions: ['Admin'] });
    }
    const ops = await t.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', 'ops@summitfreight.test').executeTakeFirstOrThrow();
    expect(`${ops.first_name} ${ops.last_name}`).toBe('Morgan Ellis');
  });
});

describe('companies', () => {
  it('has the brokerage, six carriers, customers, the factoring company and the third-party payer', async () => {
    const rows = await t.db.selectFrom('companies').selectAll().where(notScenario('id')).orderBy('id').execute();
    const byName = new Map(rows.map((c) => [c.name, c]));
    expect(rows.filter((c) => c.kind === 'Brokerage').map((c) => c.name)).toEqual(['Summit Freight Logistics']);
    const carriers = rows.filter((c) => c.kind === 'Carrier');
    expect(carriers.length).toBeGreaterThanOrEqual(6);
    for (const carrier of carriers) {
      expect(carrier.mc_number, carrier.name).toMatch(/^\d{6}$/);
      expect(carrier.dot_number, carrier.name).toMatch(/^\d{7}$/);
    }
    const blueRidge = byName.get('Blue Ridge Transport LLC')!;
    expect(blueRidge.is_bookable).toBe(true);
    expect(blueRidge.factoring_company_id).toBe(byName.get('Capital Factoring Co')!.id);
    expect(byName.get('Capital Factoring Co')!.kind).toBe('FactoringCompany');
    expect(byName.get('Rusty Wheels Trucking')).toMatchObject({ kind: 'Carrier', do_not_use: true });
    expect(byName.get('Maple Leaf Logistics')).toMatchObject({ kind: 'Carrier', country: 'CA' });
    expect(byName.get('Apex Brokerage Partners')).toMatchObject({ kind: 'Customer', is_broker: true });
    expect(byName.get('Keystone Freight Audit')).toMatchObject({ kind: 'ThirdPartyPayer', has_3pl_network: true });
    for (const name of ['Lone Star Haulers', 'Great Lakes Carriers', 'Pacific Coast Freight']) expect(byName.get(name)?.kind).toBe('Carrier');
    expect(rows.filter((c) => c.kind === 'Customer' && !c.is_broker).length).toBeGreaterThanOrEqual(2);
    expect(rows.map((c) => c.company_number)).toEqual(rows.map((_, n) => `C${10001 + n}`));
  });

  it('has three open access requests and an approved one for Blue Ridge', async () => {
    const rows = await t.db.selectFrom('access_requests').select(['status']).where('company_id', '=', await companyId('Blue Ridge Transport LLC')).execute();
    expect(rows.filter((r) => r.status === 'Open')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'Approved')).toHaveLength(1);
  });

  it('gives Blue Ridge drivers, equipment, terminals, lanes, saved lanes and posted trucks', async () => {
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const count = async (table: 'drivers' | 'lanes' | 'live_equipment' | 'locations') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', blueRidge).executeTakeFirstOrThrow()).n);
    expect(await count('drivers')).toBe(5);
    expect(await count('live_equipment')).toBe(3);
    expect(await count('locations')).toBeGreaterThanOrEqual(2);
    const lanes = await t.db.selectFrom('lanes').select(['source']).where('company_id', '=', blueRidge).execute();
    expect(lanes.filter((l) => l.source === 'History')).toHaveLength(8);
    const equipment = await t.db.selectFrom('equipment').select(['kind']).where('company_id', '=', blueRidge).execute();
    expect(equipment.filter((e) => e.kind === 'Trailer').length).toBeGreaterThanOrEqual(8);
    expect(equipment.filter((e) => e.kind === 'PowerUnit').length).toBeGreaterThanOrEqual(8);
    const saved = await t.db
      .selectFrom('saved_lanes as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select('l.id')
      .where('u.email', '=', 'dispatch@demo.test')
      .execute();
    expect(saved).toHaveLength(3);
    // Every facility has seven days of dock hours for each stop type.
    const hours = await sql<{ n: number }>`select count(*)::int as n from locations l where (select count(*) from dock_hours d where d.location_id = l.id) <> 14`.execute(t.db);
    expect(hours.rows[0].n).toBe(0);
  });
});

describe('shipments', () => {
  it('has at least 500 shipments in every status, numbered from 4100001 in creation order', async () => {
    const rows = await t.db.selectFrom('shipments').select(['id', 'shipment_number', 'status', 'created_at']).where(notScenario('carrier_id')).orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(500);
    for (let status = S.Voided; status <= S.DeliveryConfirmed; status++) {
      expect(rows.some((r) => r.status === status), `status ${status}`).toBe(true);
    }
    rows.forEach((row, n) => {
      expect(row.shipment_number).toBe(String(4_100_001 + n));
      if (n > 0) expect(row.created_at.getTime()).toBeGreaterThanOrEqual(rows[n - 1].created_at.getTime());
    });
  });

  it('gives Blue Ridge loads in every working status, some of them overdue', async () => {
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const rows = await t.db.selectFrom('shipments').select(['status', 'next_stop_due_at']).where('carrier_id', '=', blueRidge).execute();
    const count = (status: number) => rows.filter((r) => r.status === status).length;
    expect(count(S.Booked)).toBeGreaterThanOrEqual(20);
    expect(count(S.Dispatched)).toBeGreaterThanOrEqual(10);
    expect(count(S.InTransit)).toBeGreaterThanOrEqual(10);
    expect(count(S.AtStop)).toBeGreaterThanOrEqual(5);
    expect(count(S.Delivered)).toBeGreaterThanOrEqual(40);
    expect(count(S.DeliveryConfirmed)).toBeGreaterThanOrEqual(60);
    expect(count(S.Voided)).toBeGreaterThanOrEqual(3);
    const overdueBooked = rows.filter((r) => r.status === S.Booked && r.next_stop_due_at!.getTime() < Date.now());
    expect(overdueBooked.length).toBeGreaterThanOrEqual(5);
  });

  it('puts at least 120 loads on the board for the next days, many near Chicago, Dallas and Atlanta', async () => {
    const board = await t.db
      .selectFrom('shipments')
      .select(['carrier_id', 'posted_rate_cents', 'pickup_early', 'origin_latitude', 'origin_longitude'])
      .where('status', '=', S.ReadyToBook)
      .execute();
    expect(board.length).toBeGreaterThanOrEqual(120);
    const now = Date.now();
    for (const load of board) {
      expect(load.carrier_id).toBeNull();
      expect(load.posted_rate_cents).toBeGreaterThan(0);
      expect(load.pickup_early.getTime()).toBeGreaterThan(now);
      expect(load.pickup_early.getTime()).toBeLessThan(now + 11 * 86_400_000);
    }
    for (const hub of [{ latitude: 41.8721, longitude: -87.6578 }, { latitude: 32.7904, longitude: -96.8044 }, { latitude: 33.7525, longitude: -84.3888 }]) {
      expect(board.filter((load) => miles(hub, { latitude: load.origin_latitude, longitude: load.origin_longitude }) <= 100).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('tenders 15 loads to Blue Ridge, and accepted tenders belong to the booked carrier', async () => {
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const open = await t.db
      .selectFrom('tenders as t')
      .innerJoin('shipments as s', 's.id', 't.shipment_id')
      .select(['t.shipment_id', 't.expires_at', 's.status', 's.carrier_id'])
      .where('t.carrier_id', '=', blueRidge)
      .where('t.status', '=', TenderOfferStatus.Sent)
      .execute();
    expect(new Set(open.map((o) => o.shipment_id)).size).toBeGreaterThanOrEqual(15);
    for (const tender of open) {
      expect(tender.expires_at.getTime()).toBeGreaterThan(Date.now());
      expect(tender).toMatchObject({ status: S.Tendering, carrier_id: null });
    }
    const accepted = await t.db
      .selectFrom('tenders as t')
      .innerJoin('shipments as s', 's.id', 't.shipment_id')
      .select(['t.carrier_id', 's.carrier_id as shipmentCarrier'])
      .where('t.status', '=', TenderOfferStatus.Accepted)
      .execute();
    expect(accepted.length).toBeGreaterThan(0);
    for (const tender of accepted) expect(tender.carrier_id).toBe(tender.shipmentCarrier);
    const statuses = new Set((await t.db.selectFrom('tenders').select('status').where('carrier_id', '=', blueRidge).execute()).map((r) => r.status));
    for (const status of [TenderOfferStatus.Sent, TenderOfferStatus.Accepted, TenderOfferStatus.Rejected, TenderOfferStatus.Rescinded]) expect(statuses.has(status)).toBe(true);
  });

  it('asks Blue Ridge for rates: 12 open, 6 offered, 4 declined', async () => {
    const rows = await t.db.selectFrom('rate_requests').select('status').where('carrier_id', '=', await companyId('Blue Ridge Transport LLC')).execute();
    expect(rows.filter((r) => r.status === RateRequestStatus.Sent)).toHaveLength(12);
    expect(rows.filter((r) => r.status === RateRequestStatus.Offered)).toHaveLength(6);
    expect(rows.filter((r) => r.status === RateRequestStatus.Declined)).toHaveLength(4);
  });

  it('keeps drafts with the broker customer and every load linked to its order', async () => {
    const apex = await companyId('Apex Brokerage Partners');
    const drafts = await t.db.selectFrom('shipments').select(['customer_id']).where('status', '=', S.Draft).execute();
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d) => d.customer_id === apex)).toBe(true);
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from shipments s join orders o on o.id = s.order_id
      where o.customer_id <> s.customer_id
         or s.reference_numbers <> array(select r.value from order_reference_numbers r where r.order_id = o.id order by r.id)`.execute(t.db);
    expect(mismatched.rows[0].n).toBe(0);
    const orphans = await sql<{ n: number }>`select count(*)::int as n from shipments where order_id is null and ${notScenario('carrier_id')}`.execute(t.db);
    expect(orphans.rows[0].n).toBe(0);
    const origination = await sql<{ origination: string }>`select distinct origination from orders order by 1`.execute(t.db);
    expect(origination.rows.map((r) => r.origination)).toEqual(['Portal', 'TmsContract', 'TmsSpot']);
  });

  it('keeps the denormalised columns consistent with the stops', async () => {
    const shipments = await t.db.selectFrom('shipments').selectAll().where(notScenario('carrier_id')).orderBy('id').execute();
    const stops = await t.db
      .selectFrom('shipment_stops as ss')
      .innerJoin('order_stops as os', 'os.id', 'ss.order_stop_id')
      .innerJoin('shipments as s', 's.id', 'ss.shipment_id')
      .select([
        'ss.shipment_id', 'ss.stop_number', 'ss.stop_type', 'ss.city', 'ss.state', 'ss.postal_code', 'ss.latitude', 'ss.longitude',
        'ss.early', 'ss.late', 'ss.arrived_at', 'ss.departed_at', 'ss.iana_timezone',
        'os.order_id', 'os.stop_number as order_stop_number', 'os.stop_type as order_stop_type', 's.order_id as shipment_order_id',
      ])
      .orderBy('ss.shipment_id')
      .orderBy('ss.stop_number')
      .execute();
    const byShipment = new Map<number, typeof stops>();
    for (const stop of stops) byShipment.set(stop.shipment_id, [...(byShipment.get(stop.shipment_id) ?? []), stop]);
    const now = Date.now();
    const time = (d: Date | null) => (d === null ? null : d.getTime());

    for (const s of shipments) {
      const list = byShipment.get(s.id)!;
      const label = `shipment ${s.shipment_number}`;
      expect(list.length, label).toBeGreaterThanOrEqual(2);
      expect(list.length, label).toBeLessThanOrEqual(4);
      expect(list.map((x) => x.stop_number), label).toEqual(list.map((_, n) => n));
      expect(list[0].stop_type, label).toBe('Pickup');
      expect(list.at(-1)!.stop_type, label).toBe('Dropoff');
      for (const stop of list) {
        expect(stop.order_id, label).toBe(stop.shipment_order_id);
        expect([stop.order_stop_number, stop.order_stop_type], label).toEqual([stop.stop_number, stop.stop_type]);
        expect(stop.iana_timezone, label).toMatch(/^America\//);
      }
      const [first, last] = [list[0], list.at(-1)!];
      expect([s.origin_city, s.origin_state, s.origin_postal_code, s.origin_latitude, s.origin_longitude], label).toEqual([first.city, first.state, first.postal_code, first.latitude, first.longitude]);
      expect([s.destination_city, s.destination_state, s.destination_postal_code, s.destination_latitude, s.destination_longitude], label).toEqual([last.city, last.state, last.postal_code, last.latitude, last.longitude]);
      expect([time(s.pickup_early), time(s.pickup_late), time(s.delivery_early), time(s.delivery_late)], label).toEqual([time(first.early), time(first.late), time(last.early), time(last.late)]);

      const legs = list.slice(1).reduce((sum, stop, k) => sum + miles(list[k], stop) * 1.17, 0);
      expect(Math.abs(s.total_miles! - legs), label).toBeLessThanOrEqual(list.length);

      const arrived = list.filter((x) => x.arrived_at).length;
      const departed = list.filter((x) => x.departed_at).length;
      for (const x of list) {
        if (x.arrived_at) expect(x.arrived_at.getTime(), label).toBeLessThanOrEqual(now);
        if (x.departed_at) expect(x.departed_at.getTime(), label).toBeGreaterThan(x.arrived_at!.getTime());
      }
      if (s.status === S.Delivered || s.status === S.DeliveryConfirmed) {
        expect([arrived, departed], label).toEqual([list.length, list.length]);
        expect(time(s.delivered_at), label).toBe(time(last.departed_at));
      } else if (s.status === S.InTransit) {
        expect(list[0].departed_at, label).not.toBeNull();
        expect(arrived, label).toBe(departed);
        expect(arrived, label).toBeLessThan(list.length);
      } else if (s.status === S.AtStop) {
        expect(arrived, label).toBe(departed + 1);
      } else {
        expect(arrived, label).toBe(0);
      }

      const next = list.find((x) => x.arrived_at === null);
      const due = s.status >= S.Booked && s.status <= S.AtStop && next ? time(next.late ?? next.early) : null;
      expect(time(s.next_stop_due_at), label).toBe(due);
      if (s.status >= S.Booked) {
        expect(s.carrier_id, label).not.toBeNull();
        expect(s.booked_at, label).not.toBeNull();
        expect(s.rate_cents, label).toBeGreaterThan(0);
      } else if (s.status !== S.Voided) {
        expect(s.carrier_id, label).toBeNull();
      }
      if (s.status >= S.Dispatched && s.status <= S.AtStop) {
        expect(s.last_latitude, label).not.toBeNull();
        expect(s.last_location_at, label).not.toBeNull();
        expect(s.truck_number, label).not.toBeNull();
      }
      expect(s.is_on_time === null, label).toBe(s.status < S.Booked);
    }
  });

  it('tells every load its story in order, ending in its status', async () => {
    const rows = await t.db
      .selectFrom('shipment_activity as a')
      .innerJoin('shipments as s', 's.id', 'a.shipment_id')
      .select(['a.shipment_id', 'a.kind', 'a.status_after', 'a.time_stamp', 's.status', 's.last_activity_at'])
      .where(notScenario('s.carrier_id'))
      .orderBy('a.shipment_id')
      .orderBy('a.time_stamp')
      .orderBy('a.id')
      .execute();
    const byShipment = new Map<number, typeof rows>();
    for (const row of rows) byShipment.set(row.shipment_id, [...(byShipment.get(row.shipment_id) ?? []), row]);
    const shipments = Number((await t.db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where(notScenario('carrier_id')).executeTakeFirstOrThrow()).n);
    expect(byShipment.size).toBe(shipments);
    for (const [id, story] of byShipment) {
      expect(story[0].kind, `shipment id ${id}`).toBe('Created');
      const statuses = story.filter((r) => r.status_after !== null);
      expect(statuses.at(-1)!.status_after, `shipment id ${id}`).toBe(story[0].status);
      expect(story.at(-1)!.time_stamp.getTime(), `shipment id ${id}`).toBe(story[0].last_activity_at!.getTime());
    }
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of ['Created', 'Tendered', 'Booked', 'Dispatched', 'Arrival', 'Departure', 'Delivered', 'DeliveryConfirmed', 'Voided']) expect(kinds.has(kind), kind).toBe(true);
  });

  it("puts driver@demo.test's driver on at least 10 active and 10 delivered Blue Ridge loads", async () => {
    const rows = await t.db
      .selectFrom('shipment_drivers as sd')
      .innerJoin('users as u', 'u.driver_id', 'sd.driver_id')
      .innerJoin('shipments as s', 's.id', 'sd.shipment_id')
      .select(['s.status'])
      .where('u.email', '=', 'driver@demo.test')
      .execute();
    expect(rows.filter((r) => r.status >= S.Booked && r.status <= S.AtStop).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.status >= S.Delivered).length).toBeGreaterThanOrEqual(10);
  });

  it('charges one line haul at the booked rate on every booked-or-later load', async () => {
    const rows = await sql<{ n: number }>`
      select count(*)::int as n from shipments s
      where s.status >= 3 and ${notScenario('s.carrier_id')}
        and (select count(*) from charges c where c.shipment_id = s.id and c.charge_type_name = 'Line Haul' and c.rate_cents = s.rate_cents and c.units = 1) <> 1`.execute(t.db);
    expect(rows.rows[0].n).toBe(0);
    const types = new Set((await t.db.selectFrom('charges').select('charge_type_name').distinct().execute()).map((r) => r.charge_type_name));
    for (const type of ['Line Haul', 'Fuel Surcharge', 'Detention', 'Lumper']) expect(types.has(type), type).toBe(true);
  });
});

describe('money', () => {
  it('totals every AP invoice from its charges, with Blue Ridge remitting to its factoring company', async () => {
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from ap_invoices i
      where ${notScenario('i.carrier_id')} and i.invoice_amount_cents <> coalesce((select sum(round(c.rate_cents * c.units)) from charges c where c.ap_invoice_id = i.id), 0)
         or ${notScenario('i.carrier_id')} and i.invoice_amount_cents = 0`.execute(t.db);
    expect(mismatched.rows[0].n).toBe(0);
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const factoring = await companyId('Capital Factoring Co');
    const invoices = await t.db.selectFrom('ap_invoices').selectAll().where('carrier_id', '=', blueRidge).execute();
    expect(invoices.every((i) => i.remit_to_company_id === factoring)).toBe(true);
    expect(invoices.filter((i) => i.status === PayablesInvoiceStatus.Draft && i.external_invoice_number === null).length).toBeGreaterThanOrEqual(15);
    for (const status of [PayablesInvoiceStatus.Received, PayablesInvoiceStatus.Settled, PayablesInvoiceStatus.PaidInFull]) {
      expect(invoices.some((i) => i.status === status), `status ${status}`).toBe(true);
    }
    for (const invoice of invoices.filter((i) => i.status === PayablesInvoiceStatus.PaidInFull)) {
      expect(invoice.payment_id).not.toBeNull();
      expect(invoice.paid_amount_cents).toBe(invoice.invoice_amount_cents - invoice.fee_cents);
    }
  });

  it('pays checks that add up, to the factoring company for Blue Ridge', async () => {
    const payments = await t.db.selectFrom('payments').selectAll().execute();
    expect(payments.length).toBeGreaterThanOrEqual(10);
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const factoring = await companyId('Capital Factoring Co');
    for (const payment of payments) {
      expect(payment.check_number).toMatch(/^\d{6}$/);
      const paid = await t.db.selectFrom('ap_invoices').select(['paid_amount_cents', 'status', 'carrier_id']).where('payment_id', '=', payment.id).execute();
      expect(paid.length).toBeGreaterThanOrEqual(2);
      expect(paid.reduce((sum, i) => sum + i.paid_amount_cents, 0)).toBe(payment.amount_cents);
      expect(paid.every((i) => i.status === PayablesInvoiceStatus.PaidInFull && i.carrier_id === payment.carrier_id)).toBe(true);
      expect(payment.paid_to_company_id).toBe(payment.carrier_id === blueRidge ? factoring : payment.carrier_id);
    }
    expect(new Set(payments.map((p) => p.payment_type))).toEqual(new Set(Object.values(PaymentType)));
  });

  it("bills 60 loads to Keystone as third-party invoices, apart from the AP invoices", async () => {
    const keystone = await companyId('Keystone Freight Audit');
    const invoices = await t.db.selectFrom('third_party_invoices').selectAll().execute();
    expect(invoices).toHaveLength(60);
    expect(invoices.every((i) => i.payer_company_id === keystone && i.billing_settings_id !== null)).toBe(true);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(invoices.filter((i) => i.is_auditable).length).toBeGreaterThan(invoices.length / 2);
    expect(invoices.some((i) => i.action_required)).toBe(true);
    expect(invoices.some((i) => i.factoring_company_id !== null)).toBe(true);
    expect(new Set(invoices.map((i) => i.carrier_id)).size).toBeGreaterThanOrEqual(3);
    const lastDays = [0, 1, 2].map((d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10));
    expect(invoices.some((i) => lastDays.includes(i.invoice_date!))).toBe(true);
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from third_party_invoices i
      where i.invoice_amount_cents <> coalesce((select sum(round(c.rate_cents * c.units)) from charges c where c.third_party_invoice_id = i.id), 0)`.execute(t.db);
    expect(mismatched.rows[0].n).toBe(0);
    const overlap = await sql<{ n: number }>`select count(*)::int as n from third_party_invoices tp join ap_invoices ap on ap.shipment_id = tp.shipment_id`.execute(t.db);
    expect(overlap.rows[0].n).toBe(0);
  });
});

describe('cases, documents and notes', () => {
  it('gives Blue Ridge about 20 cases over every status, paid ones with their charge', async () => {
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const cases = await t.db.selectFrom('cases').selectAll().where('carrier_id', '=', blueRidge).execute();
    expect(cases.length).toBeGreaterThanOrEqual(18);
    const statuses = new Set(cases.map((c) => c.status));
    for (const status of Object.values(CaseStatus)) expect(statuses.has(status), `case status ${status}`).toBe(true);
    const resolutions = new Set(cases.map((c) => c.carrier_case_resolution_type));
    expect(resolutions.has(CarrierCaseResolutionType.Paid) && resolutions.has(CarrierCaseResolutionType.Declined)).toBe(true);
    expect(new Set(cases.map((c) => c.case_type)).size).toBeGreaterThanOrEqual(5);
    for (const c of cases) {
      expect(c.case_number).toMatch(/^CS-1\d{5}$/);
      const parties = (await t.db.selectFrom('case_involved_parties').select('company_id').where('case_id', '=', c.id).execute()).map((p) => p.company_id);
      expect(parties).toEqual(expect.arrayContaining([blueRidge, c.customer_id!]));
      const history = await t.db.selectFrom('case_history').select('action').where('case_id', '=', c.id).execute();
      expect(history[0]?.action).toBe('Created');
      if (c.carrier_case_resolution_type === CarrierCaseResolutionType.Paid) {
        const charge = await t.db.selectFrom('charges').select(['rate_cents', 'units']).where('case_id', '=', c.id).executeTakeFirstOrThrow();
        expect(Math.round(charge.rate_cents * charge.units)).toBe(c.approved_amount_cents);
      }
    }
  });

  it('requires a proof of delivery per dropoff of booked loads and a document per invoice', async () => {
    const missingPod = await sql<{ n: number }>`
      select count(*)::int as n from shipments s join shipment_stops ss on ss.shipment_id = s.id
      where s.status >= 3 and ss.stop_type = 'Dropoff' and ${notScenario('s.carrier_id')}
        and not exists (select 1 from required_documents r where r.order_stop_id = ss.order_stop_id and r.shipment_id = s.id
                        and r.entity_type = ${EntityType.ORDER_STOP} and r.file_type = ${FileType.ProofOfDelivery})`.execute(t.db);
    expect(missingPod.rows[0].n).toBe(0);
    const missingAp = await sql<{ n: number }>`
      select count(*)::int as n from ap_invoices i
      where ${notScenario('i.carrier_id')} and not exists (select 1 from required_documents r where r.ap_invoice_id = i.id and r.entity_type = ${EntityType.AP_INVOICE} and r.file_type = ${FileType.ApInvoice})`.execute(t.db);
    expect(missingAp.rows[0].n).toBe(0);
    const missingTp = await sql<{ n: number }>`
      select count(*)::int as n from third_party_invoices i
      where not exists (select 1 from required_documents r where r.third_party_invoice_id = i.id and r.entity_type = ${EntityType.THIRD_PARTY} and r.file_type = ${FileType.ThirdParty})`.execute(t.db);
    expect(missingTp.rows[0].n).toBe(0);
  });

  it('has portal and internal notes on Blue Ridge shipments and cases', async () => {
    const blueRidge = await companyId('Blue Ridge Transport LLC');
    const notes = await sql<{ entity_type: number; allow_portal_access: boolean; html: string; json: { root: { type: string } } }>`
      select n.entity_type, n.allow_portal_access, n.html, n.json from notes n
      left join shipments s on n.entity_type = 5 and s.id = n.entity_id
      left join cases c on n.entity_type = 6 and c.id = n.entity_id
      where coalesce(s.carrier_id, c.carrier_id) = ${blueRidge}`.execute(t.db);
    for (const entityType of [EntityType.SHIPMENT, EntityType.CASE]) {
      const some = notes.rows.filter((n) => n.entity_type === entityType);
      expect(some.some((n) => n.allow_portal_access), `portal notes on ${entityType}`).toBe(true);
      expect(some.some((n) => !n.allow_portal_access), `internal notes on ${entityType}`).toBe(true);
    }
    for (const note of notes.rows) {
      expect(note.html).toMatch(/^<p>.*<\/p>$/);
      expect(note.json.root.type).toBe('root');
    }
  });
});

describe('determinism', () => {
  it('starts with the Chicago-Dallas-Atlanta-Chicago trip of Blue Ridge', async () => {
    const rows = await t.db
      .selectFrom('shipments as s')
      .innerJoin('trips as tr', 'tr.id', 's.trip_id')
      .innerJoin('companies as c', 'c.id', 's.carrier_id')
      .select(['s.shipment_number', 's.origin_city', 's.origin_state', 's.destination_city', 's.destination_state', 's.status', 'tr.trip_number', 'c.name'])
      .where('s.shipment_number', 'in', ['4100001', '4100002', '4100003'])
      .orderBy('s.shipment_number')
      .execute();
    expect(rows.map((r) => `${r.shipment_number} ${r.origin_city}, ${r.origin_state} -> ${r.destination_city}, ${r.destination_state}`)).toEqual([
      '4100001 Chicago, IL -> Dallas, TX',
      '4100002 Dallas, TX -> Atlanta, GA',
      '4100003 Atlanta, GA -> Chicago, IL',
    ]);
    expect(rows.every((r) => r.trip_number === 'T-700001' && r.name === 'Blue Ridge Transport LLC' && r.status === S.DeliveryConfirmed)).toBe(true);
  });

  it('numbers the Blue Ridge loads that need an update the same way every run', async () => {
    const rows = await t.db
      .selectFrom('shipments as s')
      .innerJoin('companies as c', 'c.id', 's.carrier_id')
      .innerJoin('shipment_stops as ss', 'ss.shipment_id', 's.id')
      .select(['s.shipment_number', 's.status', 's.last_activity_at', 'ss.stop_number', 'ss.early', 'ss.late', 'ss.arrived_at', 'ss.departed_at'])
      .where('c.name', '=', 'Blue Ridge Transport LLC')
      .orderBy('s.shipment_number')
      .orderBy('ss.stop_number')
      .execute();
    const loads = new Map<string, typeof rows>();
    for (const row of rows) loads.set(row.shipment_number, [...(loads.get(row.shipment_number) ?? []), row]);
    const overdue: Record<number, string[]> = {};
    for (const [number, stops] of loads) {
      const { status, last_activity_at } = stops[0];
      const stopTimes = stops.map((x) => ({ early: x.early, late: x.late, arrivedAt: x.arrived_at, departedAt: x.departed_at }));
      if (needsUpdate({ status, stops: stopTimes, lastActivityAt: last_activity_at, now: new Date() })) (overdue[status] ??= []).push(number);
    }
    expect(overdue).toEqual({
      [S.Booked]: ['4100232', '4100243', '4100253', '4100254', '4100285', '4100333', '4100340', '4100366'],
      [S.Dispatched]: ['4100371', '4100416'],
      [S.InTransit]: ['4100223', '4100261'],
      [S.AtStop]: ['4100221', '4100242'],
    });
  });

  it('seeds the same loads under the same numbers for another `now`', { timeout: 240_000 }, async () => {
    const structure = async () =>
      (
        await sql<{ line: string }>`
          select concat_ws(' | ', s.shipment_number, coalesce(carrier.name, '-'), customer.name, s.status, s.origin_city, s.destination_city,
                           s.equipment_mode, s.shipping_mode, (select count(*) from shipment_stops ss where ss.shipment_id = s.id)) as line
          from shipments s join companies customer on customer.id = s.customer_id left join companies carrier on carrier.id = s.carrier_id
          order by s.id`.execute(t.db)
      ).rows.map((r) => r.line);
    const before = await structure();
    const tables = [...IDENTITY_TABLES, 'dock_hours', 'contact_locations', 'notification_preferences', 'order_line_items', 'shipment_drivers', 'case_involved_parties', 'note_mentions', 'fake_fmcsa_carriers'];
    await sql.raw(`truncate ${tables.join(', ')} restart identity cascade`).execute(t.db);
    const started = Date.now();
    await seedDemo(t.db, { now: new Date('2026-03-02T15:45:00Z'), passwordHashCost: TEST_PASSWORD_HASH_COST });
    console.info(`seedDemo (postal codes already loaded) took ${Date.now() - started} ms`);
    expect(await structure()).toEqual(before);
    // With `now` fixed, the dates are fixed too.
    const first = await t.db.selectFrom('shipments').select(['shipment_number', 'origin_city', 'destination_city', 'created_at', 'pickup_early']).orderBy('id').executeTakeFirstOrThrow();
    expect(first).toEqual({
      shipment_number: '4100001',
      origin_city: 'Chicago',
      destination_city: 'Dallas',
      created_at: new Date('2025-09-03T17:49:00.000Z'),
      pickup_early: new Date('2025-09-07T21:00:00.000Z'),
    });
  });
});
