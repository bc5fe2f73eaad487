import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createLoad, GREAT_LAKES, HEARTLAND, LONE_STAR, PLACES, signInClient, USERS } from '../load-board/freight-fixtures';

const t = testAppForFile({ broker: USERS.broker, ops: USERS.ops, blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, greatLakes: USERS.greatLakes }, signInClient);

let ids: { blueRidge: number; loneStar: number; greatLakes: number; apex: number; heartland: number; rustyWheels: number };

beforeAll(async () => {
  ids = {
    blueRidge: await companyId(t.db, BLUE_RIDGE),
    loneStar: await companyId(t.db, LONE_STAR),
    greatLakes: await companyId(t.db, GREAT_LAKES),
    apex: await companyId(t.db, APEX),
    heartland: await companyId(t.db, HEARTLAND),
    rustyWheels: await companyId(t.db, 'Rusty Wheels Trucking'),
  };
});

const BATCH = '/portal/api/rates/carrier-rate-requests/batch';
const answersOf = (shipmentId: number) => `/portal/api/rates/shipments/${shipmentId}/carrier-rate-requests`;
const apexLoad = () => createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, totalMiles: 925 });
const three = () => [ids.blueRidge, ids.loneStar, ids.greatLakes];

async function requestCount(shipmentId: number) {
  return (await t.db.selectFrom('rate_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('shipment_id', '=', shipmentId).executeTakeFirstOrThrow()).n;
}

async function openRequestOf(client: typeof t.blueRidge, shipmentNumber: string) {
  const list = (await client.get(`/portal/api/rate-requests?query=${shipmentNumber}&pageSize=10`)).json().data as { id: number; shipmentNumber: string }[];
  return list.find((r) => r.shipmentNumber === shipmentNumber)!;
}

describe('asking several carriers for a rate at once', () => {
  it('sends one request to each of three carriers, each sees it open, and the shipment records who was asked', async () => {
    const load = await apexLoad();
    const response = await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: three(), targetRate: 1800, expiresInHours: 12 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ message: 'Rate request sent to 3 carriers', messageCode: 'carrierRateRequest.sent', data: { shipmentId: load.id, shipmentNumber: load.number, rateType: 'Spot' } });
    expect(answer.data.requests.map((r: { carrierName: string }) => r.carrierName)).toEqual([BLUE_RIDGE, LONE_STAR, GREAT_LAKES]);
    const hours = (Date.parse(answer.data.requests[0].expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    for (const carrier of [t.blueRidge, t.loneStar, t.greatLakes]) expect((await openRequestOf(carrier, load.number)).id).toBeGreaterThan(0);
    const activity = await t.db.selectFrom('shipment_activity').select(['kind', 'description']).where('shipment_id', '=', load.id).execute();
    expect(activity).toContainEqual({ kind: 'RateRequested', description: `Spot rate requested from ${BLUE_RIDGE}, ${LONE_STAR}, ${GREAT_LAKES}; target rate $1800.00` });
  });

  it('refuses the whole batch with a 409 naming a carrier that still has an open request on the shipment', async () => {
    const load = await apexLoad();
    expect((await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: [ids.loneStar] })).statusCode).toBe(200);
    const again = await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: three() });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`Already waiting for an answer from ${LONE_STAR} on shipment ${load.number}`);
    expect(await requestCount(load.id)).toBe(1);

    // Once the carrier has answered, asking it again is a new request.
    const open = await openRequestOf(t.loneStar, load.number);
    expect((await t.loneStar.send('POST', `/portal/api/rate-requests/${open.id}/decline`, {})).statusCode).toBe(200);
    expect((await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: three() })).statusCode).toBe(200);
    expect(await requestCount(load.id)).toBe(4);
  });

  it('answers 400 for bad input and for carriers that cannot be asked, leaving no request behind', async () => {
    const load = await apexLoad();
    const cases: [object, string][] = [
      [{ shipmentId: load.id, carrierIds: [] }, 'carrierIds'],
      [{ shipmentId: load.id, carrierIds: Array.from({ length: 26 }, (_, i) => i + 1) }, 'carrierIds'],
      [{ shipmentId: load.id, carrierIds: [ids.loneStar, ids.loneStar] }, 'carrierIds'],
      [{ shipmentId: load.id, carrierIds: [ids.loneStar], expiresInHours: 0 }, 'expiresInHours'],
      [{ shipmentId: load.id, carrierIds: [ids.loneStar], targetRate: -5 }, 'targetRate'],
      [{ shipmentId: load.id, carrierIds: [ids.loneStar, ids.heartland] }, 'carrierIds.1'],
      [{ shipmentId: load.id, carrierIds: [ids.rustyWheels] }, 'carrierIds.0'],
    ];
    for (const [body, field] of cases) {
      const response = await t.broker.send('POST', BATCH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await requestCount(load.id)).toBe(0);
  });

  it("answers 404 for another company's shipment, on both routes, and 403 to a carrier", async () => {
    const other = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.heartland });
    expect((await t.broker.send('POST', BATCH, { shipmentId: other.id, carrierIds: three() })).statusCode).toBe(404);
    expect((await t.broker.get(answersOf(other.id))).statusCode).toBe(404);
    expect((await t.broker.get(answersOf(2_147_000_000))).statusCode).toBe(404);
    expect(await requestCount(other.id)).toBe(0);
    expect((await t.blueRidge.send('POST', BATCH, { shipmentId: other.id, carrierIds: three() })).statusCode).toBe(403);
    expect((await t.blueRidge.get(answersOf(other.id))).statusCode).toBe(403);
    // The brokerage's staff may ask about any customer's shipment.
    expect((await t.ops.send('POST', BATCH, { shipmentId: other.id, carrierIds: [ids.blueRidge] })).statusCode).toBe(200);
    expect((await t.ops.get(answersOf(other.id))).json().data).toHaveLength(1);
  });

  it('refuses a shipment no longer open for booking with a 409', async () => {
    const booked = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, status: 2, carrierId: ids.blueRidge });
    expect((await t.broker.send('POST', BATCH, { shipmentId: booked.id, carrierIds: [ids.loneStar] })).statusCode).toBe(409);
  });
});

describe("the carriers' answers on a shipment", () => {
  it('lists each answer: offers cheapest first and bookable, then open and declined ones; booking one shows it booked', async () => {
    const load = await apexLoad();
    expect((await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: three(), targetRate: 2000 })).statusCode).toBe(200);
    const blue = await openRequestOf(t.blueRidge, load.number);
    const lone = await openRequestOf(t.loneStar, load.number);
    expect((await t.blueRidge.send('POST', `/portal/api/rate-requests/${blue.id}/response`, { rate: 2150.5, notes: 'Team drivers' })).statusCode).toBe(200);
    expect((await t.loneStar.send('POST', `/portal/api/rate-requests/${lone.id}/response`, { rate: 1975 })).statusCode).toBe(200);

    const answers = (await t.broker.get(answersOf(load.id))).json().data;
    expect(answers.map((a: { carrierName: string; status: string; rate: number | null }) => [a.carrierName, a.status, a.rate])).toEqual([
      [LONE_STAR, 'Offered', 1975],
      [BLUE_RIDGE, 'Offered', 2150.5],
      [GREAT_LAKES, 'Sent', null],
    ]);
    expect(answers[1]).toMatchObject({ notes: 'Team drivers', targetRate: 2000, rateType: 'Spot', booked: false, quote: { price: 2150.5, bookAs: 'Spot' } });
    expect(answers[1].answeredAt).not.toBeNull();
    expect(answers[2]).toMatchObject({ quote: null, answeredAt: null });

    const cheapest = answers[0];
    const booking = await t.broker.send('POST', `/portal/api/shipments/${load.id}/book-spot`, { rate: cheapest.quote.price, carrierId: cheapest.carrierId, quoteId: cheapest.quote.quoteId });
    expect(booking.statusCode, booking.body).toBe(200);
    const after = (await t.broker.get(answersOf(load.id))).json().data;
    expect(after.find((a: { carrierId: number }) => a.carrierId === ids.loneStar)).toMatchObject({ booked: true, quote: null });
  });

  it('shows a declined answer with its reason and an unanswered request past its deadline as Expired', async () => {
    const load = await apexLoad();
    expect((await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: [ids.blueRidge, ids.greatLakes] })).statusCode).toBe(200);
    const great = await openRequestOf(t.greatLakes, load.number);
    expect((await t.greatLakes.send('POST', `/portal/api/rate-requests/${great.id}/decline`, { reason: 'No trucks that day' })).statusCode).toBe(200);
    await t.db.updateTable('rate_requests').set({ expires_at: new Date(Date.now() - 1000) }).where('shipment_id', '=', load.id).where('carrier_id', '=', ids.blueRidge).execute();
    const answers = (await t.broker.get(answersOf(load.id))).json().data;
    expect(answers.map((a: { status: string; notes: string | null }) => [a.status, a.notes])).toEqual([
      ['Declined', 'No trucks that day'],
      ['Expired', null],
    ]);
    // An expired request no longer blocks asking the carrier again.
    expect((await t.broker.send('POST', BATCH, { shipmentId: load.id, carrierIds: [ids.blueRidge] })).statusCode).toBe(200);
  });
});
