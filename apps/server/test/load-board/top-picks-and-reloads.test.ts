import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { testAppForFile } from '../helper';
import { BLUE_RIDGE, clientFor, companyId, createCarrierWithUser, createLoad, DAY, haversineMiles, HOUR, LONE_STAR, PLACES, signInClient, userId, USERS } from './freight-fixtures';

const t = testAppForFile({ blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, broker: USERS.broker }, signInClient);

interface Pick {
  id: number;
  score: number;
  pickupEarly: string;
  reasons: { kind: string; text: string; miles: number | null }[];
}

describe('Top Picks', () => {
  it('ranks loads for the carrier from its truck, saved lane, lanes and reload chain, each with its reason', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const user = await userId(t.db, carrier.email);
    const now = Date.now();

    // A truck in Chicago (available from now), a saved lane Milwaukee -> Atlanta, a history lane
    // Indianapolis -> Dallas, and a load of theirs delivering in Memphis tomorrow.
    await t.db
      .insertInto('live_equipment')
      .values({
        company_id: carrier.companyId,
        user_id: user,
        truck_number: '1042',
        equipment_mode: 'Dry',
        city: 'Chicago',
        state: 'IL',
        latitude: PLACES.chicago.latitude,
        longitude: PLACES.chicago.longitude,
        available_from: new Date(now),
        available_to: new Date(now + 5 * DAY),
        desired_destinations: JSON.stringify([{ ...PLACES.dallas, postalCode: PLACES.dallas.postalCode, radiusMiles: 100 }]),
      })
      .execute();
    await t.db
      .insertInto('saved_lanes')
      .values({
        company_id: carrier.companyId,
        user_id: user,
        origin_city: 'Milwaukee',
        origin_state: 'WI',
        origin_latitude: PLACES.milwaukee.latitude,
        origin_longitude: PLACES.milwaukee.longitude,
        origin_radius_miles: 25,
        destination_city: 'Atlanta',
        destination_state: 'GA',
        destination_latitude: PLACES.atlanta.latitude,
        destination_longitude: PLACES.atlanta.longitude,
        destination_radius_miles: 50,
      })
      .execute();
    await t.db
      .insertInto('lanes')
      .values({
        company_id: carrier.companyId,
        origin_city: 'Indianapolis',
        origin_state: 'IN',
        origin_latitude: PLACES.indianapolis.latitude,
        origin_longitude: PLACES.indianapolis.longitude,
        destination_city: 'Dallas',
        destination_state: 'TX',
        destination_latitude: PLACES.dallas.latitude,
        destination_longitude: PLACES.dallas.longitude,
        loads_per_week: 3,
        source: 'History',
      })
      .execute();
    await createLoad(t.db, {
      origin: PLACES.atlanta,
      destination: PLACES.memphis,
      status: ShipmentStatus.InTransit,
      carrierId: carrier.companyId,
      pickupEarly: new Date(now - DAY),
      deliveryEarly: new Date(now + DAY),
      deliveryLate: new Date(now + DAY + 2 * HOUR),
    });

    const truckLoad = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.fortWorth, pickupEarly: new Date(now + DAY) });
    const laneLoad = await createLoad(t.db, { origin: PLACES.milwaukee, destination: PLACES.atlanta, pickupEarly: new Date(now + 2 * DAY) });
    const historyLoad = await createLoad(t.db, { origin: PLACES.indianapolis, destination: PLACES.dallas, pickupEarly: new Date(now + 2 * DAY) });
    const reload = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.chicago, pickupEarly: new Date(now + 2 * DAY) });
    const tooEarly = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.chicago, pickupEarly: new Date(now + 2 * HOUR), pickupLate: new Date(now + 3 * HOUR) });
    const reefer = await createLoad(t.db, { origin: PLACES.joliet, destination: PLACES.fortWorth, equipmentMode: 'Reefer' });

    const response = await client.get('/portal/api/available-shipments/top-picks');
    expect(response.statusCode).toBe(200);
    const picks = response.json().data as Pick[];
    expect(picks.length).toBeLessThanOrEqual(50);
    const byId = new Map(picks.map((p) => [p.id, p]));

    const truck = byId.get(truckLoad.id)!;
    expect(truck.reasons[0].kind).toBe('deadhead');
    expect(truck.reasons[0].text).toMatch(/^\d+ mi deadhead from truck 1042 in Chicago, IL/);
    const deadhead = haversineMiles(PLACES.chicago, PLACES.joliet);
    expect(Math.abs(truck.reasons[0].miles! - deadhead)).toBeLessThan(0.5);
    expect(truck.reasons[0].text).toContain(`${Math.round(truck.reasons[0].miles!)} mi`);

    expect(byId.get(laneLoad.id)!.reasons.map((r) => r.kind)).toContain('laneMatch');
    expect(byId.get(laneLoad.id)!.reasons.find((r) => r.kind === 'laneMatch')!.text).toMatch(/^Matches saved lane Milwaukee, WI → Atlanta, GA/);
    expect(byId.get(historyLoad.id)!.reasons.find((r) => r.kind === 'history')!.text).toContain('Indianapolis, IN → Dallas, TX (3 loads/week)');
    expect(byId.get(reload.id)!.reasons.find((r) => r.kind === 'reload')!.text).toMatch(/^Reload \d+ mi from the delivery of \S+ in Memphis, TN, Dry, picking up \d+ h after it delivers$/);

    // Not after the delivery, wrong equipment: no pick.
    expect(byId.has(tooEarly.id)).toBe(false);
    expect(byId.has(reefer.id)).toBe(false);

    const scores = picks.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Heading to the truck's desired destination counts and says so.
    expect(truck.reasons[0].text).toContain('toward a desired destination');
  });

  it('looks for reloads after the 25 moving shipments that deliver next, not after older or later ones', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const now = Date.now();
    // 25 flatbeds of theirs delivering in Atlanta within the next hours, one reefer delivering in
    // Memphis after all of them, and one dry van that was to deliver in Dallas three days ago.
    for (let i = 0; i < 25; i++) {
      await createLoad(t.db, {
        origin: PLACES.chicago, destination: PLACES.atlanta, status: ShipmentStatus.InTransit, carrierId: carrier.companyId, equipmentMode: 'Flatbed',
        pickupEarly: new Date(now - DAY), deliveryEarly: new Date(now + HOUR + i * 60_000),
      });
    }
    await createLoad(t.db, {
      origin: PLACES.atlanta, destination: PLACES.memphis, status: ShipmentStatus.InTransit, carrierId: carrier.companyId, equipmentMode: 'Reefer',
      pickupEarly: new Date(now - DAY), deliveryEarly: new Date(now + DAY),
    });
    await createLoad(t.db, {
      origin: PLACES.atlanta, destination: PLACES.dallas, status: ShipmentStatus.InTransit, carrierId: carrier.companyId,
      pickupEarly: new Date(now - 5 * DAY), deliveryEarly: new Date(now - 3 * DAY),
    });
    const afterAtlanta = await createLoad(t.db, { origin: PLACES.atlanta, destination: PLACES.chicago, equipmentMode: 'Flatbed', pickupEarly: new Date(now + 6 * HOUR) });
    const afterMemphis = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.chicago, equipmentMode: 'Reefer', pickupEarly: new Date(now + 2 * DAY) });
    const afterDallas = await createLoad(t.db, { origin: PLACES.dallas, destination: PLACES.chicago, pickupEarly: new Date(now + 2 * HOUR), pickupLate: new Date(now + 3 * DAY) });

    const picks = (await client.get('/portal/api/available-shipments/top-picks')).json().data as Pick[];
    const reloadOf = (id: number) => picks.find((p) => p.id === id)?.reasons.find((r) => r.kind === 'reload');
    expect(reloadOf(afterAtlanta.id)?.text).toMatch(/in Atlanta, GA, Flatbed/);
    // The 26th delivery and a delivery long past are not looked at.
    expect(reloadOf(afterMemphis.id)).toBeUndefined();
    expect(reloadOf(afterDallas.id)).toBeUndefined();
  });

  it("offers as reloads only loads of the truck's equipment that pick up within two days of the delivery, and measures a posted truck from its ELD position", async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const user = await userId(t.db, carrier.email);
    const now = Date.now();
    // A reefer of theirs delivering in Memphis tomorrow.
    await createLoad(t.db, {
      origin: PLACES.atlanta,
      destination: PLACES.memphis,
      status: ShipmentStatus.InTransit,
      carrierId: carrier.companyId,
      equipmentMode: 'Reefer',
      pickupEarly: new Date(now - DAY),
      deliveryEarly: new Date(now + DAY),
      deliveryLate: new Date(now + DAY + 2 * HOUR),
    });
    const reeferReload = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.dallas, equipmentMode: 'Reefer', pickupEarly: new Date(now + 2 * DAY) });
    const dryFromMemphis = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.dallas, pickupEarly: new Date(now + 2 * DAY) });
    const weekLater = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.dallas, equipmentMode: 'Reefer', pickupEarly: new Date(now + 8 * DAY) });

    // Truck 77 posted in Chicago, while its ELD placed it in Memphis an hour ago.
    await t.db
      .insertInto('live_equipment')
      .values({ company_id: carrier.companyId, user_id: user, truck_number: '77', equipment_mode: 'Dry', city: 'Chicago', state: 'IL', latitude: PLACES.chicago.latitude, longitude: PLACES.chicago.longitude, available_from: new Date(now), available_to: new Date(now + 5 * DAY) })
      .execute();
    const unit = await t.db.insertInto('equipment').values({ company_id: carrier.companyId, kind: 'PowerUnit', unit_number: '77' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('vehicle_positions')
      .values({ company_id: carrier.companyId, provider: 'samsara', provider_vehicle_id: 'v-77', equipment_id: unit.id, recorded_at: new Date(now - HOUR), latitude: PLACES.memphis.latitude + 0.05, longitude: PLACES.memphis.longitude, formatted_location: 'Memphis, TN' })
      .execute();

    const picks = (await client.get('/portal/api/available-shipments/top-picks')).json().data as Pick[];
    const byId = new Map(picks.map((p) => [p.id, p]));
    const reloadOf = (id: number) => byId.get(id)?.reasons.find((r) => r.kind === 'reload');
    expect(reloadOf(reeferReload.id)?.text).toMatch(/, Reefer, picking up \d+ h after it delivers$/);
    expect(reloadOf(dryFromMemphis.id)).toBeUndefined();
    expect(byId.has(weekLater.id)).toBe(false);
    // The dry load from Memphis is near truck 77's ELD position, not 480 miles from its posting.
    const deadhead = byId.get(dryFromMemphis.id)!.reasons.find((r) => r.kind === 'deadhead')!;
    expect(deadhead.text).toMatch(/^\d+ mi deadhead from truck 77's ELD position near Memphis, TN/);
    expect(deadhead.miles!).toBeLessThan(10);
  });

  it('answers the seeded carrier at most 50 picks, each with a reason, best first', async () => {
    const response = await t.blueRidge.get('/portal/api/available-shipments/top-picks');
    expect(response.statusCode).toBe(200);
    const picks = response.json().data as Pick[];
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.length).toBeLessThanOrEqual(50);
    for (const pick of picks) expect(pick.reasons.length).toBeGreaterThan(0);
    const scores = picks.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers a carrier without lanes, trucks or loads an empty list', async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    expect((await client.get('/portal/api/available-shipments/top-picks')).json()).toEqual({ data: [], totalCount: 0 });
  });
});

describe('reloads', () => {
  it('answers board loads of its equipment picking up within 100 miles of the delivery, after it and within two days, by pickup date', async () => {
    const blueRidgeId = await companyId(t.db, BLUE_RIDGE);
    const now = Date.now();
    const deliveredBy = new Date(now + DAY + 4 * HOUR);
    const mine = await createLoad(t.db, {
      origin: PLACES.chicago,
      destination: PLACES.dallas,
      status: ShipmentStatus.Booked,
      carrierId: blueRidgeId,
      pickupEarly: new Date(now),
      deliveryEarly: new Date(now + DAY),
      deliveryLate: deliveredBy,
    });
    const after = await createLoad(t.db, { origin: PLACES.fortWorth, destination: PLACES.memphis, pickupEarly: new Date(now + 2 * DAY) });
    const sameDay = await createLoad(t.db, { origin: PLACES.fortWorth, destination: PLACES.memphis, pickupEarly: new Date(now + DAY), pickupLate: new Date(now + DAY + 6 * HOUR) });
    const before = await createLoad(t.db, { origin: PLACES.fortWorth, destination: PLACES.memphis, pickupEarly: new Date(now + 2 * HOUR), pickupLate: new Date(now + 3 * HOUR) });
    const far = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.chicago, pickupEarly: new Date(now + 2 * DAY) });
    // Not for this truck: another equipment, or days after the delivery.
    const reefer = await createLoad(t.db, { origin: PLACES.fortWorth, destination: PLACES.memphis, equipmentMode: 'Reefer', pickupEarly: new Date(now + 2 * DAY) });
    const weekLater = await createLoad(t.db, { origin: PLACES.fortWorth, destination: PLACES.memphis, pickupEarly: new Date(now + 8 * DAY) });

    for (const key of [mine.number, String(mine.id)]) {
      const response = await t.blueRidge.get(`/portal/api/reloads?shipmentNumberOrId=${key}&carrierId=${blueRidgeId}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.shipment).toMatchObject({ id: mine.id, shipmentNumber: mine.number, deliveredBy: deliveredBy.toISOString() });
      const ids = body.data.map((r: { id: number }) => r.id);
      expect(ids).toContain(after.id);
      expect(ids).toContain(sameDay.id);
      expect(ids).not.toContain(before.id);
      expect(ids).not.toContain(far.id);
      expect(ids).not.toContain(mine.id);
      expect(ids).not.toContain(reefer.id);
      expect(ids).not.toContain(weekLater.id);
      for (const row of body.data) {
        expect(haversineMiles(PLACES.dallas, row.origin)).toBeLessThanOrEqual(100 * 1.004);
        expect(Date.parse(row.pickupLate ?? row.pickupEarly)).toBeGreaterThanOrEqual(deliveredBy.getTime());
      }
      const pickups = body.data.map((r: { pickupEarly: string }) => Date.parse(r.pickupEarly));
      expect(pickups).toEqual([...pickups].sort((a: number, b: number) => a - b));
    }
  });

  it('keeps carriers to their own shipments and company (404), refuses brokers (403) and bad input (400)', async () => {
    const blueRidgeId = await companyId(t.db, BLUE_RIDGE);
    const mine = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Booked, carrierId: blueRidgeId });
    expect((await t.loneStar.get(`/portal/api/reloads?shipmentNumberOrId=${mine.number}`)).statusCode).toBe(404);
    const loneStarId = await companyId(t.db, LONE_STAR);
    expect((await t.blueRidge.get(`/portal/api/reloads?shipmentNumberOrId=${mine.number}&carrierId=${loneStarId}`)).statusCode).toBe(404);
    expect((await t.broker.get(`/portal/api/reloads?shipmentNumberOrId=${mine.number}`)).statusCode).toBe(403);
    const missing = await t.blueRidge.get('/portal/api/reloads');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).join()).toContain('shipmentNumberOrId');
    expect((await t.blueRidge.get(`/portal/api/reloads?shipmentNumberOrId=${mine.number}&page=-1`)).statusCode).toBe(400);
  });
});
