import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { findDriverConfirmation } from '../../src/modules/driver-confirmations/driver-confirmations.service';
import { DEMO, testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createShipment, HOUR, LONE_STAR_DISPATCH, PLACES, signInActor, type Actor } from '../shipments/fixtures';

const t = testAppForFile<'carrier' | 'customer' | 'brokerage' | 'driver' | 'otherCarrier', Actor>(
  { carrier: DEMO.dispatcher, customer: DEMO.broker, brokerage: DEMO.ops, driver: DEMO.driver, otherCarrier: LONE_STAR_DISPATCH },
  signInActor,
);

const url = (id: number) => `/portal/api/shipments/${id}/driver-confirmation`;

async function ids() {
  const blueRidge = await companyId(t.db, BLUE_RIDGE);
  const apex = await companyId(t.db, APEX);
  const marcus = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
  const other = (await t.db.selectFrom('drivers').select('id').where('company_id', '=', blueRidge).where('id', '<>', marcus).where('is_active', '=', true).executeTakeFirstOrThrow()).id;
  return { blueRidge, apex, marcus, other };
}

/** A booked load picking up `hoursAhead` from now, with the given drivers. */
async function loadPickingUpIn(hoursAhead: number, driverIds: number[]) {
  const { blueRidge, apex } = await ids();
  const now = Date.now();
  return createShipment(t.db, {
    carrierId: blueRidge,
    customerId: apex,
    status: ShipmentStatus.Booked,
    driverIds,
    stops: [
      { type: 'Pickup', ...PLACES.roanoke, early: new Date(now + hoursAhead * HOUR), late: new Date(now + (hoursAhead + 2) * HOUR) },
      { type: 'Dropoff', ...PLACES.charlotte, early: new Date(now + (hoursAhead + 24) * HOUR) },
    ],
  });
}

describe('know your driver', () => {
  it('is due two hours before pickup until the assigned driver confirms; then the carrier and the brokerage read the name, truck and time', async () => {
    const { marcus } = await ids();
    const load = await loadPickingUpIn(1, [marcus]);

    const before = await t.carrier.request('GET', url(load.id));
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ shipmentId: load.id, confirmation: null, due: true, canConfirm: false });
    expect((await t.driver.request('GET', url(load.id))).json().data).toMatchObject({ due: true, canConfirm: true });

    const confirmed = await t.app.inject({
      method: 'PUT',
      url: url(load.id),
      headers: { authorization: `Bearer ${t.driver.session.token}`, 'user-agent': 'Mozilla/5.0 (iPhone) DriverPhone' },
      payload: { name: '  Marcus Hill ', truckNumber: 'T-4471' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ due: false, confirmation: { driverId: marcus, driverName: 'Marcus Hill', confirmedName: 'Marcus Hill', truckNumber: 'T-4471' } });

    for (const reader of [t.carrier, t.brokerage]) {
      const read = (await reader.request('GET', url(load.id))).json().data;
      expect(read).toMatchObject({ due: false, canConfirm: false, confirmation: { confirmedName: 'Marcus Hill', truckNumber: 'T-4471' } });
      expect(Math.abs(Date.parse(read.confirmation.confirmedAt) - Date.now())).toBeLessThan(60_000);
    }

    const stored = await findDriverConfirmation(t.db, load.id);
    expect(stored).toMatchObject({ shipmentId: load.id, driverId: marcus, confirmedName: 'Marcus Hill', truckNumber: 'T-4471', userAgent: 'Mozilla/5.0 (iPhone) DriverPhone' });
    const audit = await t.db.selectFrom('audit_events').select(['action', 'target_id', 'details']).where('action', '=', 'driver.confirmed_for_load').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.target_id).toBe(String(marcus));
    expect(JSON.stringify(audit.details)).toContain('T-4471');
  });

  it('a later confirmation replaces the earlier one: one current a load', async () => {
    const { marcus } = await ids();
    const load = await loadPickingUpIn(5, [marcus]);
    expect((await t.driver.request('GET', url(load.id))).json().data.due).toBe(false);
    expect((await t.driver.request('PUT', url(load.id), { name: 'Marcus Hill', truckNumber: '101' })).statusCode).toBe(200);
    expect((await t.driver.request('PUT', url(load.id), { name: 'Marcus J. Hill', truckNumber: '202' })).statusCode).toBe(200);
    const rows = await t.db.selectFrom('driver_confirmations').selectAll().where('shipment_id', '=', load.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ confirmed_name: 'Marcus J. Hill', truck_number: '202' });
  });

  it('a re-assignment of the driver clears the confirmation', async () => {
    const { marcus, other } = await ids();
    const load = await loadPickingUpIn(1, [marcus]);
    expect((await t.driver.request('PUT', url(load.id), { name: 'Marcus Hill', truckNumber: 'T-9' })).statusCode).toBe(200);
    const assigned = await t.carrier.request('PUT', `/portal/api/shipments/${load.id}/drivers`, { driverIds: [other] });
    expect(assigned.statusCode, assigned.body).toBeLessThan(300);
    expect(await findDriverConfirmation(t.db, load.id)).toBeUndefined();
    expect((await t.carrier.request('GET', url(load.id))).json().data).toMatchObject({ confirmation: null, due: true });
  });

  it('only the assigned driver confirms; the office gets 403, other companies and the customer 404; bad input 400', async () => {
    const { marcus, other } = await ids();
    const load = await loadPickingUpIn(1, [marcus]);
    const body = { name: 'Jordan Reyes', truckNumber: '12' };
    expect((await t.carrier.request('PUT', url(load.id), body)).statusCode).toBe(403);
    expect((await t.brokerage.request('PUT', url(load.id), body)).statusCode).toBe(403);
    for (const who of [t.otherCarrier, t.customer]) {
      expect((await who.request('GET', url(load.id))).statusCode).toBe(404);
      expect((await who.request('PUT', url(load.id), body)).statusCode).toBe(404);
    }
    const notHis = await loadPickingUpIn(1, [other]);
    expect((await t.driver.request('GET', url(notHis.id))).statusCode).toBe(404);
    expect((await t.driver.request('PUT', url(notHis.id), body)).statusCode).toBe(404);

    for (const bad of [{ name: '', truckNumber: '1' }, { name: 'x'.repeat(101), truckNumber: '1' }, { name: 'Marcus', truckNumber: 'y'.repeat(31) }, { name: 'Marcus' }]) {
      const response = await t.driver.request('PUT', url(load.id), bad);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect(await findDriverConfirmation(t.db, load.id)).toBeUndefined();
  });

  it('a delivered load takes no confirmation (409) and is never due', async () => {
    const { marcus } = await ids();
    const load = await loadPickingUpIn(-30, [marcus]);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Delivered }).where('id', '=', load.id).execute();
    expect((await t.carrier.request('GET', url(load.id))).json().data).toMatchObject({ due: false, canConfirm: false });
    expect((await t.driver.request('PUT', url(load.id), { name: 'Marcus Hill', truckNumber: '1' })).statusCode).toBe(409);
  });
});
