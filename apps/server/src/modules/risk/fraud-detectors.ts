import { isAdmin } from '@portal/domain/auth/access';
import {
  foreignEmailDomains,
  newDeviceBeforeBooking,
  overbooking,
  PAYEE_CHANGE_WINDOW_DAYS,
  payeeChanges,
  PICKUP_APPROACH_HOURS,
  reTenderedLoad,
  sharedVehicles,
  truckFarFromPickup,
  type FraudSignalKind,
  type PersonFact,
  type SignalFinding,
} from '@portal/domain/risk/fraud-rules';
import type { Db } from '../../db/db';
import { recentPayeeChanges } from '../invoices/payee-changes.service';
import {
  findBookingsByCarrierUsers,
  findCarrierLoadsAndTrucks,
  findCarrierPeople,
  findCarriers,
  findLoadNumbersOnOtherCarriersDocuments,
  findLoadsNearingPickup,
  findSessionsOf,
  findUnitsSharedAcrossCarriers,
  type DetectorScope,
} from './fraud-signals.repository';

/**
 * The detectors: each reads its facts for a scope, lets its rule decide, and says which part of the
 * TMS it looked at, so that an open signal there it no longer finds can be cleared.
 */
export interface DetectorResult {
  kind: FraudSignalKind;
  findings: SignalFinding[];
  /** The carriers (or loads) whose open signals of this kind the run judged; undefined: every one. */
  judged: { carrierIds?: readonly number[]; shipmentIds?: readonly number[] } | 'nothing';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far back the scheduled run looks at bookings for a new device. */
const BOOKING_LOOKBACK_DAYS = 7;

function byCarrier(scope: DetectorScope) {
  return scope.carrierIds ? { carrierIds: scope.carrierIds } : {};
}

async function overbooked(db: Db, scope: DetectorScope): Promise<DetectorResult> {
  const rows = await findCarrierLoadsAndTrucks(db, scope);
  const findings = rows.flatMap((r) => overbooking({ carrierId: r.id, carrierName: r.name, activeLoads: r.active_loads, powerUnits: r.power_units }) ?? []);
  return { kind: 'Overbooked', findings, judged: byCarrier(scope) };
}

async function payeeChanged(db: Db, scope: DetectorScope, now: Date): Promise<DetectorResult> {
  const since = new Date(now.getTime() - PAYEE_CHANGE_WINDOW_DAYS * DAY_MS);
  const [carriers, changes] = await Promise.all([findCarriers(db, scope), recentPayeeChanges(db, since, scope.carrierIds)]);
  const names = new Map(carriers.map((c) => [c.id, c.name]));
  const findings: SignalFinding[] = [];
  for (const [carrierId, carrierName] of names) {
    findings.push(...payeeChanges({ carrierId, carrierName }, changes.filter((c) => c.carrierId === carrierId), now));
  }
  return { kind: 'PayeeChanged', findings, judged: byCarrier(scope) };
}

async function foreignDomains(db: Db, scope: DetectorScope, now: Date): Promise<DetectorResult> {
  const [carriers, people] = await Promise.all([findCarriers(db, scope), findCarrierPeople(db, scope)]);
  const byCompany = new Map<number, PersonFact[]>();
  const add = (companyId: number, person: PersonFact) => byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), person]);
  for (const u of people.users) add(u.company_id, { kind: 'User', id: u.id, name: u.name, email: u.email, addedAt: u.created_at });
  for (const c of people.contacts) {
    for (const email of c.email_addresses) add(c.company_id, { kind: 'Contact', id: c.id, name: c.name, email, addedAt: c.created_at });
  }
  const findings = carriers.flatMap((c) => foreignEmailDomains({ carrierId: c.id, carrierName: c.name, companyEmail: c.email }, byCompany.get(c.id) ?? [], now));
  return { kind: 'ForeignEmailDomain', findings, judged: byCarrier(scope) };
}

async function newDevices(db: Db, scope: DetectorScope, now: Date): Promise<DetectorResult> {
  const bookings = await findBookingsByCarrierUsers(db, new Date(now.getTime() - BOOKING_LOOKBACK_DAYS * DAY_MS), scope);
  const admins = bookings.filter((b) => isAdmin({ roles: b.roles, permissions: b.permissions }));
  const latest = admins.reduce((max, b) => Math.max(max, b.booked_at?.getTime() ?? 0), 0);
  const sessions = await findSessionsOf(db, [...new Set(admins.map((b) => b.user_id))], new Date(latest));
  const findings = admins.flatMap(
    (b) =>
      newDeviceBeforeBooking(
        { carrierId: b.carrier_id!, shipmentId: b.id, shipmentNumber: b.shipment_number, bookedAt: b.booked_at!, userId: b.user_id, userEmail: b.email, isAdmin: true },
        sessions.filter((s) => s.user_id === b.user_id).map((s) => ({ createdAt: s.created_at, userAgent: s.user_agent, ip: s.ip })),
      ) ?? [],
  );
  // A device that was new before a booking stays new for that booking: nothing to clear.
  return { kind: 'NewDeviceBeforeBooking', findings, judged: 'nothing' };
}

async function sharedUnits(db: Db, scope: DetectorScope): Promise<DetectorResult> {
  const units = await findUnitsSharedAcrossCarriers(db);
  const findings = sharedVehicles(
    units.map((u) => ({ carrierId: u.company_id, carrierName: u.name, unitNumber: u.unit_number, vin: u.vin, licensePlate: u.license_plate, licenseState: u.license_state })),
  );
  const wanted = scope.carrierIds ? new Set(scope.carrierIds) : undefined;
  return { kind: 'SharedVehicle', findings: wanted ? findings.filter((f) => wanted.has(f.carrierId)) : findings, judged: byCarrier(scope) };
}

async function farFromPickup(db: Db, scope: DetectorScope, now: Date): Promise<DetectorResult> {
  const loads = await findLoadsNearingPickup(db, now, new Date(now.getTime() + PICKUP_APPROACH_HOURS * HOUR_MS), scope);
  const findings = loads.flatMap(
    (l) =>
      truckFarFromPickup(
        {
          carrierId: l.carrier_id!,
          shipmentId: l.id,
          shipmentNumber: l.shipment_number,
          pickupAt: l.pickup_early,
          pickup: { latitude: l.origin_latitude, longitude: l.origin_longitude, city: l.origin_city, state: l.origin_state },
          position: l.last_latitude !== null && l.last_longitude !== null && l.last_location_at ? { latitude: l.last_latitude, longitude: l.last_longitude, at: l.last_location_at } : null,
        },
        now,
      ) ?? [],
  );
  // Only the loads still before their pickup are judged again: once the truck is near, the signal clears.
  return { kind: 'TruckFarFromPickup', findings, judged: { shipmentIds: loads.map((l) => l.id) } };
}

async function reTendered(db: Db, scope: DetectorScope): Promise<DetectorResult> {
  const rows = await findLoadNumbersOnOtherCarriersDocuments(db, scope);
  const loads = new Map<number, typeof rows>();
  for (const row of rows) loads.set(row.id, [...(loads.get(row.id) ?? []), row]);
  const findings = [...loads.values()].flatMap((docs) => {
    const load = docs[0]!;
    return (
      reTenderedLoad(
        { carrierId: load.carrier_id!, shipmentId: load.id, shipmentNumber: load.shipment_number, carrierName: load.carrier_name },
        docs.map((d) => ({ id: d.document_id, name: d.document_name, carrierId: d.document_carrier_id!, carrierName: d.document_carrier_name, uploadedAt: d.uploaded_at })),
      ) ?? []
    );
  });
  return { kind: 'LoadReTendered', findings, judged: scope.shipmentIds ? { shipmentIds: scope.shipmentIds } : byCarrier(scope) };
}

/** Every detector over the scope (the whole TMS when the scope is empty). */
export function runDetectors(db: Db, scope: DetectorScope, now: Date): Promise<DetectorResult[]> {
  return Promise.all([
    overbooked(db, scope),
    payeeChanged(db, scope, now),
    foreignDomains(db, scope, now),
    newDevices(db, scope, now),
    sharedUnits(db, scope),
    farFromPickup(db, scope, now),
    reTendered(db, scope),
  ]);
}
