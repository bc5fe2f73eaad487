import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@portal/domain/common/entity-type';
import type { LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildApp } from '../../src/app';
import { authHeaders, login, testAppForFile } from '../helper';
import { BLUE_RIDGE, companyId, createLoad, LONE_STAR, PLACES, tenderedLoad, USERS } from '../load-board/freight-fixtures';

const t = testAppForFile();
let base: string;
let ids: { blueRidge: number; loneStar: number };

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ids = { blueRidge: await companyId(t.db, BLUE_RIDGE), loneStar: await companyId(t.db, LONE_STAR) };
});

interface Received extends LiveUpdate {
  id: number;
}

/** An open stream: the updates it received so far, parsed from the text/event-stream body. */
async function openStream(email: string, options: { watchShipment?: string; lastEventId?: number; on?: string } = {}) {
  const session = await login(t.app, email);
  const controller = new AbortController();
  const query = options.watchShipment ? `?watchShipment=${encodeURIComponent(options.watchShipment)}` : '';
  const response = await fetch(`${options.on ?? base}/portal/api/live-updates${query}`, {
    headers: { ...authHeaders(session), ...(options.lastEventId === undefined ? {} : { 'last-event-id': String(options.lastEventId) }) },
    signal: controller.signal,
  });
  const received: Received[] = [];
  const raw: string[] = [];
  const state = { ended: false };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            raw.push(block);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id && data) received.push({ id: Number(id), ...(JSON.parse(data) as LiveUpdate) });
          }
        }
        state.ended = true;
      } catch {
        // aborted by the test
      }
    })();
  }
  return { response, received, raw, session, state, close: () => controller.abort() };
}

async function until<T>(find: () => T | undefined, ms = 2_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not received in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 400));

describe('live updates', () => {
  it('streams Server-Sent Events to a signed-in user and refuses a caller without a session', async () => {
    const stream = await openStream(USERS.blueRidge);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await until(() => stream.raw.find((block) => block.includes('retry:')));
    stream.close();
    expect((await fetch(`${base}/portal/api/live-updates`)).status).toBe(401);
  });

  it('tells the carrier a tender was sent to it within a second, and no other company', async () => {
    const blueRidge = await openStream(USERS.blueRidge);
    const loneStar = await openStream(USERS.loneStar);
    const broker = await openStream(USERS.broker);
    await settle();
    const started = Date.now();
    const load = await tenderedLoad(t.db, [ids.blueRidge]);
    const tenderId = load.tenderIds[0]!;
    const update = await until(() => blueRidge.received.find((u) => u.kind === 'tender' && u.subjectId === tenderId), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(update).toMatchObject({ kind: 'tender', subjectId: tenderId, watched: false });
    await settle();
    expect(loneStar.received.filter((u) => u.kind === 'tender' && u.subjectId === tenderId)).toEqual([]);
    expect(broker.received.filter((u) => u.kind === 'tender')).toEqual([]);
    for (const s of [blueRidge, loneStar, broker]) s.close();
  });

  it("tells a shipment's carrier and the brokerage of its new status; positions only to a stream watching it", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Booked, carrierId: ids.blueRidge });
    const dispatcher = await openStream(USERS.blueRidge);
    const watcher = await openStream(USERS.blueRidge, { watchShipment: load.number });
    const ops = await openStream(USERS.ops);
    const loneStar = await openStream(USERS.loneStar);
    await settle();

    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Dispatched }).where('id', '=', load.id).execute();
    await until(() => dispatcher.received.find((u) => u.kind === 'shipment-status' && u.subjectId === load.id));
    expect(await until(() => watcher.received.find((u) => u.kind === 'shipment-status' && u.subjectId === load.id))).toMatchObject({ watched: true });
    await until(() => ops.received.find((u) => u.kind === 'shipment-status' && u.subjectId === load.id));

    await t.db.updateTable('shipments').set({ last_latitude: 41.9, last_longitude: -87.6, last_location_at: new Date() }).where('id', '=', load.id).execute();
    await until(() => watcher.received.find((u) => u.kind === 'shipment-position' && u.subjectId === load.id));
    await settle();
    expect(dispatcher.received.filter((u) => u.kind === 'shipment-position')).toEqual([]);
    expect(loneStar.received.filter((u) => u.subjectId === load.id)).toEqual([]);
    for (const s of [dispatcher, watcher, ops, loneStar]) s.close();
  });

  it("opens with a one-minute ticket in the address (a browser's EventSource sends no headers); the ticket is refused anywhere else", async () => {
    const session = await login(t.app, USERS.blueRidge);
    const issued = await fetch(`${base}/portal/api/live-updates/tickets`, { method: 'POST', headers: { ...authHeaders(session), 'content-type': 'application/json' }, body: '{}' });
    expect(issued.status).toBe(200);
    const { data } = (await issued.json()) as { data: { ticket: string; expiresAt: string } };
    expect(new Date(data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(61_000);

    const controller = new AbortController();
    const stream = await fetch(`${base}/portal/api/live-updates?ticket=${encodeURIComponent(data.ticket)}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();

    const asBearer = await fetch(`${base}/portal/api/tenders/count`, { headers: { authorization: `Bearer ${data.ticket}` } });
    expect(asBearer.status).toBe(401);
    const inAnotherAddress = await fetch(`${base}/portal/api/tenders/count?ticket=${encodeURIComponent(data.ticket)}`);
    expect(inAnotherAddress.status).toBe(401);
    expect((await fetch(`${base}/portal/api/live-updates?ticket=${encodeURIComponent(session.token)}`)).status).toBe(401);
  });

  it("refuses a ticket for watching another company's shipment (404)", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Booked, carrierId: ids.loneStar });
    const session = await login(t.app, USERS.blueRidge);
    const ticket = await fetch(`${base}/portal/api/live-updates/tickets`, {
      method: 'POST',
      headers: { ...authHeaders(session), 'content-type': 'application/json' },
      body: JSON.stringify({ watchShipment: load.number }),
    });
    expect(ticket.status).toBe(404);
    expect(ticket.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it("answers 404 for watching another company's shipment, before any event", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Booked, carrierId: ids.loneStar });
    const stream = await openStream(USERS.blueRidge, { watchShipment: load.number });
    expect(stream.response.status).toBe(404);
    expect(stream.response.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('replays what a reconnecting stream missed after Last-Event-ID, then carries on live', async () => {
    const first = await openStream(USERS.blueRidge);
    await settle();
    const before = await tenderedLoad(t.db, [ids.blueRidge]);
    const seen = await until(() => first.received.find((u) => u.subjectId === before.tenderIds[0]));
    first.close();

    const missed = await tenderedLoad(t.db, [ids.blueRidge]);
    const notOurs = await tenderedLoad(t.db, [ids.loneStar]);
    const again = await openStream(USERS.blueRidge, { lastEventId: seen.id });
    await until(() => again.received.find((u) => u.subjectId === missed.tenderIds[0]));
    const later = await tenderedLoad(t.db, [ids.blueRidge]);
    await until(() => again.received.find((u) => u.subjectId === later.tenderIds[0]));
    expect(again.received.map((u) => u.subjectId)).toEqual([missed.tenderIds[0], later.tenderIds[0]]);
    expect(again.received.some((u) => u.subjectId === notOurs.tenderIds[0])).toBe(false);
    again.close();
  });

  it('tells the carrier of a rate request sent to it, and the broker who asked of its answer', async () => {
    const broker = await login(t.app, USERS.broker);
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.ReadyToBook, customerId: broker.user.companyId });
    const carrier = await openStream(USERS.blueRidge);
    const asking = await openStream(USERS.broker);
    const other = await openStream(USERS.loneStar);
    await settle();
    const request = await t.db
      .insertInto('rate_requests')
      .values({ shipment_id: load.id, carrier_id: ids.blueRidge, status: RateRequestStatus.Sent })
      .returning('id')
      .executeTakeFirstOrThrow();
    await until(() => carrier.received.find((u) => u.kind === 'rate-request' && u.subjectId === request.id));
    await t.db.updateTable('rate_requests').set({ status: RateRequestStatus.Offered, response_rate_cents: 199_000, responded_at: new Date() }).where('id', '=', request.id).execute();
    await until(() => asking.received.find((u) => u.kind === 'rate-request' && u.subjectId === request.id));
    await settle();
    expect(asking.received.filter((u) => u.kind === 'rate-request' && u.subjectId === request.id)).toHaveLength(1);
    expect(other.received.filter((u) => u.subjectId === request.id)).toEqual([]);
    for (const s of [carrier, asking, other]) s.close();
  });

  it('tells a stream resuming from before the oldest kept event to refetch everything (reset)', async () => {
    await tenderedLoad(t.db, [ids.blueRidge]);
    const oldest = await t.db.selectFrom('live_events').select((eb) => eb.fn.min('id').as('id')).executeTakeFirstOrThrow();
    await t.db.deleteFrom('live_events').where('id', '=', Number(oldest.id)).execute();
    const stream = await openStream(USERS.blueRidge, { lastEventId: Math.max(0, Number(oldest.id) - 5) });
    expect(await until(() => stream.received.find((u) => u.kind === 'reset'))).toMatchObject({ subjectId: 0 });
    stream.close();
  });

  it("tells the case's carrier and the brokerage of a new note on it", async () => {
    const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, status: ShipmentStatus.Delivered, carrierId: ids.blueRidge });
    const caseRow = await t.db
      .insertInto('cases')
      .values({ shipment_id: load.id, carrier_id: ids.blueRidge, case_number: `LU${load.id}`, status: 1, case_type: 1, created_at: new Date(), updated_at: new Date() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const dispatcher = await openStream(USERS.blueRidgeAdmin);
    const ops = await openStream(USERS.ops);
    const loneStar = await openStream(USERS.loneStar);
    await settle();
    await t.db
      .insertInto('notes')
      .values({ entity_type: EntityType.CASE, entity_id: caseRow.id, company_id: ids.blueRidge, content: 'Detention started', created_at: new Date(), updated_at: new Date() } as never)
      .execute();
    await until(() => dispatcher.received.find((u) => u.kind === 'case-note' && u.subjectId === caseRow.id));
    await until(() => ops.received.find((u) => u.kind === 'case-note' && u.subjectId === caseRow.id));
    await settle();
    expect(loneStar.received.filter((u) => u.kind === 'case-note')).toEqual([]);
    for (const s of [dispatcher, ops, loneStar]) s.close();
  });
});

describe('live updates and the session', () => {
  it('closes a stream within 2 s of its session being signed out, and not the streams of the user\'s other sessions', async () => {
    const signedOut = await openStream(USERS.blueRidge);
    const other = await openStream(USERS.blueRidge);
    await settle();
    const started = Date.now();
    const logout = await fetch(`${base}/portal/api/auth/logout`, { method: 'POST', headers: authHeaders(signedOut.session) });
    expect(logout.status).toBeLessThan(300);
    await until(() => (signedOut.state.ended ? true : undefined), 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    await settle();
    expect(other.state.ended).toBe(false);
    other.close();
  });

  it("closes a user's streams when a new password ends all of the user's sessions", async () => {
    const stream = await openStream(USERS.loneStar);
    await settle();
    const user = await t.db.selectFrom('users').select('id').where('email', '=', USERS.loneStar).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set((eb) => ({ session_generation: eb('session_generation', '+', 1) })).where('id', '=', user.id).execute();
    expect(await until(() => (stream.state.ended ? true : undefined), 2_000)).toBe(true);
  });
});

describe('live updates across servers', () => {
  it('a change made through one server reaches a stream held by another within a second', async () => {
    const other = await buildApp({ config: { ...t.config, webDist: undefined }, db: t.db, engine: t.engine, listen: t.listen });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const load = await tenderedLoad(t.db, [ids.blueRidge]);
      const tenderId = load.tenderIds[0]!;
      const onOther = await openStream(USERS.blueRidge, { on: otherBase });
      await settle();

      const session = await login(t.app, USERS.blueRidge);
      const started = Date.now();
      const rejected = await fetch(`${base}/portal/api/tenders/${tenderId}/offers`, {
        method: 'PUT',
        headers: { ...authHeaders(session), 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'Rejected' }),
      });
      expect(rejected.status).toBe(200);
      await until(() => onOther.received.find((u) => u.kind === 'tender' && u.subjectId === tenderId), 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      onOther.close();
    } finally {
      await other.close();
    }
  });
});
