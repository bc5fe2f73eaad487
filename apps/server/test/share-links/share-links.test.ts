import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { authHeaders, DEMO, nextClientAddress, testAppForFile, type TestSession } from '../helper';
import { USERS } from '../load-board/freight-fixtures';

/**
 * Share links: the load's carrier hands out an address that shows the load's number, status, stop
 * cities, last position and ETA without signing in, for the hours it chose, until it revokes it,
 * and only as far as the load's tracking consent shares the position.
 */
const t = testAppForFile({ dispatcher: DEMO.dispatcher, driver: DEMO.driver, broker: DEMO.broker, otherCarrier: USERS.loneStar, ops: DEMO.ops });

const send = (session: TestSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(session), ...(payload ? { payload } : {}) });
/** Signed out, from an address of its own each time (the public route is limited per address). */
const open = (token: string, remoteAddress = nextClientAddress()) => t.app.inject({ method: 'POST', url: '/portal/api/shared-loads/view', payload: { token }, remoteAddress });

afterEach(() => {
  vi.useRealTimers();
});

/** A load of the dispatcher's carrier under way, with a last position and the consent given. */
async function loadUnderWay(skip = 0, consent = 'LivePosition') {
  const carrier = await t.db.selectFrom('users').select('company_id').where('email', '=', DEMO.dispatcher).executeTakeFirstOrThrow();
  const load = await t.db
    .selectFrom('shipments')
    .select(['id', 'shipment_number', 'customer_id', 'rate_cents'])
    .where('carrier_id', '=', carrier.company_id)
    .where('status', '=', ShipmentStatus.InTransit)
    .orderBy('id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('shipments')
    .set({ last_latitude: 39.7684, last_longitude: -86.1581, last_location_at: new Date(Date.now() - 10 * 60_000), tracking_consent: consent })
    .where('id', '=', load.id)
    .execute();
  await t.db.updateTable('shipment_stops').set({ arrived_at: null }).where('shipment_id', '=', load.id).where('stop_type', '=', 'Dropoff').execute();
  return load;
}

async function share(load: { id: number }, hours = 4) {
  const created = await send(t.dispatcher, 'POST', `/portal/api/shipments/${load.id}/share-links`, { hours });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number; token: string; state: string; expiresAt: string };
}

describe('a share link', () => {
  it("shows the load's number, status, stop cities, last position and ETA without signing in, and nothing else", async () => {
    const load = await loadUnderWay();
    const link = await share(load);
    expect(link.state).toBe('Active');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await open(link.token);
    expect(shown.statusCode, shown.body).toBe(200);
    const data = shown.json().data;
    expect(Object.keys(data).sort()).toEqual(['eta', 'expiresAt', 'lastPosition', 'positionShared', 'shipmentNumber', 'status', 'stops']);
    expect(data).toMatchObject({ shipmentNumber: load.shipment_number, status: 'In Transit', positionShared: true, lastPosition: { latitude: 39.7684, longitude: -86.1581 } });
    expect(data.eta).not.toBeNull();
    for (const stop of data.stops) expect(Object.keys(stop).sort()).toEqual(['city', 'latitude', 'longitude', 'state', 'stopNumber', 'stopType']);
    // No party, reference or money of the load reaches the page.
    const customer = await t.db.selectFrom('companies').select('name').where('id', '=', load.customer_id!).executeTakeFirstOrThrow();
    expect(shown.body).not.toContain(customer.name);
    expect(shown.body).not.toContain('rate');
  });

  it('is kept only as the SHA-256 of its token', async () => {
    const load = await loadUnderWay();
    const link = await share(load);
    const row = await t.db.selectFrom('share_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('not-a-token')).statusCode).toBe(404);
  });

  it('hides the position when the tracking consent does not share it, and the ETA under milestones only', async () => {
    const etaOnly = await loadUnderWay(1, 'EtaOnly');
    const data = (await open((await share(etaOnly)).token)).json().data;
    expect(data).toMatchObject({ positionShared: false, lastPosition: null });
    expect(data.eta).not.toBeNull();

    const milestones = await loadUnderWay(2, 'MilestonesOnly');
    expect((await open((await share(milestones)).token)).json().data).toMatchObject({ positionShared: false, lastPosition: null, eta: null });
  });

  it('stops working the moment it is revoked', async () => {
    const load = await loadUnderWay();
    const link = await share(load);
    expect((await open(link.token)).statusCode).toBe(200);
    const revoked = await send(t.dispatcher, 'DELETE', `/portal/api/shipments/${load.id}/share-links/${link.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.find((l: { id: number }) => l.id === link.id).state).toBe('Revoked');
    const refused = await open(link.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('This link is not valid, has expired or was revoked');
  });

  it('stops working when its hours are up', async () => {
    const load = await loadUnderWay();
    const link = await share(load, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 59 * 60_000));
    expect((await open(link.token)).statusCode).toBe(200);
    vi.setSystemTime(new Date(Date.now() + 2 * 60_000));
    expect((await open(link.token)).statusCode).toBe(404);
    const list = (await send(t.dispatcher, 'GET', `/portal/api/shipments/${load.id}/share-links`)).json().data;
    expect(list.find((l: { id: number }) => l.id === link.id).state).toBe('Expired');
  });

  it('lasts 1, 4, 24 or 72 hours only', async () => {
    const load = await loadUnderWay();
    expect((await send(t.dispatcher, 'POST', `/portal/api/shipments/${load.id}/share-links`, { hours: 48 })).statusCode).toBe(400);
    const link = await share(load, 72);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
  });

  it('is limited per address on its public page', async () => {
    const link = await share(await loadUnderWay());
    const address = nextClientAddress();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await open(link.token, address)).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('who shares', () => {
  it("is the load's carrier: its driver, the customer and the brokerage are refused (403), another carrier does not see the load (404)", async () => {
    const load = await loadUnderWay();
    const link = await share(load);
    for (const session of [t.driver, t.broker, t.ops]) {
      const refused = await send(session, 'POST', `/portal/api/shipments/${load.id}/share-links`, { hours: 1 });
      expect([403, 404], refused.body).toContain(refused.statusCode);
    }
    expect((await send(t.ops, 'POST', `/portal/api/shipments/${load.id}/share-links`, { hours: 1 })).statusCode).toBe(403);
    for (const [method, url] of [
      ['POST', `/portal/api/shipments/${load.id}/share-links`],
      ['GET', `/portal/api/shipments/${load.id}/share-links`],
      ['DELETE', `/portal/api/shipments/${load.id}/share-links/${link.id}`],
    ] as const) {
      expect((await send(t.otherCarrier, method, url, method === 'POST' ? { hours: 1 } : undefined)).statusCode).toBe(404);
    }
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it("revokes only the load's own links (404 for a link of another load)", async () => {
    const first = await loadUnderWay();
    const second = await loadUnderWay(1);
    const link = await share(second);
    expect((await send(t.dispatcher, 'DELETE', `/portal/api/shipments/${first.id}/share-links/${link.id}`)).statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it('leaves audit entries for making and revoking links', async () => {
    const actions = (await t.db.selectFrom('audit_events').select('action').where('action', 'in', ['share_link.created', 'share_link.revoked']).execute()).map((e) => e.action);
    expect(actions).toContain('share_link.created');
    expect(actions).toContain('share_link.revoked');
  });
});
