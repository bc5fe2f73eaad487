import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { HttpProblem } from '../../src/lib/problem';
import { bookContractTl, bookSpot, contractTerms, spotTerms } from '../../src/modules/load-board/booking.service';
import type { Caller } from '../../src/lib/caller';
import { testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, callerFor, clientFor, companyId, createCarrierWithUser, createLoad, createTender, HEARTLAND, LONE_STAR, PLACES, signInClient, USERS, type Client } from './freight-fixtures';

const t = testAppForFile({ blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, broker: USERS.broker }, signInClient);

let ids: { blueRidge: number; loneStar: number; apex: number; heartland: number };

beforeAll(async () => {
  ids = {
    blueRidge: await companyId(t.db, BLUE_RIDGE),
    loneStar: await companyId(t.db, LONE_STAR),
    apex: await companyId(t.db, APEX),
    heartland: await companyId(t.db, HEARTLAND),
  };
});

const bookNow = (client: Client, number: string) => client.send('POST', `/portal/api/available-shipments/${number}/book`);

describe('Book It Now', () => {
  it('books the load to the carrier at the posted rate, rescinds open tenders and writes the activity', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, postedRateCents: 172_500 });
    const tender = await createTender(t.db, { shipmentId: load.id, carrierId: ids.loneStar });
    const response = await bookNow(t.blueRidge, load.number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bookingSucceeded: true,
      errorMessages: [],
      shipment: { id: load.id, shipmentNumber: load.number, status: { value: ShipmentStatus.Booked }, carrierId: ids.blueRidge, rate: 1725, bookedRateType: 'BookItNow' },
    });
    const shipment = await t.db.selectFrom('shipments').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ status: ShipmentStatus.Booked, carrier_id: ids.blueRidge, rate_cents: 172_500 });
    expect(shipment.booked_at).not.toBeNull();
    const rescinded = await t.db.selectFrom('tenders').select('status').where('id', '=', tender).executeTakeFirstOrThrow();
    expect(rescinded.status).toBe(TenderOfferStatus.Rescinded);
    const activity = await t.db.selectFrom('shipment_activity').selectAll().where('shipment_id', '=', load.id).execute();
    expect(activity.map((a) => [a.status_before, a.status_after])).toEqual([[ShipmentStatus.ReadyToBook, ShipmentStatus.Booked]]);

    // Gone from the board: the next carrier gets a 404 (as for a load that never was) and so does the page.
    const late = await bookNow(t.loneStar, load.number);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ detail: 'This load is no longer available', bookingSucceeded: false, errorMessages: ['This load is no longer available'] });
    expect((await t.loneStar.get(`/portal/api/available-shipments/${load.number}`)).statusCode).toBe(404);
  });

  it('two carriers booking the same load at once: exactly one 200, the other 404 (no longer available)', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    const [a, b] = await Promise.all([bookNow(t.blueRidge, load.number), bookNow(t.loneStar, load.number)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect((a.statusCode === 404 ? a : b).json().detail).toBe('This load is no longer available');
    const winner = a.statusCode === 200 ? ids.blueRidge : ids.loneStar;
    const shipment = await t.db.selectFrom('shipments').select(['carrier_id', 'status']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ carrier_id: winner, status: ShipmentStatus.Booked });
    const activity = await t.db.selectFrom('shipment_activity').select('id').where('shipment_id', '=', load.id).execute();
    expect(activity).toHaveLength(1);
  });

  it('checks the state under the lock: a load taken meanwhile is no longer available (404), nothing changes', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Booked, carrier_id: ids.loneStar, rate_cents: 150_000 }).where('id', '=', load.id).execute();
    const response = await bookNow(t.blueRidge, load.number);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('This load is no longer available');
    const shipment = await t.db.selectFrom('shipments').select(['carrier_id']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment.carrier_id).toBe(ids.loneStar);
  });

  it('refuses a carrier that is not bookable or is on hold (403 with the reason), and shows it on the load page', async () => {
    const notBookable = await createCarrierWithUser(t.db, { isBookable: false });
    const onHold = await createCarrierWithUser(t.db, { isOnHold: true });
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    for (const carrier of [notBookable, onHold]) {
      const client = await clientFor(t.app, carrier.email);
      const response = await bookNow(client, load.number);
      expect(response.statusCode).toBe(403);
      const body = response.json();
      expect(body.bookingSucceeded).toBe(false);
      expect(body.detail).toMatch(carrier === onHold ? /on hold/ : /cannot book loads online/);
      expect(body.errorMessages).toEqual([body.detail]);
      const page = (await client.get(`/portal/api/available-shipments/${load.number}`)).json();
      expect(page).toMatchObject({ canBookNow: false, bookNowBlockedReason: body.detail });
    }
    const shipment = await t.db.selectFrom('shipments').select(['status', 'carrier_id']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ status: ShipmentStatus.ReadyToBook, carrier_id: null });
  });

  it('answers bookingSucceeded false with its messages when the load has no posted rate', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, postedRateCents: null });
    const response = await bookNow(t.blueRidge, load.number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookingSucceeded: false,
      errorMessages: ['This load has no posted rate; send a rate request instead'],
      errorMessageCodes: [{ code: 'booking.noPostedRate', params: {} }],
      shipment: null,
    });
  });

  it('answers 404 for a draft or unknown load, and 403 to brokers', async () => {
    const draft = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Draft });
    expect((await bookNow(t.blueRidge, draft.number)).statusCode).toBe(404);
    expect((await bookNow(t.blueRidge, 'NOPE-1')).statusCode).toBe(404);
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    expect((await bookNow(t.broker, load.number)).statusCode).toBe(403);
  });
});

describe('contract truckload booking (service)', () => {
  let ops: Caller;
  let carrier: Caller;
  beforeAll(async () => {
    ops = await callerFor(t.db, USERS.ops);
    carrier = await callerFor(t.db, USERS.blueRidge);
  });

  it('raises a missing maxBuy, or one below the rate, to the rate plus $5; keeps one that covers the rate', () => {
    expect(contractTerms(150_000, null)).toEqual({ rateCents: 150_000, maxBuyCents: 150_500, maxBuyRaised: true });
    expect(contractTerms(150_000, 149_999)).toEqual({ rateCents: 150_000, maxBuyCents: 150_500, maxBuyRaised: true });
    expect(contractTerms(150_000, 150_000)).toEqual({ rateCents: 150_000, maxBuyCents: 150_000, maxBuyRaised: false });
    expect(contractTerms(150_000, 175_000)).toEqual({ rateCents: 150_000, maxBuyCents: 175_000, maxBuyRaised: false });
  });

  it('books with the bumped maxBuy when none is given', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.heartland });
    const answer = await bookContractTl(t.db, ops, load.id, { rate: 1500, carrierId: ids.blueRidge });
    expect(answer).toMatchObject({ bookingSucceeded: true, maxBuyRaised: true, shipment: { rate: 1500, maxBuy: 1505, carrierId: ids.blueRidge, bookedRateType: 'Contract' } });
    const row = await t.db.selectFrom('shipments').select(['max_buy_cents', 'rate_cents', 'status']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ max_buy_cents: 150_500, rate_cents: 150_000, status: ShipmentStatus.Booked });
  });

  it('bumps a maxBuy below the rate and keeps one above it', async () => {
    const low = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    expect(await bookContractTl(t.db, ops, low.id, { rate: 1500.25, maxBuy: 1400, carrierId: ids.blueRidge })).toMatchObject({ maxBuyRaised: true, shipment: { maxBuy: 1505.25 } });
    const high = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    expect(await bookContractTl(t.db, ops, high.id, { rate: 1500, maxBuy: 1600, carrierId: ids.blueRidge })).toMatchObject({ maxBuyRaised: false, shipment: { maxBuy: 1600 } });
  });

  it('refuses carriers (403), a booked load (409), an unknown carrier (400); a carrier on hold is a failed booking', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas });
    await expect(bookContractTl(t.db, carrier, load.id, { rate: 1500, carrierId: ids.blueRidge })).rejects.toMatchObject({ status: 403 });
    await expect(bookContractTl(t.db, ops, load.id, { rate: 1500, carrierId: ids.apex })).rejects.toMatchObject({ status: 400, extensions: { errors: { carrierId: expect.any(Array) } } });
    const onHold = await createCarrierWithUser(t.db, { isOnHold: true });
    const failed = await bookContractTl(t.db, ops, load.id, { rate: 1500, carrierId: onHold.companyId });
    expect(failed).toMatchObject({ bookingSucceeded: false, shipment: null });
    expect(failed.errorMessages[0]).toMatch(/on hold/);
    await bookContractTl(t.db, ops, load.id, { rate: 1500, carrierId: ids.blueRidge });
    const again = bookContractTl(t.db, ops, load.id, { rate: 1500, carrierId: ids.loneStar });
    await expect(again).rejects.toBeInstanceOf(HttpProblem);
    await expect(again).rejects.toMatchObject({ status: 409 });
  });

  it('lets a broker book its own customer loads over HTTP and answers 404 for other customers', async () => {
    const own = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex, status: ShipmentStatus.Draft });
    const response = await t.broker.send('POST', `/portal/api/shipments/${own.id}/book-contract-tl`, { rate: 1800, carrierId: ids.loneStar });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bookingSucceeded: true, maxBuyRaised: true, shipment: { maxBuy: 1805, carrierId: ids.loneStar } });
    const other = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.heartland });
    expect((await t.broker.send('POST', `/portal/api/shipments/${other.id}/book-contract-tl`, { rate: 1800, carrierId: ids.loneStar })).statusCode).toBe(404);
    expect((await t.blueRidge.send('POST', `/portal/api/shipments/${other.id}/book-contract-tl`, { rate: 1800, carrierId: ids.loneStar })).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    for (const [body, field] of [
      [{ carrierId: ids.loneStar }, 'rate'],
      [{ rate: 12.345, carrierId: ids.loneStar }, 'rate'],
      [{ rate: -1, carrierId: ids.loneStar }, 'rate'],
      [{ rate: 1500, maxBuy: 'x', carrierId: ids.loneStar }, 'maxBuy'],
      [{ rate: 1500 }, 'carrierId'],
    ] as const) {
      const response = await t.broker.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    expect((await t.broker.send('POST', '/portal/api/shipments/abc/book-contract-tl', { rate: 1, carrierId: 1 })).statusCode).toBe(400);
  });
});

describe('spot booking (service)', () => {
  it('keeps only the Hazmat accessorial', async () => {
    expect(spotTerms(120_000, ['Liftgate', 'Hazmat', 'Inside Delivery']).accessorials).toEqual(['Hazmat']);
    expect(spotTerms(120_000, ['Liftgate']).accessorials).toEqual([]);
    const ops = await callerFor(t.db, USERS.ops);
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, maxBuyCents: 110_000 });
    const answer = await bookSpot(t.db, ops, load.id, { rate: 1200, carrierId: ids.blueRidge, accessorials: ['Liftgate', 'hazmat', 'Driver Assist'] });
    expect(answer).toMatchObject({ bookingSucceeded: true, shipment: { accessorials: ['hazmat'], bookedRateType: 'Spot', rate: 1200, maxBuy: 1100 } });
    const row = await t.db.selectFrom('shipments').select(['booked_accessorials']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(row.booked_accessorials).toEqual(['hazmat']);
  });

  it('books over HTTP for the shipment broker', async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
    const response = await t.broker.send('POST', `/portal/api/shipments/${load.id}/book-spot`, { rate: 990.5, carrierId: ids.blueRidge, accessorials: ['Hazmat', 'Tarps'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().shipment).toMatchObject({ accessorials: ['Hazmat'], rate: 990.5 });
  });
});
