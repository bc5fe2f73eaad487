import { RATE_LOOKUP_LIMIT } from '@portal/domain/common/constants';
import type { ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { canSeeCarrierMoney } from '../shipments/shipment-access';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { findLaneRates, findMarketRate, findOfferedRates, findRatedShipment, findTenderRates } from './unified-rates.repository';
import { dollars } from '../../lib/money';
import type { Db } from '../../db/db';

/** A solo driver covers about this many miles a day within hours-of-service limits. */
export const MILES_PER_SERVICE_DAY = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Scheduled days from pickup to delivery when both are known, else days at MILES_PER_SERVICE_DAY; at least 1. */
export function serviceDays(shipment: Pick<ShipmentsRow, 'pickup_early' | 'delivery_early' | 'delivery_late'>, miles: number | null): number {
  const delivery = shipment.delivery_late ?? shipment.delivery_early;
  if (delivery && delivery.getTime() > shipment.pickup_early.getTime()) return Math.max(1, Math.ceil((delivery.getTime() - shipment.pickup_early.getTime()) / DAY_MS));
  return Math.max(1, Math.ceil((miles ?? 0) / MILES_PER_SERVICE_DAY));
}

/**
 * Unified rates for a shipment, from what the system actually knows: the posted (Book It Now)
 * rate, the booked rate, live tenders, carriers' offered rate requests, carriers' lane rates per
 * mile and the average paid on the lane lately. Carrier-specific rates are shown to the brokerage
 * and to the shipment's broker; a carrier sees only its own. Cheapest first, at most 50.
 */
export async function unifiedRates(db: Db, caller: Caller, key: { shipmentId?: number; shipmentNumber?: string }, now = new Date()): Promise<UnifiedRate[]> {
  const shipment = await findRatedShipment(db, caller, { id: key.shipmentId, shipmentNumber: key.shipmentNumber });
  if (!shipment) throw notFound('Shipment');
  const miles = shipment.trip_miles === null ? null : Math.round(Number(shipment.trip_miles));
  const days = serviceDays(shipment, miles);
  const seesAllCarriers = caller.isBrokerage || (caller.isBroker && shipment.customer_id === caller.companyId);
  const onlyCarrier = seesAllCarriers ? null : caller.companyId;
  const lane = {
    origin: { latitude: shipment.origin_latitude, longitude: shipment.origin_longitude },
    destination: { latitude: shipment.destination_latitude, longitude: shipment.destination_longitude },
    equipmentMode: shipment.equipment_mode,
  };

  const [tenders, offers, lanes, market] = await Promise.all([
    findTenderRates(db, shipment.id, onlyCarrier),
    findOfferedRates(db, shipment.id, onlyCarrier),
    findLaneRates(db, lane, onlyCarrier),
    findMarketRate(db, { ...lane, excludeShipmentId: shipment.id }, now),
  ]);

  const flat = (rateSource: string, rateType: string, cents: number, quoteId: string, carrierId: number | null): UnifiedRate => ({
    rateSource,
    rateType,
    chargeRateType: 'Flat',
    rate: dollars(cents),
    price: dollars(cents),
    quoteId,
    carrierId,
    serviceDays: days,
  });

  const rates: UnifiedRate[] = [];
  if (shipment.posted_rate_cents !== null) rates.push(flat('LoadBoard', 'Spot', shipment.posted_rate_cents, `posted-${shipment.id}`, null));
  if (shipment.rate_cents !== null && shipment.carrier_id !== null && canSeeCarrierMoney(caller, shipment)) {
    rates.push(flat('Booked', shipment.booked_rate_type ?? 'Contract', shipment.rate_cents, `booked-${shipment.id}`, shipment.carrier_id));
  }
  for (const t of tenders) rates.push(flat('Tender', 'Contract', t.rate_cents, `tender-${t.id}`, t.carrier_id));
  for (const o of offers) rates.push(flat('RateRequest', o.rate_type, o.response_rate_cents!, `rate-request-${o.id}`, o.carrier_id));
  if (miles !== null && miles > 0) {
    for (const l of lanes) {
      rates.push({
        rateSource: 'LaneHistory',
        rateType: 'Contract',
        chargeRateType: 'PerMile',
        rate: dollars(l.rate_per_mile_cents!),
        price: dollars(l.rate_per_mile_cents! * miles),
        quoteId: `lane-${l.id}`,
        carrierId: l.company_id,
        serviceDays: days,
      });
    }
  }
  if (market.averageCents !== null && market.loads > 0) rates.push(flat('MarketHistory', 'Spot', market.averageCents, `market-${shipment.id}-${market.loads}`, null));

  return rates.sort((a, b) => a.price - b.price || a.quoteId.localeCompare(b.quoteId)).slice(0, RATE_LOOKUP_LIMIT);
}
