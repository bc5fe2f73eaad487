import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Companies, SeedContext, Users } from './context';
import type { Locations } from './locations';
import { DAY, HOUR, addMs } from './support';
import type { Db } from '../db';

/**
 * What the places and the score card add to the demo: holiday closures at the demo carrier's
 * terminals, EDI codes it mapped for a customer, and rescinded bookings (the broker's, from the
 * tenders whose booking was pulled back, and a few of the carrier's own on loads back on the board),
 * so the late-cancellation metric has something to judge.
 */
export async function seedPlaces(db: Db, ctx: SeedContext, companies: Companies, users: Users, locations: Locations): Promise<void> {
  const { now } = ctx;
  const [roanoke, joliet] = locations.blueRidgeTerminals;

  // The next Christmas and New Year's Day after the demo's today.
  const year = now.getUTCFullYear();
  const christmas = new Date(Date.UTC(year, 11, 25)) > now ? year : year + 1;
  await db
    .insertInto('dock_closures')
    .values([
      { location_id: roanoke.id, closure_date: `${christmas}-12-25`, reason: 'Christmas Day' },
      { location_id: roanoke.id, closure_date: `${christmas + 1}-01-01`, reason: "New Year's Day" },
      { location_id: joliet.id, closure_date: `${christmas}-12-25`, reason: 'Christmas Day' },
    ])
    .execute();

  // Heartland's 204s name its plants by code; Blue Ridge mapped two of them.
  const heartlandSites = [...locations.byCity.values()].map((list) => list[0]).filter((f) => f.companyId === companies.heartland.id);
  await db
    .insertInto('edi_locations')
    .values(heartlandSites.slice(0, 2).map((site, n) => ({ company_id: companies.blueRidge.id, customer_id: companies.heartland.id, code: `HF${String(n + 1).padStart(3, '0')}`, location_id: site.id, created_at: addMs(now, -(30 + n) * DAY) })))
    .execute();

  // The broker pulled these bookings back (the customer cancelled the order).
  const pulled = await db
    .selectFrom('tenders as t')
    .innerJoin('shipments as s', 's.id', 't.shipment_id')
    .select(['t.shipment_id', 't.carrier_id', 't.responded_at', 't.sent_at', 's.pickup_early', 's.pickup_late', 's.updated_at'])
    .where('t.status', '=', TenderOfferStatus.BookingRescinded)
    .orderBy('t.id')
    .execute();
  const brokerRows = pulled.map((row) => ({
    shipment_id: row.shipment_id,
    carrier_id: row.carrier_id,
    booked_at: row.responded_at ?? row.sent_at,
    pickup_at: row.pickup_late ?? row.pickup_early,
    cancelled_at: row.updated_at,
    cancelled_by: 'Broker',
    cancelled_by_user_id: users.ops.id,
    reason: 'The customer cancelled the order.',
  }));

  // Blue Ridge booked four board loads and gave them back: the soonest pickup less than a day ahead (late), the others in time.
  const board = await db
    .selectFrom('shipments')
    .select(['id', 'pickup_early', 'pickup_late'])
    .where('status', '=', ShipmentStatus.ReadyToBook)
    .where('pickup_early', '>', addMs(now, 6 * HOUR))
    .orderBy('pickup_early')
    .orderBy('id')
    .execute();
  const soon = board.find((s) => s.pickup_early.getTime() - now.getTime() < 23 * HOUR);
  const later = board.filter((s) => s.pickup_early.getTime() - now.getTime() > 2 * DAY).slice(0, 3);
  const carrierRows = [...(soon ? [soon] : []), ...later].map((s, n) => {
    const cancelledAt = addMs(now, -(n + 1) * HOUR);
    return {
      shipment_id: s.id,
      carrier_id: companies.blueRidge.id,
      booked_at: addMs(cancelledAt, -(3 + n) * HOUR),
      pickup_at: s.pickup_early,
      cancelled_at: cancelledAt,
      cancelled_by: 'Carrier',
      cancelled_by_user_id: users.dispatch.id,
      reason: s === soon ? 'Driver ran out of hours on the previous load.' : 'Truck needed for a customer reload.',
    };
  });
  const rows = [...brokerRows, ...carrierRows];
  if (rows.length > 0) await db.insertInto('booking_cancellations').values(rows).execute();
}
