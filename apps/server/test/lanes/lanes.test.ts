import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { BLUE_RIDGE, clientFor, companyId, createCarrierWithUser, createLoad, DAY, haversineMiles, LONE_STAR, PLACES, USERS, type Client } from '../load-board/freight-fixtures';

let t: TestApp;
let blueRidge: Client;
let blueRidgeAdmin: Client;
let loneStar: Client;
let broker: Client;
let driver: Client;

beforeAll(async () => {
  t = await buildTestApp();
  [blueRidge, blueRidgeAdmin, loneStar, broker, driver] = await Promise.all([
    clientFor(t.app, USERS.blueRidge),
    clientFor(t.app, USERS.blueRidgeAdmin),
    clientFor(t.app, USERS.loneStar),
    clientFor(t.app, USERS.broker),
    clientFor(t.app, USERS.driver),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const chicagoToDallas = { originCity: 'Chicago', originState: 'IL', originRadius: 50, destinationCity: 'Dallas', destinationState: 'TX', destinationRadius: 75, equipmentMode: 'Dry' };

describe('lanes', () => {
  it("answers the company's own lanes with recent and available load counts", async () => {
    const response = await blueRidge.get('/portal/api/lanes');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const own = await t.db.selectFrom('lanes').select('id').where('company_id', '=', await companyId(t.db, BLUE_RIDGE)).execute();
    expect(own.length).toBeGreaterThan(0);
    expect(body.totalCount).toBe(own.length);
    expect(body.data.length).toBeGreaterThan(0);
    const ownIds = new Set(own.map((l) => l.id));
    for (const lane of body.data) {
      expect(ownIds.has(lane.id)).toBe(true);
      expect(lane.recentLoads).toBeGreaterThanOrEqual(0);
      expect(lane.availableLoads).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts the loads on the board on a lane', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    await t.db
      .insertInto('lanes')
      .values({
        company_id: carrier.companyId,
        origin_city: 'Chicago',
        origin_state: 'IL',
        origin_latitude: PLACES.chicago.latitude,
        origin_longitude: PLACES.chicago.longitude,
        destination_city: 'Dallas',
        destination_state: 'TX',
        destination_latitude: PLACES.dallas.latitude,
        destination_longitude: PLACES.dallas.longitude,
        rate_per_mile_cents: 225,
        source: 'Declared',
      })
      .execute();
    const before = (await client.get('/portal/api/lanes')).json().data[0].availableLoads;
    await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.fortWorth });
    await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.atlanta });
    const lane = (await client.get('/portal/api/lanes')).json().data[0];
    expect(lane).toMatchObject({ origin: { city: 'Chicago' }, destination: { city: 'Dallas' }, ratePerMile: 2.25, source: 'Declared', recentLoads: 0 });
    expect(lane.availableLoads).toBe(before + 1);
  });
});

describe('saved lanes', () => {
  it('creates, reads, replaces and deletes a lane, resolving cities through the postal codes', async () => {
    const created = await blueRidge.send('POST', '/portal/api/saved-lanes', { ...chicagoToDallas, name: 'Chicago to Dallas' });
    expect(created.statusCode).toBe(201);
    const lane = created.json().data;
    expect(lane).toMatchObject({ name: 'Chicago to Dallas', origin: { city: 'Chicago', state: 'IL' }, originRadius: 50, destination: { city: 'Dallas', state: 'TX' }, destinationRadius: 75, equipmentMode: 'Dry' });
    expect(haversineMiles(lane.origin, PLACES.chicago)).toBeLessThan(15);

    // Any user of the company sees it.
    const list = (await blueRidgeAdmin.get('/portal/api/saved-lanes?pageSize=100')).json();
    expect(list.data.map((l: { id: number }) => l.id)).toContain(lane.id);

    const replaced = await blueRidge.send('PUT', `/portal/api/saved-lanes/${lane.id}`, { originPostalCode: '53202', originRadius: 25 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: lane.id, origin: { state: 'WI', postalCode: '53202' }, originRadius: 25, destination: null, destinationRadius: 100, equipmentMode: null, name: null });

    expect((await blueRidge.send('DELETE', `/portal/api/saved-lanes/${lane.id}`)).statusCode).toBe(204);
    expect((await blueRidge.get(`/portal/api/saved-lanes/${lane.id}`)).statusCode).toBe(404);
    expect((await blueRidge.send('DELETE', `/portal/api/saved-lanes/${lane.id}`)).statusCode).toBe(404);
  });

  it('counts the board loads that fit the lane', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const lane = (await client.send('POST', '/portal/api/saved-lanes', { originCity: 'Joliet', originState: 'IL', originRadius: 5, destinationCity: 'Fort Worth', destinationState: 'TX', destinationRadius: 5 })).json().data;
    await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.fortWorth });
    await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.atlanta });
    expect((await client.get(`/portal/api/saved-lanes/${lane.id}`)).json().data.matchingLoads).toBe(lane.matchingLoads + 1);
  });

  it('refuses bad lanes with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...chicagoToDallas, originRadius: 0 }, 'originRadius'],
      [{ ...chicagoToDallas, originRadius: 501 }, 'originRadius'],
      [{ ...chicagoToDallas, destinationRadius: -3 }, 'destinationRadius'],
      [{ ...chicagoToDallas, originCity: 'Atlantis' }, 'originCity'],
      [{ ...chicagoToDallas, destinationCity: 'Nowhere' }, 'destinationCity'],
      [{ ...chicagoToDallas, originState: 'XX' }, 'originState'],
      [{ originRadius: 50 }, 'originCity'],
      [{ originCity: 'Chicago' }, 'originState'],
      [{ originPostalCode: '00000' }, 'originPostalCode'],
      [{ ...chicagoToDallas, equipmentMode: 'Tanker' }, 'equipmentMode'],
      [{ ...chicagoToDallas, notify: 'often' }, 'notify'],
    ];
    for (const [body, field] of cases) {
      const response = await blueRidge.send('POST', '/portal/api/saved-lanes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await blueRidge.get('/portal/api/saved-lanes/abc')).statusCode).toBe(400);
  });

  it('keeps lanes to their company: 404 for every id route from another carrier', async () => {
    const lane = (await blueRidge.send('POST', '/portal/api/saved-lanes', chicagoToDallas)).json().data;
    expect((await loneStar.get(`/portal/api/saved-lanes/${lane.id}`)).statusCode).toBe(404);
    expect((await loneStar.send('PUT', `/portal/api/saved-lanes/${lane.id}`, chicagoToDallas)).statusCode).toBe(404);
    expect((await loneStar.send('DELETE', `/portal/api/saved-lanes/${lane.id}`)).statusCode).toBe(404);
    const list = (await loneStar.get('/portal/api/saved-lanes?pageSize=100')).json();
    expect(list.data.map((l: { id: number }) => l.id)).not.toContain(lane.id);
    expect((await blueRidge.get(`/portal/api/saved-lanes/${lane.id}`)).statusCode).toBe(200);
  });
});

describe('live equipment', () => {
  const truck = () => ({
    city: 'Chicago',
    state: 'IL',
    availableFrom: new Date().toISOString(),
    availableTo: new Date(Date.now() + 4 * DAY).toISOString(),
    equipmentMode: 'Dry',
    truckNumber: '1042',
    desiredDestinations: [{ city: 'Dallas', state: 'TX', radiusMiles: 100 }],
    notes: 'Team drivers',
  });

  it('posts, reads, replaces and removes a truck', async () => {
    const created = await blueRidge.send('POST', '/portal/api/live-equipment', truck());
    expect(created.statusCode).toBe(201);
    const posted = created.json().data;
    expect(posted).toMatchObject({ location: { city: 'Chicago', state: 'IL' }, equipmentMode: 'Dry', truckNumber: '1042', isExpired: false, notes: 'Team drivers' });
    expect(posted.desiredDestinations).toHaveLength(1);
    expect(posted.desiredDestinations[0]).toMatchObject({ city: 'Dallas', state: 'TX', radiusMiles: 100 });

    const listed = (await blueRidgeAdmin.get('/portal/api/live-equipment?pageSize=100')).json();
    expect(listed.data.map((e: { id: number }) => e.id)).toContain(posted.id);

    const replaced = await blueRidge.send('PUT', `/portal/api/live-equipment/${posted.id}`, { ...truck(), postalCode: '75201', city: undefined, state: undefined, equipmentMode: 'Reefer', desiredDestinations: [] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: posted.id, location: { state: 'TX', postalCode: '75201' }, equipmentMode: 'Reefer', desiredDestinations: [] });

    expect((await blueRidge.send('DELETE', `/portal/api/live-equipment/${posted.id}`)).statusCode).toBe(204);
    expect((await blueRidge.get(`/portal/api/live-equipment/${posted.id}`)).statusCode).toBe(404);
  });

  it('lists expired trucks only when asked', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const old = (await client.send('POST', '/portal/api/live-equipment', { ...truck(), availableFrom: new Date(Date.now() - 3 * DAY).toISOString(), availableTo: new Date(Date.now() - DAY).toISOString() })).json().data;
    expect(old.isExpired).toBe(true);
    expect((await client.get('/portal/api/live-equipment')).json().totalCount).toBe(0);
    expect((await client.get('/portal/api/live-equipment?includeExpired=true')).json().data.map((e: { id: number }) => e.id)).toEqual([old.id]);
  });

  it('refuses a bad truck with a 400 naming the field', async () => {
    const otherDriver = await t.db.selectFrom('drivers').select('id').where('company_id', '=', await companyId(t.db, LONE_STAR)).executeTakeFirstOrThrow();
    const cases: [object, string][] = [
      [{ ...truck(), city: undefined, state: undefined }, 'city'],
      [{ ...truck(), city: 'Atlantis' }, 'city'],
      [{ ...truck(), state: undefined }, 'state'],
      [{ ...truck(), availableFrom: 'tomorrow' }, 'availableFrom'],
      [{ ...truck(), availableTo: new Date(Date.now() - 10 * DAY).toISOString() }, 'availableTo'],
      [{ ...truck(), equipmentMode: 'Tanker' }, 'equipmentMode'],
      [{ ...truck(), driverId: otherDriver.id }, 'driverId'],
      [{ ...truck(), desiredDestinations: [{ city: 'Nowhere', state: 'TX' }] }, 'desiredDestinations.0.city'],
      [{ ...truck(), desiredDestinations: [{ city: 'Dallas', state: 'TX', radiusMiles: 900 }] }, 'desiredDestinations.0.radiusMiles'],
    ];
    for (const [body, field] of cases) {
      const response = await blueRidge.send('POST', '/portal/api/live-equipment', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toHaveProperty([field]);
    }
  });

  it('keeps trucks to their company: 404 for every id route from another carrier', async () => {
    const posted = (await blueRidge.send('POST', '/portal/api/live-equipment', truck())).json().data;
    expect((await loneStar.get(`/portal/api/live-equipment/${posted.id}`)).statusCode).toBe(404);
    expect((await loneStar.send('PUT', `/portal/api/live-equipment/${posted.id}`, truck())).statusCode).toBe(404);
    expect((await loneStar.send('DELETE', `/portal/api/live-equipment/${posted.id}`)).statusCode).toBe(404);
    expect((await loneStar.get(`/portal/api/live-equipment/${posted.id}/lane-matches`)).statusCode).toBe(404);
  });

  it('matches board loads near the truck, in its window, toward its desired destinations', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const posted = (await client.send('POST', '/portal/api/live-equipment', truck())).json().data;
    const now = Date.now();
    const toDallas = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.fortWorth, pickupEarly: new Date(now + DAY) });
    const toAtlanta = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.atlanta, pickupEarly: new Date(now + DAY) });
    const tooLate = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, pickupEarly: new Date(now + 6 * DAY) });
    const tooFar = await createLoad(t.db, { origin: PLACES.indianapolis, destination: PLACES.dallas, pickupEarly: new Date(now + DAY) });
    const reefer = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, equipmentMode: 'Reefer' });

    const response = await client.get(`/portal/api/live-equipment/${posted.id}/lane-matches`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(toDallas.id);
    for (const excluded of [toAtlanta, tooLate, tooFar, reefer]) expect(ids).not.toContain(excluded.id);
    for (const row of body.data) {
      expect(haversineMiles(posted.location, row.origin)).toBeLessThanOrEqual(100 * 1.004);
      expect(haversineMiles(posted.desiredDestinations[0], row.destination)).toBeLessThanOrEqual(100 * 1.004);
      expect(row.equipmentMode).toBe('Dry');
    }
    const match = body.data.find((r: { id: number }) => r.id === toDallas.id);
    expect(Math.abs(match.originDistanceMiles - haversineMiles(posted.location, PLACES.joliet))).toBeLessThan(0.5);

    // A smaller radius narrows it; a bad one is a 400.
    expect((await client.get(`/portal/api/live-equipment/${posted.id}/lane-matches?radius=5`)).json().data.map((r: { id: number }) => r.id)).not.toContain(toDallas.id);
    expect((await client.get(`/portal/api/live-equipment/${posted.id}/lane-matches?radius=0`)).statusCode).toBe(400);
  });
});

describe('who may use lanes, saved lanes and live equipment', () => {
  it('refuses brokers (403) and users without the carrier portal', async () => {
    for (const client of [broker, driver]) {
      for (const url of ['/portal/api/lanes', '/portal/api/saved-lanes', '/portal/api/live-equipment', '/portal/api/saved-lanes/1', '/portal/api/live-equipment/1/lane-matches']) {
        expect((await client.get(url)).statusCode, url).toBe(403);
      }
      expect((await client.send('POST', '/portal/api/saved-lanes', chicagoToDallas)).statusCode).toBe(403);
      expect((await client.send('POST', '/portal/api/live-equipment', truck0())).statusCode).toBe(403);
    }
  });
});

function truck0() {
  return { city: 'Chicago', state: 'IL', availableFrom: new Date().toISOString() };
}
