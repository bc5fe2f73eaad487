import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { testAppForFile } from '../helper';
import { clientFor, createCarrierWithUser, signInClient, USERS } from '../load-board/freight-fixtures';
import { accept, boardLoad, companyOf, confirm, makeOffer } from './offer-fixtures';

const t = testAppForFile({ broker: USERS.broker }, signInClient);

const CARRIERS = 50;

describe('many carriers confirming accepted offers on one load at once', () => {
  it('exactly one books the load, the other 49 get a 409 naming why, and nothing answers 500', { timeout: 600_000 }, async () => {
    const load = await boardLoad(t.db, await companyOf(t.db, USERS.broker));
    const carriers = [];
    for (let i = 0; i < CARRIERS; i++) carriers.push(await createCarrierWithUser(t.db));
    // Signed in one after another: fifty password checks at once would only measure the machine.
    const clients = [];
    for (const carrier of carriers) clients.push(await clientFor(t.app, carrier.email));

    // Each carrier offers and the broker accepts every offer; only the confirms race.
    const ids: number[] = [];
    for (const [i, client] of clients.entries()) {
      const made = await makeOffer(client, load.number, 1500 + i);
      expect(made.statusCode).toBe(201);
      ids.push(made.json().data.id as number);
    }
    for (const id of ids) expect((await accept(t.broker, id)).json().data.status).toBe('Accepted');

    const answers = await Promise.all(clients.map((client, i) => confirm(client, ids[i]!)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CARRIERS - 1);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().detail).toBe(`Shipment ${load.number} was booked by another carrier`);
    }

    const winner = answers.findIndex((r) => r.statusCode === 200);
    const shipment = await t.db.selectFrom('shipments').select(['status', 'carrier_id', 'rate_cents']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ status: ShipmentStatus.Booked, carrier_id: carriers[winner]!.companyId, rate_cents: (1500 + winner) * 100 });
    const bookings = await t.db.selectFrom('shipment_activity').select('id').where('shipment_id', '=', load.id).where('status_after', '=', ShipmentStatus.Booked).execute();
    expect(bookings).toHaveLength(1);
    const rows = await t.db.selectFrom('offers').select('status').where('shipment_id', '=', load.id).execute();
    expect(rows.filter((r) => r.status === 'Booked')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'Closed')).toHaveLength(CARRIERS - 1);
  });
});
