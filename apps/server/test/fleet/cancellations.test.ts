import { beforeAll, describe, expect, it } from 'vitest';
import { ScoreCardLoadsSchema } from '@portal/domain/scorecard/scorecard-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { DEMO, testAppForFile } from '../helper';
import { BLUE_RIDGE, companyId, createShipment, defaultStops, HEARTLAND, HOUR, LONE_STAR_DISPATCH, signInActor, type Actor } from '../shipments/fixtures';

const t = testAppForFile({ admin: DEMO.carrierAdmin, otherCarrier: LONE_STAR_DISPATCH, broker: DEMO.ops }, signInActor);

let blueRidge: number;
let heartland: number;

beforeAll(async () => {
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  heartland = await companyId(t.db, HEARTLAND);
});

/** A shipment booked to Blue Ridge whose pickup window closes `hours` from now, with the tender that booked it. */
async function bookedWithPickupIn(hours: number, status: number = ShipmentStatus.Booked) {
  const now = Date.now();
  const stops = defaultStops();
  stops[0] = { ...stops[0], early: new Date(now + (hours - 2) * HOUR), late: new Date(now + hours * HOUR) };
  const shipment = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status, stops });
  const tender = await t.db
    .insertInto('tenders')
    .values({ shipment_id: shipment.id, carrier_id: blueRidge, rate_cents: 185000, status: TenderOfferStatus.Accepted, sent_at: new Date(now - HOUR), expires_at: new Date(now + HOUR), responded_at: new Date(now - HOUR / 2) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...shipment, tenderId: tender.id };
}

async function lateCancellationLoads() {
  const answer = await t.admin.request('GET', `/portal/api/carriers/${blueRidge}/score-card/loads?metric=lateCancellations`);
  expect(answer.statusCode).toBe(200);
  return ScoreCardLoadsSchema.parse(answer.json()).data;
}

const cancel = (who: Actor, id: number, reason = 'Truck broke down') => who.request('POST', `/portal/api/shipments/${id}/cancel-booking`, { reason });

describe('a carrier cancelling its booking', () => {
  it('returns the load to Ready to Book and keeps the cancellation with the pickup it is judged against', async () => {
    const load = await bookedWithPickupIn(30, ShipmentStatus.Dispatched);
    const answer = await cancel(t.admin, load.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: `Booking of shipment ${load.number} cancelled`, messageCode: 'shipment.bookingCancelled', messageParams: { shipmentNumber: load.number } });

    const shipment = await t.db.selectFrom('shipments').select(['status', 'carrier_id', 'booked_at', 'pickup_late']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ status: ShipmentStatus.ReadyToBook, carrier_id: null, booked_at: null });
    const tender = await t.db.selectFrom('tenders').select(['status', 'notes']).where('id', '=', load.tenderId).executeTakeFirstOrThrow();
    expect(tender.status).toBe(TenderOfferStatus.BookingRescinded);
    expect(tender.notes).toContain('Truck broke down');
    const kept = await t.db.selectFrom('booking_cancellations').selectAll().where('shipment_id', '=', load.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ carrier_id: blueRidge, cancelled_by: 'Carrier', cancelled_by_user_id: t.admin.userId, reason: 'Truck broke down' });
    expect(kept.pickup_at.getTime()).toBe(shipment.pickup_late!.getTime());
  });

  it('counts a cancellation 23 hours before pickup as late and one 25 hours before as not', async () => {
    const late = await bookedWithPickupIn(23);
    const early = await bookedWithPickupIn(25);
    expect((await cancel(t.admin, late.id)).statusCode).toBe(200);
    expect((await cancel(t.admin, early.id)).statusCode).toBe(200);

    const loads = await lateCancellationLoads();
    const outcome = (number: string) => loads.find((l) => l.shipmentNumber === number);
    expect(outcome(late.number)).toMatchObject({ passed: false });
    expect(outcome(late.number)!.reason).toMatch(/^Rescinded 2[23]\.\d h before pickup$/);
    expect(outcome(early.number)).toMatchObject({ passed: true });
  });

  it('does not count a broker rescinding the booking against the carrier', async () => {
    const load = await bookedWithPickupIn(5);
    const rescind = await t.broker.request('POST', `/portal/api/shipments/${load.id}/rescind`, { reason: 'Customer cancelled the order' });
    expect(rescind.statusCode).toBe(200);
    const kept = await t.db.selectFrom('booking_cancellations').select(['cancelled_by']).where('shipment_id', '=', load.id).executeTakeFirstOrThrow();
    expect(kept.cancelled_by).toBe('Broker');
    expect((await lateCancellationLoads()).find((l) => l.shipmentNumber === load.number)).toMatchObject({ passed: true });
  });

  it('is refused on the road (409), to another carrier (404), and without a reason (400)', async () => {
    const onTheRoad = await bookedWithPickupIn(-2, ShipmentStatus.InTransit);
    expect((await cancel(t.admin, onTheRoad.id)).statusCode).toBe(409);
    const load = await bookedWithPickupIn(48);
    expect((await cancel(t.otherCarrier, load.id)).statusCode).toBe(404);
    expect((await t.admin.request('POST', `/portal/api/shipments/${load.id}/cancel-booking`, { reason: '  ' })).statusCode).toBe(400);
    expect((await cancel(t.broker, load.id)).statusCode).toBe(403);
    const untouched = await t.db.selectFrom('shipments').select(['status']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(untouched.status).toBe(ShipmentStatus.Booked);
  });
});
