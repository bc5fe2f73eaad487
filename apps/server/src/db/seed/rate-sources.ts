import type { Insertable } from 'kysely';
import { FREIGHT_CLASSES } from '@portal/domain/orders/freight-class';
import { fuelWeekStart, postalPrefix } from '@portal/domain/rates/rate-pricing';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { SPOT_QUOTE_HOURS } from '@portal/domain/rates/rating-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ContractRatesTable, FuelPricesTable, LtlTariffRatesTable, RateRequestsTable } from '../database';
import type { Db } from '../db';
import { insertQuoteFromRateRequest } from '../../modules/rates/spot-quotes.repository';
import type { CarrierKey, Companies, SeedContext, Users } from './context';
import type { ShipmentPlan } from './shipment-plan';
import { DAY, HOUR, MINUTE, Rng, insertAll, roundCents } from './support';

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Weight breaks (lower bounds, lb), their discount off the base rate, and distance bands (upper bounds, miles) with transit days. */
const WEIGHT_BREAKS = [[0, 1], [500, 0.82], [1000, 0.7], [2000, 0.58], [5000, 0.47], [10000, 0.4]] as const;
const DISTANCE_BANDS = [[250, 1], [500, 2], [1000, 3], [1500, 4], [2000, 5], [3500, 6]] as const;
const LTL_CARRIERS: readonly { carrier: CarrierKey; name: string; factor: number; minimumCents: number }[] = [
  { carrier: 'loneStar', name: 'LSHL Class Tariff 2025', factor: 1, minimumCents: 9_500 },
  { carrier: 'greatLakes', name: 'GLKC LTL Tariff 500', factor: 0.93, minimumCents: 11_000 },
];

/** Contract carriers by equipment: Blue Ridge pulls no bulk; each lane gets three contracts and one lapsed one. */
const CONTRACT_CARRIERS: Record<string, readonly CarrierKey[]> = {
  Dry: ['blueRidge', 'loneStar', 'greatLakes'],
  Reefer: ['blueRidge', 'pacificCoast', 'greatLakes'],
  Flatbed: ['blueRidge', 'loneStar', 'mapleLeaf'],
  Bulk: ['loneStar', 'greatLakes', 'pacificCoast'],
};

/**
 * The rate sources the broker shops: weekly diesel prices, contract lane rates on the lanes of the
 * loads still to book, two LTL class tariffs, and spot quotes (carriers' answers to rate requests:
 * the seeded ones plus fresh answers on the demo broker's loads). Deterministic, dates relative to now.
 */
export async function seedRateSources(db: Db, ctx: SeedContext, companies: Companies, users: Users, plans: readonly ShipmentPlan[]): Promise<void> {
  const rng = Rng.for('rate-sources');
  const now = ctx.now.getTime();

  const fuel: Insertable<FuelPricesTable>[] = [];
  for (let week = -12; week <= 2; week += 1) fuel.push({ week_start: fuelWeekStart(new Date(now + week * 7 * DAY)), diesel_cents_per_gallon: 372 + rng.int(-14, 18) });
  await insertAll(db, 'fuel_prices', fuel);

  const open = plans.filter((p) => p.status === ShipmentStatus.ReadyToBook || p.status === ShipmentStatus.Tendering);
  const contracts: Insertable<ContractRatesTable>[] = [];
  const lanes = new Set<string>();
  for (const plan of open.filter((p) => p.shippingMode === 'TL')) {
    const origin = plan.stops[0].facility;
    const destination = plan.stops[plan.stops.length - 1].facility;
    const key = `${origin.state}-${destination.state}-${plan.equipmentMode}`;
    if (lanes.has(key)) continue;
    lanes.add(key);
    const market = (plan.maxBuyCents ?? 200_000) / 1.08;
    const perMile = market / Math.max(plan.totalMiles, 1);
    const base = { origin_state: origin.state, destination_state: destination.state, equipment_mode: plan.equipmentMode, valid_from: day(now - 90 * DAY), valid_to: day(now + 180 * DAY) };
    const [first, second, third] = CONTRACT_CARRIERS[plan.equipmentMode] ?? CONTRACT_CARRIERS.Dry;
    contracts.push({ ...base, carrier_id: companies[first].id, rate_per_mile_cents: Math.round(perMile * rng.float(0.94, 1.02)), minimum_cents: 50_000 });
    // A contract narrowed to the origin's 3-digit zip (or FSA), with a fixed service time.
    contracts.push({ ...base, carrier_id: companies[second].id, origin_zip3: postalPrefix(origin.postalCode), rate_per_mile_cents: Math.round(perMile * rng.float(0.9, 1.0)), minimum_cents: 60_000, service_days: Math.max(1, Math.ceil(plan.totalMiles / 450)) });
    contracts.push({ ...base, carrier_id: companies[third].id, flat_rate_cents: roundCents(market * rng.float(0.97, 1.06), 2500), minimum_cents: 0 });
    // Last quarter's contract: out of validity, never offered.
    contracts.push({ ...base, carrier_id: companies[second].id, rate_per_mile_cents: Math.round(perMile * 0.8), minimum_cents: 0, valid_from: day(now - 200 * DAY), valid_to: day(now - 10 * DAY) });
  }
  await insertAll(db, 'contract_rates', contracts);

  for (const tariff of LTL_CARRIERS) {
    const row = await db
      .insertInto('ltl_tariffs')
      .values({ carrier_id: companies[tariff.carrier].id, name: tariff.name, minimum_charge_cents: tariff.minimumCents, valid_from: day(now - 120 * DAY), valid_to: day(now + 240 * DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cells: Insertable<LtlTariffRatesTable>[] = [];
    for (const freightClass of FREIGHT_CLASSES) {
      for (const [minWeight, discount] of WEIGHT_BREAKS) {
        for (const [maxMiles, transitDays] of DISTANCE_BANDS) {
          const cwt = (2_200 + maxMiles * 4.2) * (Number(freightClass) / 100) ** 0.75 * discount * tariff.factor;
          cells.push({ tariff_id: row.id, freight_class: freightClass, min_weight_lbs: minWeight, max_miles: maxMiles, rate_per_cwt_cents: Math.round(cwt), transit_days: transitDays });
        }
      }
    }
    await insertAll(db, 'ltl_tariff_rates', cells);
  }

  // Fresh spot answers on the demo broker's loads (and one lapsed answer), so its board has quotes to book.
  const apex = open.filter((p) => p.customer === 'apex' && p.status === ShipmentStatus.ReadyToBook && p.shippingMode === 'TL' && p.tenders.length === 0);
  const requests: Insertable<RateRequestsTable>[] = [];
  apex.slice(0, 8).forEach((plan, n) => {
    const carrier: CarrierKey = n % 2 === 0 ? 'pacificCoast' : 'greatLakes';
    const lapsed = n % 4 === 3;
    const responded = now - (lapsed ? 30 : rng.int(1, 5)) * HOUR;
    const target = plan.postedRateCents ?? plan.maxBuyCents ?? 150_000;
    requests.push({
      id: ctx.ids.next('rate_requests'),
      shipment_id: plan.id,
      carrier_id: companies[carrier].id,
      rate_type: 'Spot',
      status: RateRequestStatus.Offered,
      target_rate_cents: target,
      requested_at: new Date(responded - rng.int(20, 90) * MINUTE),
      expires_at: new Date(responded + 6 * HOUR),
      response_rate_cents: roundCents(target * rng.float(0.96, 1.08), 2500),
      response_notes: rng.pick(['Truck empty nearby tomorrow morning.', 'Can pick up same day.', 'Team available on this lane.']),
      responded_at: new Date(responded),
      responded_by_user_id: users.byCarrier[carrier][0].id,
    });
  });
  await insertAll(db, 'rate_requests', requests);

  // Every answered request (these and the ones seeded with the tenders) is a spot quote for a day after its answer.
  const answered = await db.selectFrom('rate_requests').select(['id', 'responded_at']).where('status', '=', RateRequestStatus.Offered).orderBy('id').execute();
  for (const r of answered) await insertQuoteFromRateRequest(db, r.id, new Date(r.responded_at!.getTime() + SPOT_QUOTE_HOURS * HOUR), r.responded_at!);
}
