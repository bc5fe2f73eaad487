import { describe, expect, it } from 'vitest';
import {
  companyDomain,
  emailDomain,
  FAR_FROM_PICKUP_MILES,
  foreignEmailDomains,
  LOADS_PER_POWER_UNIT,
  mentionsNumber,
  newDeviceBeforeBooking,
  overbooking,
  payeeChanges,
  reTenderedLoad,
  sharedVehicles,
  truckFarFromPickup,
} from './fraud-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const carrier = { carrierId: 7, carrierName: 'Acme Hauling' };

describe('overbooking', () => {
  it('flags a carrier with loads and no truck, or past a week of loads a truck', () => {
    expect(overbooking({ ...carrier, activeLoads: 1, powerUnits: 0 })).toMatchObject({ kind: 'Overbooked', carrierId: 7, evidence: { activeLoads: 1, powerUnits: 0 } });
    expect(overbooking({ ...carrier, activeLoads: 2 * LOADS_PER_POWER_UNIT + 1, powerUnits: 2 })?.summary).toContain('2 power units');
  });
  it('leaves a busy carrier within its trucks alone, and one with no loads', () => {
    expect(overbooking({ ...carrier, activeLoads: 2 * LOADS_PER_POWER_UNIT, powerUnits: 2 })).toBeNull();
    expect(overbooking({ ...carrier, activeLoads: 0, powerUnits: 0 })).toBeNull();
  });
});

describe('payee changes', () => {
  const change = { id: 3, invoiceNumber: 'AP-300100', fromPayee: null, toPayee: 'Capital Factoring', status: 'Confirmed', requestedAt: ago(5 * DAY), decidedAt: ago(4 * DAY) };
  it('flags a confirmed or pending change within 30 days, one signal per change', () => {
    const found = payeeChanges(carrier, [change, { ...change, id: 4, status: 'Pending', decidedAt: null }], NOW);
    expect(found.map((f) => f.subject)).toEqual(['payee-change:3', 'payee-change:4']);
    expect(found[0]!.summary).toContain('changed from the carrier to Capital Factoring');
    expect(found[1]!.summary).toContain('is asked to change');
  });
  it('ignores older, cancelled and expired changes', () => {
    expect(payeeChanges(carrier, [{ ...change, requestedAt: ago(40 * DAY), decidedAt: ago(31 * DAY) }], NOW)).toEqual([]);
    expect(payeeChanges(carrier, [{ ...change, status: 'Cancelled' }, { ...change, status: 'Expired' }], NOW)).toEqual([]);
  });
});

describe('e-mail domains', () => {
  it('reads the domain of an address, and no company domain from a public mailbox', () => {
    expect(emailDomain('Ann@Acme.TEST')).toBe('acme.test');
    expect(emailDomain('not-an-address')).toBeNull();
    expect(emailDomain('trailing@')).toBeNull();
    expect(companyDomain('dispatch@gmail.com')).toBeNull();
    expect(companyDomain('info@acme.test')).toBe('acme.test');
  });

  const company = { ...carrier, companyEmail: 'info@acmehauling.test' };
  const person = (id: number, email: string, addedAt: Date) => ({ kind: 'User' as const, id, name: `P${id}`, email, addedAt });

  it('flags a person added lately at a foreign, public or look-alike domain', () => {
    const found = foreignEmailDomains(company, [person(1, 'x@gmail.com', ago(DAY)), person(2, 'y@acme-hauling.co', ago(2 * DAY)), person(3, 'z@acmehauling.test', ago(DAY))], NOW);
    expect(found.map((f) => f.evidence.personId)).toEqual([1, 2]);
    expect(found[0]!.evidence).toMatchObject({ emailDomain: 'gmail.com', companyDomains: ['acmehauling.test'] });
  });
  it("accepts a sub-domain, and domains the company's people used before the window", () => {
    const people = [person(1, 'old@parent-group.test', ago(200 * DAY)), person(2, 'new@parent-group.test', ago(DAY)), person(3, 'ops@mail.acmehauling.test', ago(DAY))];
    expect(foreignEmailDomains(company, people, NOW)).toEqual([]);
  });
  it('judges nothing when the carrier has no domain of its own', () => {
    expect(foreignEmailDomains({ ...carrier, companyEmail: 'acme@gmail.com' }, [person(1, 'x@yahoo.com', ago(DAY))], NOW)).toEqual([]);
  });
});

describe('new device before booking', () => {
  const booking = { carrierId: 7, shipmentId: 9, shipmentNumber: '4100009', bookedAt: NOW, userId: 5, userEmail: 'owner@acme.test', isAdmin: true };
  const session = (at: Date, userAgent: string) => ({ createdAt: at, userAgent, ip: '203.0.113.9' });
  it('flags an admin whose first sign-in from a device came within 24 h before the booking', () => {
    const found = newDeviceBeforeBooking(booking, [session(ago(30 * DAY), 'Chrome'), session(ago(3 * HOUR), 'Firefox')]);
    expect(found).toMatchObject({ kind: 'NewDeviceBeforeBooking', shipmentId: 9, subject: 'user:5', evidence: { device: 'Firefox', hoursBefore: 3 } });
  });
  it('ignores a known device, a new device a day earlier or after the booking, a first session ever, and non-admins', () => {
    expect(newDeviceBeforeBooking(booking, [session(ago(30 * DAY), 'Chrome'), session(ago(HOUR), 'chrome ')])).toBeNull();
    expect(newDeviceBeforeBooking(booking, [session(ago(30 * DAY), 'Chrome'), session(ago(25 * HOUR), 'Firefox')])).toBeNull();
    expect(newDeviceBeforeBooking(booking, [session(ago(30 * DAY), 'Chrome'), session(new Date(NOW.getTime() + HOUR), 'Firefox')])).toBeNull();
    expect(newDeviceBeforeBooking(booking, [session(ago(HOUR), 'Firefox')])).toBeNull();
    expect(newDeviceBeforeBooking({ ...booking, isAdmin: false }, [session(ago(30 * DAY), 'Chrome'), session(ago(HOUR), 'Firefox')])).toBeNull();
  });
});

describe('shared vehicles', () => {
  const unit = (carrierId: number, unitNumber: string, vin: string | null, plate: string | null, state: string | null) => ({ carrierId, carrierName: `C${carrierId}`, unitNumber, vin, licensePlate: plate, licenseState: state });
  it('flags each carrier of a VIN written differently, and of a plate in the same state', () => {
    const found = sharedVehicles([unit(1, 'A', '1xk-yd49', 'P1', 'TX'), unit(2, 'B', '1XKYD49', 'P2', 'TX'), unit(3, 'C', null, 'P2', 'TX')]);
    expect(found.map((f) => [f.carrierId, f.subject])).toEqual([
      [1, 'vin:1XKYD49'],
      [2, 'vin:1XKYD49'],
      [2, 'plate:TX:P2'],
      [3, 'plate:TX:P2'],
    ]);
    expect(found[0]!.summary).toContain('C2 (unit B)');
  });
  it('ignores one carrier’s own units and the same plate in two states', () => {
    expect(sharedVehicles([unit(1, 'A', 'V1', null, null), unit(1, 'B', 'V1', null, null), unit(2, 'C', null, 'P', 'TX'), unit(3, 'D', null, 'P', 'OK')])).toEqual([]);
  });
});

describe('truck far from pickup', () => {
  const columbus = { latitude: 39.9612, longitude: -82.9988, city: 'Columbus', state: 'OH' };
  const load = (hoursToPickup: number, position: { latitude: number; longitude: number; at: Date } | null) => ({
    carrierId: 7,
    shipmentId: 9,
    shipmentNumber: '4100009',
    pickupAt: new Date(NOW.getTime() + hoursToPickup * HOUR),
    pickup: columbus,
    position,
  });
  const denver = { latitude: 39.7392, longitude: -104.9903, at: ago(10 * 60_000) };
  it('flags a fresh position beyond the distance within 3 hours of the pickup', () => {
    const found = truckFarFromPickup(load(2, denver), NOW);
    expect(found?.evidence.miles).toBeGreaterThan(FAR_FROM_PICKUP_MILES);
    expect(found?.summary).toContain('Columbus, OH');
  });
  it('ignores a near truck, a far-off pickup, a past pickup, a stale or missing position', () => {
    expect(truckFarFromPickup(load(2, { latitude: 40.5, longitude: -83, at: NOW }), NOW)).toBeNull();
    expect(truckFarFromPickup(load(5, denver), NOW)).toBeNull();
    expect(truckFarFromPickup(load(-1, denver), NOW)).toBeNull();
    expect(truckFarFromPickup(load(2, { ...denver, at: ago(7 * HOUR) }), NOW)).toBeNull();
    expect(truckFarFromPickup(load(2, null), NOW)).toBeNull();
  });
});

describe('load re-tendered', () => {
  it('matches the number as a whole word only', () => {
    expect(mentionsNumber('RateCon 4100009.pdf', '4100009')).toBe(true);
    expect(mentionsNumber('BOL-4100009_signed.pdf', '4100009')).toBe(true);
    expect(mentionsNumber('BOL-41000091.pdf', '4100009')).toBe(false);
  });
  it("flags the booked carrier when another carrier's document names its load", () => {
    const load = { carrierId: 7, shipmentId: 9, shipmentNumber: '4100009', carrierName: 'Acme Hauling' };
    const doc = (carrierId: number, name: string) => ({ id: `d${carrierId}`, name, carrierId, carrierName: `C${carrierId}`, uploadedAt: NOW });
    expect(reTenderedLoad(load, [doc(8, 'RateCon 4100009.pdf')])).toMatchObject({ kind: 'LoadReTendered', carrierId: 7, shipmentId: 9 });
    expect(reTenderedLoad(load, [doc(7, 'RateCon 4100009.pdf'), doc(8, 'RateCon 41000091.pdf')])).toBeNull();
  });
});
