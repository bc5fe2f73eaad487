import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { testAppForFile } from '../helper';
import { signInClient, USERS } from '../load-board/freight-fixtures';
import { accept, boardLoad, companyOf, confirm, counter, decline, hoursAhead, makeOffer } from './offer-fixtures';

const t = testAppForFile({ blueRidge: USERS.blueRidge, loneStar: USERS.loneStar, broker: USERS.broker, ops: USERS.ops }, signInClient);

let brokerCompany: number;
let blueRidge: number;

beforeAll(async () => {
  brokerCompany = await companyOf(t.db, USERS.broker);
  blueRidge = await companyOf(t.db, USERS.blueRidge);
});

describe('a negotiation from offer to booking', () => {
  it('carrier offers, broker counters, carrier accepts, broker accepts, carrier confirms: booked at the agreed rate through the booking path', async () => {
    const load = await boardLoad(t.db, brokerCompany);
    const made = await makeOffer(t.blueRidge, load.number, 1650, 'Can pick up early');
    expect(made.statusCode).toBe(201);
    const offer = made.json().data;
    expect(offer).toMatchObject({ status: 'Offered', rate: 1650, rounds: 1, awaiting: 'Broker', actions: [], standing: null });

    // The broker sees it beside the carrier's tier and compliance, and may answer.
    const list = (await t.broker.get(`/portal/api/offers?shipmentId=${load.id}`)).json();
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({ id: offer.id, carrier: { id: blueRidge }, actions: ['accept', 'counter', 'decline'] });
    expect(list.data[0].standing).toMatchObject({ tier: expect.any(String), tierLabel: expect.any(String), compliant: expect.any(Boolean) });

    const countered = await counter(t.broker, offer.id, 1750);
    expect(countered.statusCode).toBe(200);
    expect(countered.json().data).toMatchObject({ status: 'Countered', rate: 1750, rounds: 2, awaiting: 'Carrier' });

    const agreed = await accept(t.blueRidge, offer.id);
    expect(agreed.json().data).toMatchObject({ status: 'Offered', rate: 1750, rounds: 2, awaiting: 'Broker' });

    const awarded = await accept(t.broker, offer.id);
    expect(awarded.statusCode).toBe(200);
    const award = awarded.json().data;
    expect(award).toMatchObject({ status: 'Accepted', awaiting: 'Carrier' });
    expect(new Date(award.confirmBy).getTime() - new Date(award.acceptedAt).getTime()).toBe(15 * 60 * 1000);

    const summary = (await t.blueRidge.get('/portal/api/offers/summary')).json();
    expect(summary.data.map((s: { id: number }) => s.id)).toContain(offer.id);

    const booked = await confirm(t.blueRidge, offer.id);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ data: { status: 'Booked', rate: 1750 }, message: `Shipment ${load.number} booked at $1,750.00` });
    expect(booked.json().data.history.map((r: { kind: string; party: string }) => `${r.party} ${r.kind}`)).toEqual(['Carrier Offer', 'Broker Counter', 'Carrier Accept', 'Broker Accept', 'Carrier Confirm']);

    const shipment = await t.db.selectFrom('shipments').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ status: ShipmentStatus.Booked, carrier_id: blueRidge, rate_cents: 175_000, booked_rate_type: 'Offer' });
    expect(await t.db.selectFrom('rate_confirmations').select('shipment_id').where('shipment_id', '=', load.id).execute()).toHaveLength(1);
    const activity = await t.db.selectFrom('shipment_activity').select('description').where('shipment_id', '=', load.id).execute();
    expect(activity.map((a) => a.description).join(' ')).toContain('offer confirmed by');

    const audit = await t.db.selectFrom('audit_events').select('action').where('target_type', '=', 'offer').where('target_id', '=', String(offer.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['offer.made', 'offer.countered', 'offer.accepted', 'offer.accepted', 'offer.confirmed']);
    const events = await t.db.selectFrom('live_events').select(['company_id']).where('kind', '=', 'offer').where('subject_id', '=', offer.id).execute();
    expect(new Set(events.map((e) => e.company_id))).toEqual(new Set([blueRidge, brokerCompany, null]));
  });

  it('at most five rounds: the sixth counter is refused, accept and decline stay', async () => {
    const load = await boardLoad(t.db, brokerCompany);
    const offer = (await makeOffer(t.blueRidge, load.number, 1500)).json().data;
    expect((await counter(t.broker, offer.id, 1900)).statusCode).toBe(200);
    expect((await counter(t.blueRidge, offer.id, 1600)).statusCode).toBe(200);
    expect((await counter(t.ops, offer.id, 1800)).statusCode).toBe(200);
    const fifth = await counter(t.blueRidge, offer.id, 1700);
    expect(fifth.json().data).toMatchObject({ rounds: 5, maxRounds: 5 });
    const list = (await t.broker.get(`/portal/api/offers?shipmentId=${load.id}`)).json();
    expect(list.data[0].actions).toEqual(['accept', 'decline']);
    const sixth = await counter(t.broker, offer.id, 1750);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().detail).toBe('All 5 rounds of this negotiation are used: accept or decline the last rate');
    expect((await decline(t.broker, offer.id)).json().data.status).toBe('Declined');
    // One negotiation per carrier per load: no starting over.
    expect((await makeOffer(t.blueRidge, load.number, 1400)).statusCode).toBe(409);
  });
});

describe('expiry', () => {
  it('an expired offer cannot be accepted (409, saying when) and reads Expired', async () => {
    const load = await boardLoad(t.db, brokerCompany);
    const offer = (await makeOffer(t.blueRidge, load.number, 1500)).json().data;
    const past = new Date(Date.now() - 60_000);
    await t.db.updateTable('offers').set({ valid_until: past }).where('id', '=', offer.id).execute();
    const refused = await accept(t.broker, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`This offer expired at ${past.toISOString()} and can no longer be accepted`);
    expect((await t.broker.get(`/portal/api/offers/${offer.id}`)).json().data).toMatchObject({ status: 'Expired', actions: [] });
    expect((await t.db.selectFrom('offers').select('status').where('id', '=', offer.id).executeTakeFirstOrThrow()).status).toBe('Expired');
  });

  it('a confirm after the 15 minutes is refused and the load stays on the board', async () => {
    const load = await boardLoad(t.db, brokerCompany);
    const offer = (await makeOffer(t.blueRidge, load.number, 1500)).json().data;
    await accept(t.broker, offer.id);
    await t.db.updateTable('offers').set({ confirm_by: new Date(Date.now() - 1000) }).where('id', '=', offer.id).execute();
    const late = await confirm(t.blueRidge, offer.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/^The 15 minutes to confirm this offer ended at /);
    expect((await t.db.selectFrom('shipments').select(['status', 'carrier_id']).where('id', '=', load.id).executeTakeFirstOrThrow())).toEqual({ status: ShipmentStatus.ReadyToBook, carrier_id: null });
  });

  it('valid-until must lie ahead', async () => {
    const load = await boardLoad(t.db, brokerCompany);
    const response = await t.blueRidge.send('POST', '/portal/api/offers', { shipmentNumber: load.number, rate: 1500, validUntil: hoursAhead(-1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.validUntil).toEqual(['Valid until must be in the future']);
  });
});

describe('who may move', () => {
  it('another carrier gets 404 on every id route; the broker may not confirm; a carrier may not answer its own rate', async () => {
    const load = await boardLoad(t.db, brokerCompany);
    const offer = (await makeOffer(t.blueRidge, load.number, 1500)).json().data;
    expect((await t.loneStar.get(`/portal/api/offers/${offer.id}`)).statusCode).toBe(404);
    for (const move of [accept, confirm, decline]) expect((await move(t.loneStar, offer.id)).statusCode).toBe(404);
    expect((await counter(t.loneStar, offer.id, 1400)).statusCode).toBe(404);
    expect((await t.loneStar.get(`/portal/api/offers?shipmentId=${load.id}`)).json().totalCount).toBe(0);

    expect((await confirm(t.broker, offer.id)).statusCode).toBe(403);
    const own = await accept(t.blueRidge, offer.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('This offer is waiting for the other side');
    // Brokers do not make offers.
    expect((await makeOffer(t.broker, load.number, 1500)).statusCode).toBe(403);
  });

  it('an offer on a load off the board is a 404', async () => {
    expect((await makeOffer(t.blueRidge, 'NO-SUCH-LOAD', 1500)).statusCode).toBe(404);
  });
});
