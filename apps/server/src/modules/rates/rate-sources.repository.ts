import { sql } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { postalPrefix } from '@portal/domain/rates/rate-pricing';
import type { Db } from '../../db/db';
import type { RatedPlace } from './rated-freight';

/** YYYY-MM-DD of an instant (UTC): validity dates are whole days. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

interface ContractLane {
  origin: RatedPlace;
  destination: RatedPlace;
  equipmentMode: string;
}

/** Contract rates of the lane's states (narrowed to the postal prefix when the rate names one) and equipment, valid on the day. */
export function findContractRates(db: Db, lane: ContractLane, day: Date, carrierId: number | null) {
  let query = db
    .selectFrom('contract_rates')
    .selectAll()
    .where('origin_state', '=', lane.origin.state)
    .where('destination_state', '=', lane.destination.state)
    .where((eb) => eb.or([eb('origin_zip3', 'is', null), eb('origin_zip3', '=', postalPrefix(lane.origin.postalCode))]))
    .where((eb) => eb.or([eb('destination_zip3', 'is', null), eb('destination_zip3', '=', postalPrefix(lane.destination.postalCode))]))
    .where('equipment_mode', '=', lane.equipmentMode)
    .where('valid_from', '<=', dayOf(day))
    .where('valid_to', '>=', dayOf(day));
  if (carrierId !== null) query = query.where('carrier_id', '=', carrierId);
  return query.orderBy('id').execute();
}

/** LTL tariffs valid on the day, with their cells. */
export async function findLtlTariffs(db: Db, day: Date, carrierId: number | null) {
  let query = db.selectFrom('ltl_tariffs').selectAll().where('valid_from', '<=', dayOf(day)).where('valid_to', '>=', dayOf(day));
  if (carrierId !== null) query = query.where('carrier_id', '=', carrierId);
  const tariffs = await query.orderBy('id').execute();
  if (tariffs.length === 0) return [];
  const cells = await db.selectFrom('ltl_tariff_rates').selectAll().where('tariff_id', 'in', tariffs.map((t) => t.id)).execute();
  return tariffs.map((t) => ({
    ...t,
    cells: cells
      .filter((c) => c.tariff_id === t.id)
      .map((c) => ({ freightClass: c.freight_class, minWeightLbs: c.min_weight_lbs, maxMiles: c.max_miles, ratePerCwtCents: c.rate_per_cwt_cents, transitDays: c.transit_days })),
  }));
}

/** The diesel price of the latest week starting on or before the day. */
export async function findDieselPrice(db: Db, day: Date): Promise<{ weekStart: string; cents: number } | undefined> {
  const row = await db.selectFrom('fuel_prices').selectAll().where('week_start', '<=', dayOf(day)).orderBy('week_start', 'desc').limit(1).executeTakeFirst();
  return row ? { weekStart: row.week_start, cents: row.diesel_cents_per_gallon } : undefined;
}

/** Unexpired, unbooked spot quotes of a shipment or an order. */
export function findSpotQuotes(db: Db, key: { shipmentId: number | null; orderId: number | null }, carrierId: number | null) {
  let query = db
    .selectFrom('spot_quotes')
    .selectAll()
    .where('expires_at', '>', sql<Date>`now()`)
    .where('booked_at', 'is', null)
    .where((eb) => {
      const ors = [];
      if (key.shipmentId !== null) ors.push(eb('shipment_id', '=', key.shipmentId));
      if (key.orderId !== null) ors.push(eb('order_id', '=', key.orderId));
      return ors.length > 0 ? eb.or(ors) : sql<boolean>`false`;
    });
  if (carrierId !== null) query = query.where('carrier_id', '=', carrierId);
  return query.orderBy('created_at').execute();
}

/** Carriers' names and on-time records (their delivered shipments' is_on_time). */
export async function findCarrierRecords(db: Db, carrierIds: readonly number[]) {
  if (carrierIds.length === 0) return new Map<number, { name: string; onTime: number; delivered: number }>();
  const rows = await db
    .selectFrom('companies as c')
    .leftJoin('shipments as s', (join) =>
      join.onRef('s.carrier_id', '=', 'c.id').on('s.status', '>=', ShipmentStatus.Delivered).on('s.is_on_time', 'is not', null),
    )
    .select(['c.id', 'c.name'])
    .select(sql<number>`count(s.id) filter (where s.is_on_time)`.as('on_time'))
    .select(sql<number>`count(s.id)`.as('delivered'))
    .where('c.id', 'in', [...carrierIds])
    .groupBy(['c.id', 'c.name'])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, onTime: Number(r.on_time), delivered: Number(r.delivered) }]));
}
