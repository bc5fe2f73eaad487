import { contractChargeRateType, contractPriceCents, ltlFuelSurchargePercent, ltlPrice } from '@portal/domain/rates/rate-pricing';
import type { ContractRatesRow } from '../../db/database';
import type { findLtlTariffs } from './rate-sources.repository';
import type { RatedFreight } from './rated-freight';

/** A solo driver covers about this many miles a day within hours-of-service limits. */
export const MILES_PER_SERVICE_DAY = 500;

/** Days the schedule allows when it says, else days at MILES_PER_SERVICE_DAY; at least 1. */
export function freightServiceDays(freight: Pick<RatedFreight, 'scheduledDays' | 'miles'>): number {
  return freight.scheduledDays ?? Math.max(1, Math.ceil(freight.miles / MILES_PER_SERVICE_DAY));
}

export interface SourcePrice {
  rateCents: number;
  priceCents: number;
  chargeRateType: 'Flat' | 'PerMile';
  serviceDays: number;
}

/** A contract lane rate applied to the freight (the rate shown is per mile when it has a per-mile part). */
export function priceContract(row: ContractRatesRow, freight: RatedFreight): SourcePrice {
  const rate = { ratePerMileCents: row.rate_per_mile_cents, flatRateCents: row.flat_rate_cents, minimumCents: row.minimum_cents };
  const priceCents = contractPriceCents(rate, freight.miles);
  const chargeRateType = contractChargeRateType(rate);
  return { rateCents: chargeRateType === 'PerMile' ? row.rate_per_mile_cents! : priceCents, priceCents, chargeRateType, serviceDays: row.service_days ?? freightServiceDays(freight) };
}

export type LtlTariff = Awaited<ReturnType<typeof findLtlTariffs>>[number];

/** An LTL tariff applied to the freight's lines with the week's fuel surcharge; undefined when it cannot rate them. */
export function priceLtl(tariff: LtlTariff, freight: RatedFreight, dieselCents: number | undefined): SourcePrice | undefined {
  const fuelPercent = dieselCents === undefined ? 0 : ltlFuelSurchargePercent(dieselCents);
  const price = ltlPrice({ minimumChargeCents: tariff.minimum_charge_cents, cells: tariff.cells }, freight.lines, freight.miles, fuelPercent);
  if (!price) return undefined;
  return { rateCents: price.priceCents, priceCents: price.priceCents, chargeRateType: 'Flat', serviceDays: price.transitDays };
}
