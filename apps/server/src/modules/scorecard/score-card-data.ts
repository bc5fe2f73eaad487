import type { ScoreCardData, ScoreLoad, ScoreMilestone, ScoreStop } from '@portal/domain/scorecard/score-records';
import type { Db } from '../../db/db';
import { findBookings, findClaims, findDeliveredLoads, findTenders } from './scorecard.repository';

/** How far back the card reads: 12 months of claims for a snapshot taken 6 months ago, and a margin. */
const LOOKBACK_MONTHS = 19;

/** Everything the score card of a carrier is computed from, as the domain's plain records. */
export async function loadScoreCardData(db: Db, carrierId: number, now: Date): Promise<ScoreCardData> {
  const since = new Date(now.getTime());
  since.setUTCMonth(since.getUTCMonth() - LOOKBACK_MONTHS);
  const [delivered, bookings, tenders, claims] = await Promise.all([
    findDeliveredLoads(db, carrierId, since),
    findBookings(db, carrierId),
    findTenders(db, carrierId, since),
    findClaims(db, carrierId, since),
  ]);
  const stopsByShipment = new Map<number, ScoreStop[]>();
  for (const s of delivered.stops) {
    const list = stopsByShipment.get(s.shipment_id) ?? [];
    list.push({
      stopId: s.id,
      stopNumber: s.stop_number,
      type: s.stop_type === 'Pickup' ? 'Pickup' : 'Dropoff',
      early: s.early,
      late: s.late,
      appointment: s.appointment,
      arrivedAt: s.arrived_at,
      departedAt: s.departed_at,
      timeZone: s.iana_timezone,
    });
    stopsByShipment.set(s.shipment_id, list);
  }
  const milestonesByShipment = new Map<number, ScoreMilestone[]>();
  for (const m of delivered.milestones) {
    const list = milestonesByShipment.get(m.shipment_id) ?? [];
    list.push({ stopId: m.stop_id!, kind: m.kind === 'Arrival' ? 'Arrival' : 'Departure', source: m.source, at: m.time_stamp });
    milestonesByShipment.set(m.shipment_id, list);
  }
  const pods = new Map(delivered.pods.map((p) => [p.shipment_id!, new Date(p.first_at)]));
  const loads: ScoreLoad[] = delivered.shipments.map((s) => ({
    shipmentId: s.id,
    shipmentNumber: s.shipment_number,
    deliveredAt: new Date(s.delivered_at),
    stops: stopsByShipment.get(s.id) ?? [],
    milestones: milestonesByShipment.get(s.id) ?? [],
    podUploadedAt: pods.get(s.id) ?? null,
  }));
  return {
    loads,
    bookings: [
      ...bookings.held.map((b) => ({ shipmentId: b.id, shipmentNumber: b.shipment_number, bookedAt: b.booked_at!, pickupAt: new Date(b.pickup_at), cancelledAt: null, cancelledBy: null })),
      ...bookings.rescinded.map((b) => ({
        shipmentId: b.shipment_id,
        shipmentNumber: b.shipment_number,
        bookedAt: b.booked_at,
        pickupAt: b.pickup_at,
        cancelledAt: b.cancelled_at,
        cancelledBy: b.cancelled_by === 'Carrier' ? ('Carrier' as const) : ('Broker' as const),
      })),
    ],
    tenders: tenders.map((t) => ({ tenderId: t.id, shipmentId: t.shipment_id, shipmentNumber: t.shipment_number, status: t.status, sentAt: t.sent_at, expiresAt: t.expires_at, respondedAt: t.responded_at })),
    claims: claims.map((c) => ({ caseNumber: c.case_number, shipmentId: c.shipment_id!, createdAt: c.created_at, amountCents: c.amount_cents })),
  };
}
