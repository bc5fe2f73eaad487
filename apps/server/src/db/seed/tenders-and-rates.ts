import type { Insertable } from 'kysely';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { RateRequestsTable, TendersTable } from '../database';
import type { CarrierKey, Companies, SeedContext, Users } from './context';
import type { ShipmentPlan } from './shipment-plan';
import { HOUR, MINUTE, Rng, insertAll, roundCents } from './support';
import type { Db } from '../db';

/** Tenders as planned with the shipments (their story is in the activity), and rate requests on the board's loads. */
export async function seedTendersAndRates(db: Db, ctx: SeedContext, companies: Companies, users: Users, plans: readonly ShipmentPlan[]): Promise<void> {
  const { ids, now } = ctx;
  const rng = Rng.for('tenders-and-rates');

  const tenders: Insertable<TendersTable>[] = [];
  for (const plan of plans) {
    for (const tender of plan.tenders) {
      const booking = tender.status === TenderOfferStatus.Accepted || tender.status === TenderOfferStatus.BookingRescinded;
      const responder = tender.respondedAt
        ? tender.carrier === plan.carrier ? plan.bookedByUserId : users.byCarrier[tender.carrier][0].id
        : null;
      tenders.push({
        id: tender.id,
        shipment_id: plan.id,
        carrier_id: companies[tender.carrier].id,
        status: tender.status,
        rate_cents: tender.rateCents,
        sent_at: tender.sentAt,
        expires_at: tender.expiresAt,
        responded_at: tender.respondedAt,
        responded_by_user_id: responder,
        reject_reason: tender.rejectReason,
        driver_id: booking ? (plan.drivers[0]?.id ?? null) : null,
        truck_number: booking ? plan.truckNumber : null,
        trailer_number: booking ? plan.trailerNumber : null,
        notes: tender.notes,
      });
    }
  }
  tenders.sort((a, b) => (a.id as number) - (b.id as number));
  await insertAll(db, 'tenders', tenders);

  // Rate requests go to loads still on the board that nobody was tendered.
  const board = plans.filter((p) => p.status === ShipmentStatus.ReadyToBook && p.tenders.length === 0);
  const requests: Insertable<RateRequestsTable>[] = [];
  const ask = (plan: ShipmentPlan, carrier: CarrierKey, status: RateRequestStatus, responderId: number) => {
    const created = plan.createdAt.getTime();
    const t = now.getTime();
    const requested = Math.min(Math.max(created + 10 * MINUTE, t - rng.int(1, 40) * HOUR), t - 20 * MINUTE);
    const target = plan.postedRateCents ?? plan.maxBuyCents ?? 100_000;
    const answered = status !== RateRequestStatus.Sent;
    const responded = requested + Math.floor((t - 5 * MINUTE - requested) * rng.float(0.2, 0.9));
    requests.push({
      id: ids.next('rate_requests'),
      shipment_id: plan.id,
      carrier_id: companies[carrier].id,
      rate_type: rng.chance(0.75) ? 'Spot' : 'Contract',
      status,
      target_rate_cents: target,
      requested_at: new Date(requested),
      expires_at: new Date(answered ? requested + rng.int(24, 48) * HOUR : t + rng.int(6, 72) * HOUR),
      response_rate_cents: status === RateRequestStatus.Offered ? roundCents(target * rng.float(1.02, 1.15), 2500) : null,
      response_notes: status === RateRequestStatus.Offered
        ? rng.pick(['Can pick up same day.', 'Team available on this lane.', 'Truck empty nearby tomorrow morning.', null])
        : status === RateRequestStatus.Declined ? rng.pick(['No trucks near the origin that day.', 'Rate is below our floor for this lane.', 'Equipment not available.']) : null,
      responded_at: answered ? new Date(responded) : null,
      responded_by_user_id: answered ? responderId : null,
    });
  };

  const blueRidge = [
    ...Array<RateRequestStatus>(12).fill(RateRequestStatus.Sent),
    ...Array<RateRequestStatus>(6).fill(RateRequestStatus.Offered),
    ...Array<RateRequestStatus>(4).fill(RateRequestStatus.Declined),
  ];
  blueRidge.forEach((status, n) => {
    const plan = board[(n * 6 + 1) % board.length];
    ask(plan, 'blueRidge', status, n % 3 === 0 ? users.carrierAdmin.id : users.dispatch.id);
  });
  const others: [CarrierKey, RateRequestStatus][] = [
    ['loneStar', RateRequestStatus.Sent], ['loneStar', RateRequestStatus.Offered], ['loneStar', RateRequestStatus.Declined], ['loneStar', RateRequestStatus.Sent],
    ['greatLakes', RateRequestStatus.Sent], ['greatLakes', RateRequestStatus.Offered], ['greatLakes', RateRequestStatus.Sent],
    ['pacificCoast', RateRequestStatus.Offered], ['pacificCoast', RateRequestStatus.Sent], ['pacificCoast', RateRequestStatus.Declined],
    ['mapleLeaf', RateRequestStatus.Sent], ['mapleLeaf', RateRequestStatus.Offered],
  ];
  others.forEach(([carrier, status], n) => {
    // Some loads were asked of Blue Ridge and of another carrier.
    const plan = board[(n * 6 + (n % 2 === 0 ? 1 : 3)) % board.length];
    ask(plan, carrier, status, users.byCarrier[carrier][0].id);
  });
  await insertAll(db, 'rate_requests', requests);
}
