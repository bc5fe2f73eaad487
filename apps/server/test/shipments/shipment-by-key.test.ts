import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, APEX, companyId, createShipment, HEARTLAND, LONE_STAR, type Actor, type CreatedShipment } from './fixtures';

let t: TestApp;
let broker: Actor;
let dispatch: Actor;
let readyToBook: CreatedShipment;
let named: CreatedShipment;
let numberedLikeAnId: CreatedShipment;
let othersBooked: CreatedShipment;

const byKey = (caller: Actor, key: string | number) => caller.request('GET', `/portal/api/shipments/by-key/${encodeURIComponent(String(key))}`);

beforeAll(async () => {
  t = await buildTestApp();
  broker = await actor(t.app, t.db, DEMO.broker);
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  const apex = await companyId(t.db, APEX);
  readyToBook = await createShipment(t.db, { carrierId: null, customerId: apex, status: ShipmentStatus.ReadyToBook });
  named = await createShipment(t.db, { carrierId: null, customerId: apex, status: ShipmentStatus.ReadyToBook });
  // A shipment whose number is the digits of another shipment's id.
  numberedLikeAnId = await createShipment(t.db, { carrierId: null, customerId: apex, status: ShipmentStatus.ReadyToBook });
  await t.db.updateTable('shipments').set({ shipment_number: String(named.id) }).where('id', '=', numberedLikeAnId.id).execute();
  othersBooked = await createShipment(t.db, { carrierId: await companyId(t.db, LONE_STAR), customerId: await companyId(t.db, HEARTLAND), status: ShipmentStatus.Booked });
});
afterAll(async () => t?.close());

describe('GET /portal/api/shipments/by-key/{shipmentNumberOrId}', () => {
  it('opens a shipment by its number and by its id, the same shipment either way', async () => {
    const byNumber = await byKey(broker, readyToBook.number);
    const byId = await byKey(broker, readyToBook.id);
    expect(byNumber.statusCode).toBe(200);
    expect(byId.statusCode).toBe(200);
    expect(byNumber.json()).toMatchObject({ id: readyToBook.id, shipmentNumber: readyToBook.number, shipmentStatus: { value: ShipmentStatus.ReadyToBook } });
    expect(byId.json()).toEqual(byNumber.json());
  });

  it('takes a shipment number over an id of the same digits', async () => {
    const answer = await byKey(broker, named.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: numberedLikeAnId.id, shipmentNumber: String(named.id) });
  });

  it('lets a carrier open a Ready to Book load of the board by its id', async () => {
    const answer = await byKey(dispatch, readyToBook.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ shipmentNumber: readyToBook.number });
  });

  it('answers 404 for a shipment the caller cannot see, by id or number, exactly as for one that does not exist', async () => {
    const hidden = [await byKey(broker, othersBooked.id), await byKey(broker, othersBooked.number), await byKey(dispatch, othersBooked.id)];
    const ghost = await byKey(broker, 2_000_000_000);
    for (const answer of [...hidden, ghost]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 404 });
    }
    expect(hidden[0]!.json().detail).toBe(ghost.json().detail);
  });

  it('reads a key too long for an id, or not digits, as a number only', async () => {
    expect((await byKey(broker, `1${String(readyToBook.id).padStart(9, '0')}`)).statusCode).toBe(404);
    expect((await byKey(broker, 'NO-SUCH-1')).statusCode).toBe(404);
  });
});
