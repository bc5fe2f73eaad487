import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { testAppForFile } from '../helper';
import { BLUE_RIDGE, companyId, createLoad, DAY, haversineMiles, PLACES, signInClient, USERS } from './freight-fixtures';

const t = testAppForFile({ blueRidge: USERS.blueRidge, broker: USERS.broker, driver: USERS.driver }, signInClient);

interface Row {
  id: number;
  shipmentNumber: string;
  origin: { latitude: number; longitude: number; city: string };
  destination: { latitude: number; longitude: number; city: string };
  pickupEarly: string;
  originDistanceMiles: number | null;
  destinationDistanceMiles: number | null;
  isPartial: boolean;
  equipmentMode: string;
  rate: number | null;
  miles: number | null;
  ratePerMile: number | null;
}

/** Every page of a search. */
async function searchAll(query: string): Promise<{ rows: Row[]; totalCount: number }> {
  const rows: Row[] = [];
  let totalCount = 0;
  for (let page = 1; page < 100; page++) {
    const response = await t.blueRidge.get(`/portal/api/available-shipments?${query}&pageSize=100&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    totalCount = body.totalCount;
    rows.push(...body.data);
    if (body.data.length < 100) break;
  }
  return { rows, totalCount };
}

/** The board as the database holds it, with distances computed here. */
async function boardLoads(margin: Date) {
  return t.db
    .selectFrom('shipments')
    .select(['id', 'origin_latitude', 'origin_longitude', 'destination_latitude', 'destination_longitude', 'is_partial', 'equipment_mode'])
    .where('status', '=', ShipmentStatus.ReadyToBook)
    .where(sql<boolean>`coalesce(pickup_late, pickup_early) > ${margin}`)
    .execute();
}

// earthdistance uses a slightly larger earth radius than this file's haversine; allow for it at the edge.
const TOLERANCE = 0.004;

describe('radius search', () => {
  const chicago = { latitude: 41.8781, longitude: -87.6298 };

  it('answers every Ready to Book load within the origin radius and nothing outside it, distances computed in the database', async () => {
    const [near, edge, far] = await Promise.all([
      createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas }),
      createLoad(t.db, { origin: PLACES.milwaukee, destination: PLACES.atlanta }),
      createLoad(t.db, { origin: PLACES.indianapolis, destination: PLACES.dallas }),
    ]);
    const radius = 100;
    const { rows, totalCount } = await searchAll(`originLat=${chicago.latitude}&originLng=${chicago.longitude}&originRadius=${radius}&includePartials=true`);
    expect(rows.length).toBe(totalCount);
    const found = new Set(rows.map((r) => r.id));
    expect(found.has(near.id)).toBe(true);
    expect(found.has(edge.id)).toBe(true);
    expect(found.has(far.id)).toBe(false);

    for (const row of rows) {
      const miles = haversineMiles(chicago, row.origin);
      expect(miles).toBeLessThanOrEqual(radius * (1 + TOLERANCE));
      expect(Math.abs(row.originDistanceMiles! - miles)).toBeLessThanOrEqual(miles * TOLERANCE + 0.1);
      expect(row.destinationDistanceMiles).toBeNull();
    }
    const expected = (await boardLoads(new Date(Date.now() + 5 * 60 * 1000))).filter(
      (s) => haversineMiles(chicago, { latitude: s.origin_latitude, longitude: s.origin_longitude }) <= radius * (1 - TOLERANCE),
    );
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const s of expected) expect(found.has(s.id), `load ${s.id} within ${radius} mi is missing`).toBe(true);
  });

  it('applies origin and destination radii together', async () => {
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    const [hit, wrongEnd] = await Promise.all([
      createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.fortWorth }),
      createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.atlanta }),
    ]);
    const { rows } = await searchAll(
      `originLat=${chicago.latitude}&originLng=${chicago.longitude}&originRadius=75&destinationLat=${dallas.latitude}&destinationLng=${dallas.longitude}&destinationRadius=60&includePartials=true`,
    );
    const found = new Set(rows.map((r) => r.id));
    expect(found.has(hit.id)).toBe(true);
    expect(found.has(wrongEnd.id)).toBe(false);
    for (const row of rows) {
      expect(haversineMiles(chicago, row.origin)).toBeLessThanOrEqual(75 * (1 + TOLERANCE));
      const d = haversineMiles(dallas, row.destination);
      expect(d).toBeLessThanOrEqual(60 * (1 + TOLERANCE));
      expect(Math.abs(row.destinationDistanceMiles! - d)).toBeLessThanOrEqual(d * TOLERANCE + 0.1);
    }
    const expected = (await boardLoads(new Date(Date.now() + 5 * 60 * 1000))).filter(
      (s) =>
        haversineMiles(chicago, { latitude: s.origin_latitude, longitude: s.origin_longitude }) <= 75 * (1 - TOLERANCE) &&
        haversineMiles(dallas, { latitude: s.destination_latitude, longitude: s.destination_longitude }) <= 60 * (1 - TOLERANCE),
    );
    for (const s of expected) expect(found.has(s.id)).toBe(true);
  });

  it('resolves a city and state, or a postal code, through the postal codes (default radius 100 miles)', async () => {
    const nearby = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas });
    const byCity = await t.blueRidge.get('/portal/api/available-shipments?originCity=chicago&originState=Illinois');
    expect(byCity.statusCode).toBe(200);
    const body = byCity.json();
    expect(body.origin).toMatchObject({ city: 'Chicago', state: 'IL', radiusMiles: 100 });
    expect(haversineMiles(body.origin, chicago)).toBeLessThan(15);
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) expect(haversineMiles(body.origin, row.origin)).toBeLessThanOrEqual(100 * (1 + TOLERANCE));

    const byZip = (await t.blueRidge.get('/portal/api/available-shipments?originPostalCode=60601&originRadius=50')).json();
    expect(byZip.origin).toMatchObject({ state: 'IL', radiusMiles: 50 });
    const zipRows = await searchAll('originPostalCode=60601&originRadius=50');
    expect(zipRows.rows.map((r) => r.id)).toContain(nearby.id);
    for (const row of byZip.data) expect(haversineMiles(byZip.origin, row.origin)).toBeLessThanOrEqual(50 * (1 + TOLERANCE));
  });
});

describe('filters and order', () => {
  it('counts the matches past the last page too, with no rows to carry the count', async () => {
    const first = (await t.blueRidge.get('/portal/api/available-shipments?originCity=Chicago&originState=IL&pageSize=10')).json();
    expect(first.totalCount).toBeGreaterThan(0);
    expect(first.totalCountCapped).toBe(false);
    const past = (await t.blueRidge.get(`/portal/api/available-shipments?originCity=Chicago&originState=IL&pageSize=10&page=${Math.ceil(first.totalCount / 10) + 1}`)).json();
    expect(past.data).toEqual([]);
    expect(past.totalCount).toBe(first.totalCount);
  });

  it('orders by pickup date ascending by default and by distance when asked', async () => {
    const { rows } = await searchAll('includePartials=true');
    const pickups = rows.map((r) => Date.parse(r.pickupEarly));
    expect(pickups).toEqual([...pickups].sort((a, b) => a - b));
    const byDistance = (await t.blueRidge.get('/portal/api/available-shipments?originCity=Dallas&originState=TX&sortProperty=originDistance')).json();
    const distances = byDistance.data.map((r: Row) => r.originDistanceMiles);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
  });

  it('leaves partial loads out unless includePartials, and filters by equipment and pickup dates', async () => {
    const partial = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, isPartial: true, equipmentMode: 'Reefer' });
    const base = `originLat=${PLACES.joliet.latitude}&originLng=${PLACES.joliet.longitude}&originRadius=5`;
    expect((await searchAll(base)).rows.map((r) => r.id)).not.toContain(partial.id);
    const withPartials = await searchAll(`${base}&includePartials=true`);
    expect(withPartials.rows.map((r) => r.id)).toContain(partial.id);
    expect(withPartials.rows.find((r) => r.id === partial.id)?.isPartial).toBe(true);

    const reefer = await searchAll(`${base}&includePartials=true&equipmentModes=reefer`);
    expect(reefer.rows.map((r) => r.id)).toContain(partial.id);
    for (const row of reefer.rows) expect(row.equipmentMode).toBe('Reefer');
    const flatbed = await searchAll(`${base}&includePartials=true&equipmentModes=Flatbed,Dry`);
    expect(flatbed.rows.map((r) => r.id)).not.toContain(partial.id);

    const later = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, pickupEarly: new Date(Date.now() + 10 * DAY) });
    const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const inRange = await searchAll(`${base}&pickupFrom=${day}&pickupTo=${day}&timeZone=UTC`);
    expect(inRange.rows.map((r) => r.id)).toContain(later.id);
    for (const row of inRange.rows) expect(row.pickupEarly.slice(0, 10) <= day).toBe(true);
    const before = await searchAll(`${base}&pickupTo=${new Date(Date.now() + 2 * DAY).toISOString()}`);
    expect(before.rows.map((r) => r.id)).not.toContain(later.id);
  });

  it('reads calendar days in America/Chicago unless the request names a time zone', async () => {
    // 03:00 UTC on day D is the evening of day D-1 in Chicago.
    const utcDay = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const pickup = new Date(`${utcDay}T03:00:00Z`);
    const load = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, pickupEarly: pickup, pickupLate: new Date(pickup.getTime() + 30 * 60 * 1000) });
    const chicagoDay = new Date(pickup.getTime() - DAY).toISOString().slice(0, 10);
    const base = `originLat=${PLACES.joliet.latitude}&originLng=${PLACES.joliet.longitude}&originRadius=5`;
    const ids = async (query: string) => (await searchAll(`${base}&${query}`)).rows.map((r) => r.id);
    expect(await ids(`pickupFrom=${chicagoDay}&pickupTo=${chicagoDay}`)).toContain(load.id);
    expect(await ids(`pickupFrom=${utcDay}&pickupTo=${utcDay}`)).not.toContain(load.id);
    expect(await ids(`pickupFrom=${utcDay}&pickupTo=${utcDay}&timeZone=UTC`)).toContain(load.id);
    const bad = await t.blueRidge.get(`/portal/api/available-shipments?timeZone=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).join()).toContain('timeZone');
  });

  it('never answers a load whose pickup window has closed, nor one that is not Ready to Book', async () => {
    const past = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, pickupEarly: new Date(Date.now() - 2 * DAY), pickupLate: new Date(Date.now() - DAY) });
    const booked = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, status: ShipmentStatus.Booked, carrierId: await companyId(t.db, BLUE_RIDGE) });
    const ids = (await searchAll(`originLat=${PLACES.joliet.latitude}&originLng=${PLACES.joliet.longitude}&originRadius=5&includePartials=true`)).rows.map((r) => r.id);
    expect(ids).not.toContain(past.id);
    expect(ids).not.toContain(booked.id);
  });

  it('answers the posted rate, trip miles and rate per mile', async () => {
    const load = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, postedRateCents: 185_000, totalMiles: 925 });
    const row = (await searchAll(`originLat=${PLACES.joliet.latitude}&originLng=${PLACES.joliet.longitude}&originRadius=1`)).rows.find((r) => r.id === load.id)!;
    expect(row).toMatchObject({ rate: 1850, miles: 925, ratePerMile: 2 });
  });
});

describe("the spec's dateRange (start,end) beside pickupFrom and pickupTo", () => {
  const base = `originLat=${PLACES.joliet.latitude}&originLng=${PLACES.joliet.longitude}&originRadius=5`;
  const ids = async (query: string) => (await searchAll(`${base}&${query}`)).rows.map((r) => r.id);

  it('filters exactly as pickupFrom and pickupTo do, either end open, days read in the time zone', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const pickup = new Date(`${day(30)}T15:00:00Z`);
    const load = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.dallas, pickupEarly: pickup, pickupLate: new Date(pickup.getTime() + 60 * 60 * 1000) });
    const same = async (range: string, fields: string) => {
      const [byRange, byFields] = [await ids(`dateRange=${range}`), await ids(fields)];
      expect(byRange, range).toEqual(byFields);
      return byRange;
    };
    expect(await same(`${day(30)},${day(30)}`, `pickupFrom=${day(30)}&pickupTo=${day(30)}`)).toContain(load.id);
    expect(await same(`${day(31)},${day(33)}`, `pickupFrom=${day(31)}&pickupTo=${day(33)}`)).not.toContain(load.id);
    expect(await same(`${day(29)},`, `pickupFrom=${day(29)}`)).toContain(load.id);
    expect(await same(`,${day(29)}`, `pickupTo=${day(29)}`)).not.toContain(load.id);
    expect(await same(`${encodeURIComponent(`${day(30)}T14:00:00Z`)},${encodeURIComponent(`${day(30)}T16:00:00Z`)}`, `pickupFrom=${day(30)}T14:00:00Z&pickupTo=${day(30)}T16:00:00Z`)).toContain(load.id);
    // Both forms together are fine when they say the same thing, even written differently.
    expect(await ids(`dateRange=${day(30)},${day(30)}&pickupFrom=${day(30)}&pickupTo=${day(30)}`)).toContain(load.id);
    const agrees = await t.blueRidge.get(`/portal/api/available-shipments?${base}&dateRange=${day(30)},&pickupFrom=${day(30)}T00:00:00Z&timeZone=UTC`);
    expect(agrees.statusCode, agrees.body).toBe(200);
  });

  it('answers a dateRange it cannot read, one that ends before it starts, or one that disagrees with pickupFrom/pickupTo with a 400 saying so', async () => {
    const cases: [string, string][] = [
      ['dateRange=2030-01-01', 'dateRange must be the pickup dates as start,end'],
      ['dateRange=2030-01-01..2030-01-05', 'dateRange must be the pickup dates as start,end'],
      ['dateRange=2030-01-01,2030-01-05,2030-01-09', 'dateRange must be the pickup dates as start,end'],
      ['dateRange=,', 'dateRange must be the pickup dates as start,end'],
      ['dateRange=today,tomorrow', 'dateRange must be the pickup dates as start,end'],
      ['dateRange=2030-02-30,2030-03-01', 'dateRange must be the pickup dates as start,end'],
      ['dateRange=2030-01-10,2030-01-01', 'The end of dateRange is before its start'],
      ['dateRange=2030-01-01,2030-01-05&pickupFrom=2030-01-02', 'dateRange names other pickup dates than pickupFrom and pickupTo'],
      ['dateRange=2030-01-01,2030-01-05&pickupFrom=2030-01-01', 'dateRange names other pickup dates than pickupFrom and pickupTo'],
      ['dateRange=2030-01-01,&pickupFrom=2030-01-01&pickupTo=2030-01-05', 'dateRange names other pickup dates than pickupFrom and pickupTo'],
      [`dateRange=${'2030-01-01'.repeat(10)},2030-01-05`, 'Invalid'],
    ];
    for (const [query, detail] of cases) {
      const response = await t.blueRidge.get(`/portal/api/available-shipments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toContain('application/problem+json');
      const problem = response.json();
      expect(problem.detail, query).toContain(detail);
      expect(Object.keys(problem.errors ?? {}).join(), query).toContain('dateRange');
    }
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const cases: [string, string][] = [
      ['originRadius=0', 'originRadius'],
      ['originRadius=501', 'originRadius'],
      ['destinationRadius=abc', 'destinationRadius'],
      ['originLat=95&originLng=10', 'originLat'],
      ['originLat=41', 'originLng'],
      ['originCity=Atlantis&originState=IL', 'originCity'],
      ['originCity=Chicago', 'originState'],
      ['originCity=Chicago&originState=Narnia', 'originState'],
      ['originPostalCode=00000', 'originPostalCode'],
      ['destinationCity=Nowhere&destinationState=TX', 'destinationCity'],
      ['sortProperty=originDistance', 'sortProperty'],
      ['sortProperty=password', 'sortProperty'],
      ['equipmentModes=Tanker', 'equipmentModes'],
      ['includePartials=maybe', 'includePartials'],
      ['pickupFrom=yesterday', 'pickupFrom'],
      ['pickupFrom=2030-01-10&pickupTo=2030-01-01', 'pickupTo'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await t.blueRidge.get(`/portal/api/available-shipments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).join(), query).toContain(field);
    }
  });
});

describe('the load page', () => {
  it('shows one board load with its stops and map points, and whether the carrier may book it now', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.atlanta });
    const response = await t.blueRidge.get(`/portal/api/available-shipments/${load.number}`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({ id: load.id, shipmentNumber: load.number, status: { value: 1, displayName: 'Ready to Book' }, canBookNow: true, bookNowBlockedReason: null });
    expect(data.stops.map((s: { stopType: string }) => s.stopType)).toEqual(['Pickup', 'Dropoff']);
    expect(data.stops[1].ianaTimezone).toBe('America/New_York');
    expect(data.map.points).toHaveLength(2);
  });

  it('answers 404 for a load that is not on the board', async () => {
    const booked = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.atlanta, status: ShipmentStatus.Booked, carrierId: await companyId(t.db, BLUE_RIDGE) });
    expect((await t.blueRidge.get(`/portal/api/available-shipments/${booked.number}`)).statusCode).toBe(404);
    expect((await t.blueRidge.get('/portal/api/available-shipments/NOPE-0')).statusCode).toBe(404);
  });
});

describe('who may use the load board', () => {
  it('refuses brokers (403) and users without the carrier portal', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.atlanta });
    for (const client of [t.broker, t.driver]) {
      expect((await client.get('/portal/api/available-shipments')).statusCode).toBe(403);
      expect((await client.get(`/portal/api/available-shipments/${load.number}`)).statusCode).toBe(403);
      expect((await client.send('POST', `/portal/api/available-shipments/${load.number}/book`)).statusCode).toBe(403);
      expect((await client.get('/portal/api/available-shipments/top-picks')).statusCode).toBe(403);
    }
    const response = await t.broker.get('/portal/api/available-shipments');
    expect(response.json().detail).toBe('You are not Authorized for this content');
    const row = await t.db.selectFrom('shipments').select('status').where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(ShipmentStatus.ReadyToBook);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/portal/api/available-shipments' })).statusCode).toBe(401);
  });
});
