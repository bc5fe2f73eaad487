import { sql } from 'kysely';
import type { FraudSignalKind } from '@portal/domain/risk/fraud-rules';
import { EntityType } from '@portal/domain/common/entity-type';
import { FileType } from '@portal/domain/documents/file-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { detectFraud } from '../../modules/risk/fraud-signals.service';
import type { Db } from '../db';
import type { Companies, SeedContext } from './context';
import { addMs, DAY, HOUR, insertAll, stableHex } from './support';

/**
 * Carriers made to look like the trade's usual schemes, each tripping exactly one fraud signal, so
 * the Risk page has something to show and the detectors something to be tested on. They are new
 * companies: the demo's own carriers stay clean. The detectors run once at the end, as the
 * scheduled scan would.
 */

interface ScenarioSpec {
  name: string;
  domain: string;
  kind: FraudSignalKind;
}

/** Every scenario carrier and the one signal kind it must raise. */
export const FRAUD_SCENARIOS: readonly ScenarioSpec[] = [
  { name: 'Ironhorse Freight Co', domain: 'ironhorsefreight.test', kind: 'Overbooked' },
  { name: 'Quickline Transport', domain: 'quicklinetransport.test', kind: 'Overbooked' },
  { name: 'Prairie Wind Hauling', domain: 'prairiewindhauling.test', kind: 'Overbooked' },
  { name: 'Copperline Logistics', domain: 'copperlinelogistics.test', kind: 'PayeeChanged' },
  { name: 'Bayou Express Lines', domain: 'bayouexpress.test', kind: 'PayeeChanged' },
  { name: 'Granite State Carriers', domain: 'granitestatecarriers.test', kind: 'PayeeChanged' },
  { name: 'Ridgeline Freight', domain: 'ridgelinefreight.test', kind: 'ForeignEmailDomain' },
  { name: 'Northstar Cartage', domain: 'northstarcartage.test', kind: 'ForeignEmailDomain' },
  { name: 'Cedar Valley Trucking', domain: 'cedarvalleytrucking.test', kind: 'ForeignEmailDomain' },
  { name: 'Redwood Run Transport', domain: 'redwoodrun.test', kind: 'NewDeviceBeforeBooking' },
  { name: 'Timberline Freightways', domain: 'timberlinefreightways.test', kind: 'NewDeviceBeforeBooking' },
  { name: 'Desert Sun Carriers', domain: 'desertsuncarriers.test', kind: 'NewDeviceBeforeBooking' },
  { name: 'Harbor Point Trucking', domain: 'harborpointtrucking.test', kind: 'SharedVehicle' },
  { name: 'Tri-County Haulers', domain: 'tricountyhaulers.test', kind: 'SharedVehicle' },
  { name: 'Old Mill Transport', domain: 'oldmilltransport.test', kind: 'SharedVehicle' },
  { name: 'Blue Mesa Freight', domain: 'bluemesafreight.test', kind: 'TruckFarFromPickup' },
  { name: 'Riverbend Logistics', domain: 'riverbendlogistics.test', kind: 'TruckFarFromPickup' },
  { name: 'Sawtooth Carriers', domain: 'sawtoothcarriers.test', kind: 'TruckFarFromPickup' },
  { name: 'Falcon Crest Freight', domain: 'falconcrestfreight.test', kind: 'LoadReTendered' },
  { name: 'Lakeshore Lines', domain: 'lakeshorelines.test', kind: 'LoadReTendered' },
];

/** The carrier whose documents carry other carriers' load numbers; it raises no signal of its own. */
export const RE_TENDER_ACCOMPLICE = { name: 'Nightjar Carriers', domain: 'nightjarcarriers.test' };

const PICKUP = { name: 'Scioto Distribution Center', city: 'Columbus', state: 'OH', postalCode: '43215', latitude: 39.9612, longitude: -82.9988, zone: 'America/New_York' };
const DELIVERY = { name: 'Circle City Grocers DC', city: 'Indianapolis', state: 'IN', postalCode: '46204', latitude: 39.7684, longitude: -86.1581, zone: 'America/Indiana/Indianapolis' };
/** Where the far trucks are when their pickup in Columbus nears: Denver, Memphis, Atlanta. */
const FAR_POSITIONS = [
  { latitude: 39.7392, longitude: -104.9903 },
  { latitude: 35.1495, longitude: -90.049 },
  { latitude: 33.749, longitude: -84.388 },
];
/** The scenarios' load numbers, in a range of their own after the demo's. */
const FIRST_LOAD_NUMBER = 4_900_001;
const OLD_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const NEW_BROWSERS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:118.0) Gecko/20100101 Firefox/118.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 13_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 13; SM-A536U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36',
];

const TABLES = ['companies', 'users', 'contacts', 'equipment', 'shipments', 'shipment_stops', 'ap_invoices'] as const;

/** Ids after the highest of each table: the demo's plans number some tables themselves. */
async function idsAfterDemo(db: Db) {
  const last = new Map<string, number>();
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select(sql<number>`coalesce(max(id), 0)::int`.as('n')).executeTakeFirstOrThrow();
    last.set(table, row.n);
  }
  return {
    next(table: (typeof TABLES)[number]): number {
      const id = last.get(table)! + 1;
      last.set(table, id);
      return id;
    },
  };
}

type ScenarioIds = Awaited<ReturnType<typeof idsAfterDemo>>;

export async function seedFraudScenarios(db: Db, ctx: SeedContext, companies: Companies): Promise<void> {
  const { now } = ctx;
  const ids = await idsAfterDemo(db);
  const carrierIds = new Map<string, number>();
  const companyRows = [...FRAUD_SCENARIOS, RE_TENDER_ACCOMPLICE].map((spec, index) => {
    const id = ids.next('companies');
    carrierIds.set(spec.name, id);
    return {
      id,
      company_number: `C${19001 + index}`,
      name: spec.name,
      kind: 'Carrier',
      mc_number: String(990_001 + index),
      dot_number: String(3_990_001 + index),
      email: `info@${spec.domain}`,
      phone: `(555) 01${String(index).padStart(2, '0')}-0000`,
      address_line1: `${100 + index} Commerce Way`,
      city: PICKUP.city,
      state: PICKUP.state,
      postal_code: PICKUP.postalCode,
      created_at: addMs(now, -(200 + index) * DAY),
    };
  });
  await insertAll(db, 'companies', companyRows);
  const carrier = (name: string) => carrierIds.get(name)!;

  // Every scenario carrier that books has its owner, an admin of its own domain from long ago.
  const owners = new Map<string, number>();
  const userRows = FRAUD_SCENARIOS.map((spec, index) => {
    const id = ids.next('users');
    owners.set(spec.name, id);
    const email = `owner@${spec.domain}`;
    const createdAt = addMs(now, -(180 - index) * DAY);
    return {
      id,
      company_id: carrier(spec.name),
      email,
      user_name: email,
      first_name: 'Owner',
      last_name: spec.name.split(' ')[0]!,
      password_hash: null,
      status: 'Active',
      roles: ['Admin'],
      permissions: ['CarrierPortal', 'Admin'],
      api_key: stableHex(`api-key:${email}`),
      has_accepted_terms: true,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await insertAll(db, 'users', userRows);

  // Power units: one per carrier that has loads (so a load or two is no overbooking), with a VIN
  // and a plate of its own unless the scenario shares them.
  const unitRows: { id: number; company_id: number; kind: string; unit_number: string; vin: string | null; license_plate: string | null; license_state: string | null; created_at: Date }[] = [];
  const unit = (name: string, unitNumber: string, vin: string | null, plate: string | null, state: string | null) =>
    unitRows.push({ id: ids.next('equipment'), company_id: carrier(name), kind: 'PowerUnit', unit_number: unitNumber, vin, license_plate: plate, license_state: state, created_at: addMs(now, -150 * DAY) });
  const ownUnit = (name: string, n: number) => unit(name, `FX-${n}`, `5FRDSCN${String(n).padStart(10, '0')}`, `FRD${String(n).padStart(4, '0')}`, 'OH');
  ownUnit('Prairie Wind Hauling', 1);
  for (const [i, name] of ['Copperline Logistics', 'Bayou Express Lines', 'Granite State Carriers'].entries()) ownUnit(name, 10 + i);
  for (const [i, name] of ['Redwood Run Transport', 'Timberline Freightways', 'Desert Sun Carriers'].entries()) ownUnit(name, 20 + i);
  for (const [i, name] of ['Blue Mesa Freight', 'Riverbend Logistics', 'Sawtooth Carriers'].entries()) ownUnit(name, 30 + i);
  for (const [i, name] of ['Falcon Crest Freight', 'Lakeshore Lines'].entries()) ownUnit(name, 40 + i);
  // One truck on two carriers' books: the same VIN (written differently), and the same Texas plate.
  unit('Harbor Point Trucking', 'HP-7', '1XKYD49X0LJ000777', 'HPT1001', 'FL');
  unit('Tri-County Haulers', 'TC-2', '1xkyd49x0lj-000777', 'TCH2002', 'GA');
  unit('Tri-County Haulers', 'TC-3', '3AKJHHDR5KS000333', '77K-1234', 'TX');
  unit('Old Mill Transport', 'OM-1', '1M1AN07Y5KM000111', '77K 1234', 'TX');
  await insertAll(db, 'equipment', unitRows);

  // Loads, each with its pickup in Columbus and delivery in Indianapolis.
  let nextNumber = FIRST_LOAD_NUMBER;
  const shipmentRows: Record<string, unknown>[] = [];
  const stopRows: Record<string, unknown>[] = [];
  const load = (name: string, status: number, pickupAt: Date, extra: Record<string, unknown> = {}) => {
    const id = ids.next('shipments');
    const shipmentNumber = String(nextNumber++);
    const deliveryAt = addMs(pickupAt, 6 * HOUR);
    const booked = status >= ShipmentStatus.Booked;
    shipmentRows.push({
      id,
      shipment_number: shipmentNumber,
      customer_id: companies.heartland.id,
      carrier_id: carrier(name),
      status,
      weight_lbs: 38_000,
      total_miles: 176,
      rate_cents: 95_000,
      max_buy_cents: 100_000,
      origin_city: PICKUP.city,
      origin_state: PICKUP.state,
      origin_postal_code: PICKUP.postalCode,
      origin_latitude: PICKUP.latitude,
      origin_longitude: PICKUP.longitude,
      origin_time_zone: PICKUP.zone,
      destination_city: DELIVERY.city,
      destination_state: DELIVERY.state,
      destination_postal_code: DELIVERY.postalCode,
      destination_latitude: DELIVERY.latitude,
      destination_longitude: DELIVERY.longitude,
      destination_time_zone: DELIVERY.zone,
      pickup_early: pickupAt,
      pickup_late: addMs(pickupAt, 2 * HOUR),
      delivery_early: deliveryAt,
      delivery_late: addMs(deliveryAt, 2 * HOUR),
      booked_at: booked ? addMs(now, -2 * DAY) : null,
      booked_rate_type: booked ? 'BookItNow' : null,
      delivered_at: status === ShipmentStatus.Delivered ? deliveryAt : null,
      // A moving load owes its next update by the end of its pickup's window, as every seeded load does.
      next_stop_due_at: booked && status <= ShipmentStatus.AtStop ? addMs(pickupAt, 2 * HOUR) : null,
      created_at: addMs(now, -5 * DAY),
      updated_at: addMs(now, -2 * DAY),
      ...extra,
    });
    for (const [stopNumber, place, early] of [
      [1, PICKUP, pickupAt],
      [2, DELIVERY, deliveryAt],
    ] as const) {
      stopRows.push({
        id: ids.next('shipment_stops'),
        shipment_id: id,
        stop_number: stopNumber,
        stop_type: stopNumber === 1 ? 'Pickup' : 'Dropoff',
        name: place.name,
        address_line1: '1 Dock Road',
        city: place.city,
        state: place.state,
        postal_code: place.postalCode,
        latitude: place.latitude,
        longitude: place.longitude,
        iana_timezone: place.zone,
        early,
        late: addMs(early, 2 * HOUR),
        arrived_at: status === ShipmentStatus.Delivered ? early : null,
        departed_at: status === ShipmentStatus.Delivered ? addMs(early, HOUR) : null,
      });
    }
    return { id, shipmentNumber };
  };
  const later = (days: number) => addMs(now, days * DAY);

  // Overbooked: loads with no truck at all, or more than a week's work for the one truck.
  load('Ironhorse Freight Co', ShipmentStatus.Booked, later(2));
  load('Quickline Transport', ShipmentStatus.Booked, later(2));
  load('Quickline Transport', ShipmentStatus.Booked, later(3));
  for (let day = 0; day < 8; day += 1) load('Prairie Wind Hauling', ShipmentStatus.Booked, later(2 + day * 0.5));

  // Payee changed: a delivered load's invoice, its payee moved to a factor lately.
  const paidLoads = ['Copperline Logistics', 'Bayou Express Lines', 'Granite State Carriers'].map((name) => ({ name, ...load(name, ShipmentStatus.Delivered, later(-12)) }));

  // New device before booking: the owner books the load a few hours after signing in from a browser never seen.
  const bookings = ['Redwood Run Transport', 'Timberline Freightways', 'Desert Sun Carriers'].map((name, i) => {
    const bookedAt = addMs(now, -(i + 1) * HOUR);
    return { name, bookedAt, hoursBefore: [2, 7, 20][i]!, ...load(name, ShipmentStatus.Booked, later(3), { booked_at: bookedAt, booked_by_user_id: owners.get(name) }) };
  });

  // Truck far from pickup: the pickup is two hours away and the truck's last point hundreds of miles off.
  for (const [i, name] of ['Blue Mesa Freight', 'Riverbend Logistics', 'Sawtooth Carriers'].entries()) {
    const position = FAR_POSITIONS[i]!;
    load(name, ShipmentStatus.Booked, addMs(now, 2 * HOUR), {
      truck_number: `FX-${30 + i}`,
      last_latitude: position.latitude,
      last_longitude: position.longitude,
      last_location_at: addMs(now, -15 * 60_000),
    });
  }

  // Re-tendered: the booked load's number turns up in documents another carrier uploaded.
  const reTendered = ['Falcon Crest Freight', 'Lakeshore Lines'].map((name) => ({ name, ...load(name, ShipmentStatus.Booked, later(4)) }));

  await insertAll(db, 'shipments', shipmentRows as never[]);
  await insertAll(db, 'shipment_stops', stopRows as never[]);

  await seedPayeeChanges(db, ids, now, paidLoads, carrier, owners, companies.capitalFactoring.id);
  await seedPeopleOfOtherDomains(db, ids, now, carrier);
  await seedSessions(db, now, bookings, carrier, owners);

  const accomplice = carrier(RE_TENDER_ACCOMPLICE.name);
  const names = [(n: string) => `RateCon ${n}.pdf`, (n: string) => `BOL-${n} signed.pdf`];
  await insertAll(
    db,
    'documents',
    reTendered.map((r, i) => ({
      name: names[i]!(r.shipmentNumber),
      file_type: i === 0 ? FileType.RateConfirmation : FileType.BillOfLading,
      extension: 'pdf',
      content_type: 'application/pdf',
      size_bytes: 48_213 + i,
      storage_key: `seed/fraud-scenarios/${r.shipmentNumber}.pdf`,
      entity_type: EntityType.CARRIER,
      entity_id: accomplice,
      company_id: accomplice,
      created_at: addMs(now, -(6 + i) * HOUR),
    })),
  );

  await detectFraud(db, {}, now);
}

async function seedPayeeChanges(
  db: Db,
  ids: ScenarioIds,
  now: Date,
  loads: readonly { name: string; id: number }[],
  carrier: (name: string) => number,
  owners: Map<string, number>,
  factorId: number,
): Promise<void> {
  const last = await db
    .selectFrom('ap_invoices')
    .select(sql<string | null>`max(substring(invoice_number from 4)::bigint)::text`.as('n'))
    .where('invoice_number', '~', sql.lit('^AP-[0-9]{1,15}$'))
    .executeTakeFirst();
  const first = Number(last?.n ?? 300_000) + 1;
  const invoices = loads.map((l, i) => ({
    id: ids.next('ap_invoices'),
    invoice_number: `AP-${first + i}`,
    shipment_id: l.id,
    carrier_id: carrier(l.name),
    remit_to_company_id: i === 2 ? null : factorId,
    invoice_amount_cents: 95_000,
    invoice_date: addMs(now, -10 * DAY).toISOString().slice(0, 10),
    received_at: addMs(now, -10 * DAY),
    created_at: addMs(now, -10 * DAY),
    updated_at: addMs(now, -(3 + i) * DAY),
  }));
  await insertAll(db, 'ap_invoices', invoices);
  const inserted = invoices;
  await insertAll(
    db,
    'payee_changes',
    inserted.map((invoice, i) => {
      const name = loads[i]!.name;
      const requestedAt = addMs(now, -(4 + i * 3) * DAY);
      const pending = i === 2;
      return {
        ap_invoice_id: invoice.id,
        carrier_id: invoice.carrier_id,
        from_company_id: null,
        to_company_id: factorId,
        requested_by_user_id: owners.get(name)!,
        status: pending ? 'Pending' : 'Confirmed',
        confirm_by: 'Admin',
        created_at: requestedAt,
        expires_at: pending ? addMs(now, 40 * HOUR) : addMs(requestedAt, 48 * HOUR),
        decided_at: pending ? null : addMs(requestedAt, 3 * HOUR),
        decided_by_user_id: pending ? null : owners.get(name)!,
      };
    }),
  );
}

async function seedPeopleOfOtherDomains(db: Db, ids: ScenarioIds, now: Date, carrier: (name: string) => number): Promise<void> {
  const lately = addMs(now, -3 * DAY);
  // A free mailbox, and another carrier's own domain, on users added this week.
  const users = [
    { company: 'Ridgeline Freight', first: 'Dana', last: 'Pruitt', email: 'dana.pruitt.dispatch@gmail.com' },
    { company: 'Cedar Valley Trucking', first: 'Lee', last: 'Marsh', email: 'lee.marsh@blueridgetransport.test' },
  ].map((u) => {
    const id = ids.next('users');
    return {
      id,
      company_id: carrier(u.company),
      email: u.email,
      user_name: u.email,
      first_name: u.first,
      last_name: u.last,
      password_hash: null,
      status: 'Active',
      roles: ['Admin'],
      permissions: ['CarrierPortal', 'Admin'],
      api_key: stableHex(`api-key:${u.email}`),
      has_accepted_terms: true,
      created_at: lately,
      updated_at: lately,
    };
  });
  await insertAll(db, 'users', users);
  // A contact at a domain made to look like the carrier's own.
  await insertAll(db, 'contacts', [
    {
      id: ids.next('contacts'),
      company_id: carrier('Northstar Cartage'),
      first_name: 'Sam',
      last_name: 'Ortiz',
      function_title: 'Accounts Receivable',
      roles: ['AR'],
      email_addresses: ['sam.ortiz@northstar-cartage.co'],
      phone_numbers: ['(555) 014-2200'],
      created_at: lately,
      updated_at: lately,
    },
  ]);
}

async function seedSessions(
  db: Db,
  now: Date,
  bookings: readonly { name: string; bookedAt: Date; hoursBefore: number }[],
  carrier: (name: string) => number,
  owners: Map<string, number>,
): Promise<void> {
  const rows = bookings.flatMap((b, i) => {
    const userId = owners.get(b.name)!;
    const session = (key: string, createdAt: Date, userAgent: string, ip: string) => ({
      id: stableHex(`fraud-session:${b.name}:${key}`),
      user_id: userId,
      company_id: carrier(b.name),
      session_generation: 0,
      ip,
      user_agent: userAgent,
      created_at: createdAt,
      last_seen_at: addMs(createdAt, HOUR),
      expires_at: addMs(createdAt, 12 * HOUR),
      refresh_hash: stableHex(`fraud-refresh:${b.name}:${key}`),
      ended_at: addMs(createdAt, 2 * HOUR),
      end_reason: 'SignedOut',
    });
    return [session('usual', addMs(now, -40 * DAY), OLD_BROWSER, '198.51.100.10'), session('usual-again', addMs(now, -9 * DAY), OLD_BROWSER, '198.51.100.10'), session('new', addMs(b.bookedAt, -b.hoursBefore * HOUR), NEW_BROWSERS[i]!, `203.0.113.${20 + i}`)];
  });
  await insertAll(db, 'user_sessions', rows);
}
