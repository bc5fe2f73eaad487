import { RATE_LOOKUP_LIMIT } from '@portal/domain/common/constants';
import { onTimePercent } from '@portal/domain/rates/rate-pricing';
import type { BookAs, UnifiedRate } from '@portal/domain/rates/rate-schemas';
import type { Caller } from '../../lib/caller';
import { canSeeCarrierMoney } from '../shipments/access/shipment-access';
import { isOpenForBooking } from '@portal/domain/shipments/shipment-status';
import { findLaneRates, findMarketRate, findTenderRates } from './unified-rates.repository';
import { findCarrierRecords, findContractRates, findDieselPrice, findLtlTariffs, findSpotQuotes } from './rate-sources.repository';
import { freightServiceDays, priceContract, priceLtl } from './rate-source-pricing';
import type { RatedFreight } from './rated-freight';
import { dollars } from '../../lib/money';
import type { Db } from '../../db/db';

export { MILES_PER_SERVICE_DAY } from './rate-source-pricing';

/** A rate before the carrier's name and record are filled in. */
type RawRate = Omit<UnifiedRate, 'carrierName' | 'onTimePercent' | 'deliveredCount'>;

/** Whether the caller chooses among every carrier's rates for this freight (its broker, or the brokerage). */
export function ratesForBroker(caller: Caller, freight: Pick<RatedFreight, 'customerId'>): boolean {
  return caller.isBrokerage || (caller.isBroker && (freight.customerId === null || freight.customerId === caller.companyId));
}

/** The shipment-only sources: the posted (Book It Now) rate, the booked rate, live tenders. */
async function shipmentRates(db: Db, caller: Caller, freight: RatedFreight, onlyCarrier: number | null, days: number): Promise<RawRate[]> {
  const shipment = freight.shipment;
  if (!shipment) return [];
  const flat = (rateSource: string, rateType: string, cents: number, quoteId: string, carrierId: number | null, quoteExpiresAt: Date | null = null): RawRate => ({
    rateSource, rateType, chargeRateType: 'Flat', rate: dollars(cents), price: dollars(cents), quoteId, carrierId, serviceDays: days, quoteExpiresAt: quoteExpiresAt?.toISOString() ?? null, bookAs: null,
  });
  const rates: RawRate[] = [];
  if (shipment.posted_rate_cents !== null) rates.push(flat('LoadBoard', 'Spot', shipment.posted_rate_cents, `posted-${shipment.id}`, null));
  if (shipment.rate_cents !== null && shipment.carrier_id !== null && canSeeCarrierMoney(caller, shipment)) {
    rates.push(flat('Booked', shipment.booked_rate_type ?? 'Contract', shipment.rate_cents, `booked-${shipment.id}`, shipment.carrier_id));
  }
  for (const t of await findTenderRates(db, shipment.id, onlyCarrier)) rates.push(flat('Tender', 'Contract', t.rate_cents, `tender-${t.id}`, t.carrier_id, t.expires_at));
  return rates;
}

/** Carriers' lane rates per mile and the lane's market average (reference rates: not bookable). */
async function laneRates(db: Db, freight: RatedFreight, onlyCarrier: number | null, days: number, now: Date): Promise<RawRate[]> {
  const lane = { origin: freight.origin, destination: freight.destination, equipmentMode: freight.equipmentMode };
  const [lanes, market] = await Promise.all([
    findLaneRates(db, lane, onlyCarrier),
    findMarketRate(db, { ...lane, excludeShipmentId: freight.shipmentId ?? 0 }, now),
  ]);
  const rates: RawRate[] = [];
  if (freight.miles > 0) {
    for (const l of lanes) {
      rates.push({
        rateSource: 'LaneHistory', rateType: 'Contract', chargeRateType: 'PerMile', rate: dollars(l.rate_per_mile_cents!), price: dollars(l.rate_per_mile_cents! * freight.miles),
        quoteId: `lane-${l.id}`, carrierId: l.company_id, serviceDays: days, quoteExpiresAt: null, bookAs: null,
      });
    }
  }
  if (market.averageCents !== null && market.loads > 0) {
    rates.push({ rateSource: 'MarketHistory', rateType: 'Spot', chargeRateType: 'Flat', rate: dollars(market.averageCents), price: dollars(market.averageCents), quoteId: `market-${freight.shipmentId ?? 0}-${market.loads}`, carrierId: null, serviceDays: days, quoteExpiresAt: null, bookAs: null });
  }
  return rates;
}

/** The database's rate sources: contract lane rates (TL), the LTL tariffs with the week's fuel surcharge, and live spot quotes. */
async function sourceRates(db: Db, freight: RatedFreight, onlyCarrier: number | null): Promise<RawRate[]> {
  const rates: RawRate[] = [];
  const isLtl = freight.shippingMode === 'LTL';
  const [contracts, tariffs, diesel, quotes] = await Promise.all([
    isLtl ? Promise.resolve([]) : findContractRates(db, freight, freight.pickupDay, onlyCarrier),
    isLtl ? findLtlTariffs(db, freight.pickupDay, onlyCarrier) : Promise.resolve([]),
    isLtl ? findDieselPrice(db, freight.pickupDay) : Promise.resolve(undefined),
    findSpotQuotes(db, freight, onlyCarrier),
  ]);
  for (const row of contracts) {
    const p = priceContract(row, freight);
    rates.push({ rateSource: 'ContractRate', rateType: 'Contract', chargeRateType: p.chargeRateType, rate: dollars(p.rateCents), price: dollars(p.priceCents), quoteId: `contract-${row.id}`, carrierId: row.carrier_id, serviceDays: p.serviceDays, quoteExpiresAt: null, bookAs: 'ContractTl' });
  }
  for (const tariff of tariffs) {
    const p = priceLtl(tariff, freight, diesel?.cents);
    if (!p) continue;
    rates.push({ rateSource: 'LtlTariff', rateType: 'LTL', chargeRateType: 'Flat', rate: dollars(p.rateCents), price: dollars(p.priceCents), quoteId: `ltl-${tariff.id}`, carrierId: tariff.carrier_id, serviceDays: p.serviceDays, quoteExpiresAt: null, bookAs: 'Ltl' });
  }
  for (const q of quotes) {
    const bookAs: BookAs = q.rate_type === 'LTL' ? 'Ltl' : q.rate_type === 'Contract' ? 'ContractTl' : 'Spot';
    rates.push({
      rateSource: q.source, rateType: q.rate_type, chargeRateType: q.charge_rate_type === 'PerMile' ? 'PerMile' : 'Flat', rate: dollars(q.rate_cents), price: dollars(q.price_cents),
      quoteId: q.id, carrierId: q.carrier_id, serviceDays: q.service_days, quoteExpiresAt: q.expires_at.toISOString(), bookAs,
    });
  }
  return rates;
}

/**
 * Unified rates for freight (a shipment, an order, or raw stops and products), from what the
 * database holds: contract lane rates, LTL tariffs with the fuel index, spot quotes (carriers'
 * answers to rate requests and API quotes), and for a shipment its posted rate, booked rate and
 * live tenders; plus carriers' lane rates and the lane's market average for reference. Expired
 * quotes and contract rates outside their validity are left out. The freight's broker and the
 * brokerage see every carrier's rates with each carrier's name and on-time record; a carrier sees
 * only its own and books nothing here. Cheapest first, at most 50.
 */
export async function unifiedRatesFor(db: Db, caller: Caller, freight: RatedFreight, now = new Date()): Promise<UnifiedRate[]> {
  const forBroker = ratesForBroker(caller, freight);
  const onlyCarrier = forBroker ? null : caller.companyId;
  const days = freightServiceDays(freight);
  const [fromShipment, fromLanes, fromSources] = await Promise.all([
    shipmentRates(db, caller, freight, onlyCarrier, days),
    laneRates(db, freight, onlyCarrier, days, now),
    sourceRates(db, freight, onlyCarrier),
  ]);
  const open = freight.shipment === null || isOpenForBooking(freight.shipment.status, freight.shipment.carrier_id);
  const all = [...fromShipment, ...fromLanes, ...fromSources]
    .sort((a, b) => a.price - b.price || a.quoteId.localeCompare(b.quoteId))
    .slice(0, RATE_LOOKUP_LIMIT);
  const records = await findCarrierRecords(db, [...new Set(all.map((r) => r.carrierId).filter((id): id is number => id !== null))]);
  return all.map((rate) => {
    const record = rate.carrierId === null ? undefined : records.get(rate.carrierId);
    return {
      ...rate,
      bookAs: forBroker && open && rate.carrierId !== null ? rate.bookAs : null,
      carrierName: record?.name ?? null,
      onTimePercent: record ? onTimePercent(record.onTime, record.delivered) : null,
      deliveredCount: record?.delivered ?? 0,
    };
  });
}
