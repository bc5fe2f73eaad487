import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { DEMO, testAppForFile } from '../helper';
import { actor, BLUE_RIDGE, companyId, createShipment, HEARTLAND, LONE_STAR_DISPATCH, signInActor } from '../shipments/fixtures';

const t = testAppForFile({ admin: DEMO.carrierAdmin, otherCarrier: LONE_STAR_DISPATCH }, signInActor);

let blueRidge: number;
let heartland: number;

beforeAll(async () => {
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  heartland = await companyId(t.db, HEARTLAND);
});

const VALID_VIN = '1M8GDM9AXKP042788';
const trailer = (unitNumber: string) => ({ kind: 'Trailer', unitNumber, trailerType: 'Reefer', lengthFeet: 53, reeferUnit: 'Thermo King S-600', licensePlate: 'ab 1234', licenseState: 'va', year: 2022, make: 'Utility', model: '3000R' });
const powerUnit = (unitNumber: string) => ({ kind: 'PowerUnit', unitNumber, vin: VALID_VIN.toLowerCase(), eldVehicleId: '281474976710657', make: 'Kenworth', model: 'T680', year: 2023 });

async function totals() {
  const list = await t.admin.request('GET', '/portal/api/equipment?kind=Trailer');
  expect(list.statusCode).toBe(200);
  return list.json().totals as { trailers: number; powerUnits: number };
}

describe('equipment', () => {
  it('lists the company units of one kind with the totals of both kinds in service', async () => {
    const inService = await t.db.selectFrom('equipment').select(['kind']).where('company_id', '=', blueRidge).where('is_active', '=', true).execute();
    const expected = { trailers: inService.filter((u) => u.kind === 'Trailer').length, powerUnits: inService.filter((u) => u.kind === 'PowerUnit').length };
    const list = await t.admin.request('GET', '/portal/api/equipment?kind=PowerUnit');
    expect(list.json().totals).toEqual(expected);
    expect(list.json().totalCount).toBe(expected.powerUnits);
    expect(list.json().data.every((u: { kind: string; isActive: boolean }) => u.kind === 'PowerUnit' && u.isActive)).toBe(true);
    const units = list.json().data.map((u: { unitNumber: string }) => u.unitNumber);
    expect(units).toEqual([...units].sort());
    const searched = await t.admin.request('GET', `/portal/api/equipment?kind=PowerUnit&q=${encodeURIComponent(units[0].toLowerCase())}`);
    expect(searched.json().data.map((u: { unitNumber: string }) => u.unitNumber)).toContain(units[0]);
    const retired = await t.admin.request('GET', '/portal/api/equipment?kind=Trailer&status=Retired');
    expect(retired.json().data.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
  });

  it('creates, reads and edits a trailer and a power unit; the totals follow', async () => {
    const before = await totals();
    const created = await t.admin.request('POST', '/portal/api/equipment', trailer('FL-T1'));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ kind: 'Trailer', unitNumber: 'FL-T1', trailerType: 'Reefer', lengthFeet: 53, licensePlate: 'AB 1234', licenseState: 'VA', reeferUnit: 'Thermo King S-600', eldVehicleId: null, isActive: true, activeShipmentNumber: null });
    const truck = await t.admin.request('POST', '/portal/api/equipment', powerUnit('FL-101'));
    expect(truck.statusCode).toBe(201);
    expect(truck.json().data).toMatchObject({ kind: 'PowerUnit', vin: VALID_VIN, eldVehicleId: '281474976710657', trailerType: null, lengthFeet: null });
    expect(await totals()).toEqual({ trailers: before.trailers + 1, powerUnits: before.powerUnits + 1 });

    const id = created.json().data.id;
    const edited = await t.admin.request('PUT', `/portal/api/equipment/${id}`, { ...trailer('FL-T1A'), trailerType: 'Dry', reeferUnit: '', lengthFeet: '48' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ unitNumber: 'FL-T1A', trailerType: 'Dry', lengthFeet: 48, reeferUnit: null });
    expect((await t.admin.request('GET', `/portal/api/equipment/${id}`)).json().data.unitNumber).toBe('FL-T1A');

    const duplicate = await t.admin.request('POST', '/portal/api/equipment', powerUnit('fl-101'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('Power unit fl-101 already exists');
    const kindChange = await t.admin.request('PUT', `/portal/api/equipment/${id}`, powerUnit('FL-T1A'));
    expect(kindChange.statusCode).toBe(400);
    expect(kindChange.json().errors).toHaveProperty('kind');
  });

  it('refuses a VIN whose check digit is wrong, and fields of the other kind, naming the field', async () => {
    const badVin = await t.admin.request('POST', '/portal/api/equipment', { ...powerUnit('FL-102'), vin: '1M8GDM9AXKP042789' });
    expect(badVin.statusCode).toBe(400);
    expect(badVin.json().errors.vin).toEqual(['The VIN check digit (9th character) does not match: expected 1']);
    const shortVin = await t.admin.request('POST', '/portal/api/equipment', { ...powerUnit('FL-102'), vin: '1M8GDM9' });
    expect(shortVin.json().errors).toHaveProperty('vin');
    const mixed = await t.admin.request('POST', '/portal/api/equipment', { ...powerUnit('FL-102'), lengthFeet: 53, reeferUnit: 'Carrier X4' });
    expect(mixed.statusCode).toBe(400);
    expect(Object.keys(mixed.json().errors).sort()).toEqual(['lengthFeet', 'reeferUnit']);
    const dryReefer = await t.admin.request('POST', '/portal/api/equipment', { ...trailer('FL-T2'), trailerType: 'Dry' });
    expect(Object.keys(dryReefer.json().errors)).toEqual(['reeferUnit']);
    const badState = await t.admin.request('POST', '/portal/api/equipment', { ...trailer('FL-T2'), licenseState: 'ZZ', year: 1970 });
    expect(Object.keys(badState.json().errors).sort()).toEqual(['licenseState', 'year']);
    expect(await t.db.selectFrom('equipment').select('id').where('unit_number', 'in', ['FL-102', 'FL-T2']).execute()).toEqual([]);
  });

  it('refuses to retire a unit on an active load (409) and retires it once the load is delivered', async () => {
    const truck = (await t.admin.request('POST', '/portal/api/equipment', powerUnit('FL-201'))).json().data;
    const load = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.InTransit });
    await t.db.updateTable('shipments').set({ truck_number: 'FL-201' }).where('id', '=', load.id).execute();
    expect((await t.admin.request('GET', `/portal/api/equipment/${truck.id}`)).json().data.activeShipmentNumber).toBe(load.number);

    const refused = await t.admin.request('POST', `/portal/api/equipment/${truck.id}/retire`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`Power unit FL-201 is on shipment ${load.number}, an active load; it can be retired once the load is delivered`);
    const renamed = await t.admin.request('PUT', `/portal/api/equipment/${truck.id}`, powerUnit('FL-201B'));
    expect(renamed.statusCode).toBe(409);

    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Delivered }).where('id', '=', load.id).execute();
    const before = await totals();
    const retired = await t.admin.request('POST', `/portal/api/equipment/${truck.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ isActive: false, activeShipmentNumber: null, retiredAt: expect.any(String) });
    expect((await totals()).powerUnits).toBe(before.powerUnits - 1);
    expect((await t.admin.request('POST', `/portal/api/equipment/${truck.id}/retire`)).statusCode).toBe(409);
    expect((await t.admin.request('PUT', `/portal/api/equipment/${truck.id}`, powerUnit('FL-201'))).statusCode).toBe(409);
  });

  it("answers another company's unit like a missing one (404) and keeps lists to the company", async () => {
    const own = (await t.admin.request('POST', '/portal/api/equipment', trailer('FL-T9'))).json().data;
    for (const [method, url, body] of [
      ['GET', `/portal/api/equipment/${own.id}`, undefined],
      ['PUT', `/portal/api/equipment/${own.id}`, trailer('HIJACK')],
      ['POST', `/portal/api/equipment/${own.id}/retire`, undefined],
    ] as const) {
      const response = await t.otherCarrier.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await t.otherCarrier.request('GET', '/portal/api/equipment?kind=Trailer&q=FL-T9');
    expect(theirs.json()).toMatchObject({ data: [], totalCount: 0 });
    const unchanged = await t.admin.request('GET', `/portal/api/equipment/${own.id}`);
    expect(unchanged.json().data).toMatchObject({ unitNumber: 'FL-T9', isActive: true });
    const driver = await actor(t.app, t.db, DEMO.driver);
    expect((await driver.request('GET', '/portal/api/equipment?kind=Trailer')).statusCode).toBe(403);
  });
});
