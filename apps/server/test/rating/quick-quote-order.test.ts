import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { clientFor, USERS, type Client } from '../load-board/freight-fixtures';

/**
 * The quick quote's flow on the server: a quote of raw freight, the order made from the same
 * places (docs/decisions/0294-make-it-an-order-prefills-the-order-form.md), and the quote booked on that order's shipment until it expires.
 */
let t: TestApp;
let broker: Client;

beforeAll(async () => {
  t = await buildTestApp();
  broker = await clientFor(t.app, USERS.broker);
});
afterAll(async () => t?.close());

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const freight = () => ({
  stops: [{ postalCode: '60601' }, { postalCode: '75201' }],
  products: [{ totalWeight: 18000, palletCount: 10, packagingUnitType: 'Pallet' }],
  equipmentMode: 'Dry',
  shippingMode: 'TL',
  pickupDate: day(3),
});
type Quote = { quoteId: string; carrierId: number; price: number; bookAs: 'ContractTl' | 'Spot' | 'Ltl'; quoteExpiresAt: string };
const BOOK_PATH = { ContractTl: 'book-contract-tl', Spot: 'book-spot', Ltl: 'book-ltl' } as const;

async function quote(): Promise<Quote> {
  const response = await broker.send('POST', '/portal/api/rates/quotes', { freight: freight() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Quote;
}

/** The order the quick quote's form submits: the quote's two places with the facilities the broker typed. */
async function orderFromQuote(): Promise<number> {
  const stop = (stopType: 'Pickup' | 'Dropoff', place: { city: string; state: string; postalCode: string }, date: string, name: string) => ({
    stopType,
    location: { name, addressLine1: '1 Main St', ...place, ianaTimezone: 'America/Chicago' },
    earlyDateTime: `${date}T08:00:00-06:00`,
    lineItems: stopType === 'Pickup' ? [{ totalWeight: 18000, palletCount: 10, packagingUnitType: 'Pallet' }] : [],
  });
  const response = await broker.send('POST', '/portal/api/orders', {
    shippingMode: 'TL',
    equipmentMode: 'Dry',
    submit: true,
    stops: [stop('Pickup', { city: 'Chicago', state: 'IL', postalCode: '60601' }, day(3), 'Quick Quote Shipper'), stop('Dropoff', { city: 'Dallas', state: 'TX', postalCode: '75201' }, day(5), 'Quick Quote Receiver')],
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().data as { shipment: { id: number } | null };
  expect(order.shipment).not.toBeNull();
  return order.shipment!.id;
}

describe('a quick quote made an order', () => {
  it('keeps the quote for at most 60 minutes, and books it on the shipment of the order made from it', async () => {
    const kept = await quote();
    const minutes = (Date.parse(kept.quoteExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const shipmentId = await orderFromQuote();
    const booked = await broker.send('POST', `/portal/api/shipments/${shipmentId}/${BOOK_PATH[kept.bookAs]}`, { rate: kept.price, carrierId: kept.carrierId, quoteId: kept.quoteId });
    expect(booked.json(), booked.body).toMatchObject({ bookingSucceeded: true, shipment: { rate: kept.price, carrierId: kept.carrierId } });
  });

  it('refuses an expired quote on that shipment, which stays open', async () => {
    const kept = await quote();
    await t.db.updateTable('spot_quotes').set({ expires_at: new Date(Date.now() - 60_000) }).where('id', '=', kept.quoteId).execute();
    const shipmentId = await orderFromQuote();
    const refused = await broker.send('POST', `/portal/api/shipments/${shipmentId}/${BOOK_PATH[kept.bookAs]}`, { rate: kept.price, carrierId: kept.carrierId, quoteId: kept.quoteId });
    expect(refused.json()).toMatchObject({ bookingSucceeded: false });
    expect(JSON.stringify(refused.json().errorMessages)).toContain(`Quote ${kept.quoteId} expired at`);
    expect((await broker.get(`/portal/api/shipments/${shipmentId}/booking`)).json().data).toMatchObject({ carrier: null });
  });

  it('refuses pallets without their weight (400), as the quick quote form does', async () => {
    const response = await broker.send('POST', '/portal/api/rates/quotes', { freight: { ...freight(), products: [{ palletCount: 10 }] } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('products.0.totalWeight');
  });
});
