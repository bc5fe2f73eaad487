import { suggestFreightClass, type LineDimensions } from '../orders/freight-class';

/**
 * How each rate source turns its stored rows into a price (integer cents). The rows live in the
 * database (contract_rates, ltl_tariffs, fuel_prices, spot_quotes); these are only the arithmetic,
 * so the server and the tests that check it agree by construction of the rule, not of the numbers.
 */

/** A contract lane rate: flat plus per mile times miles, never below the minimum. */
export function contractPriceCents(rate: { ratePerMileCents: number | null; flatRateCents: number | null; minimumCents: number }, miles: number): number {
  const linehaul = (rate.flatRateCents ?? 0) + Math.round((rate.ratePerMileCents ?? 0) * Math.max(0, miles));
  return Math.max(linehaul, rate.minimumCents);
}

/** Per mile when the contract has a per-mile part, flat otherwise. */
export function contractChargeRateType(rate: { ratePerMileCents: number | null }): 'Flat' | 'PerMile' {
  return rate.ratePerMileCents === null ? 'Flat' : 'PerMile';
}

/** The LTL fuel surcharge schedule: no surcharge up to the base price, then this percent per step of diesel. */
export const LTL_FUEL_BASE_CENTS = 115;
export const LTL_FUEL_STEP_CENTS = 5;
export const LTL_FUEL_PERCENT_PER_STEP = 0.5;

/** Percent of linehaul added for fuel at a diesel price (cents per gallon), in whole started steps above the base. */
export function ltlFuelSurchargePercent(dieselCentsPerGallon: number): number {
  if (dieselCentsPerGallon <= LTL_FUEL_BASE_CENTS) return 0;
  const steps = Math.ceil((dieselCentsPerGallon - LTL_FUEL_BASE_CENTS) / LTL_FUEL_STEP_CENTS);
  return steps * LTL_FUEL_PERCENT_PER_STEP;
}

/** The Monday (UTC) of the week a day falls in, as YYYY-MM-DD: the key of the weekly fuel index. */
export function fuelWeekStart(day: Date): string {
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

export interface TariffCell {
  freightClass: string;
  minWeightLbs: number;
  maxMiles: number;
  ratePerCwtCents: number;
  transitDays: number;
}

export interface RatedLine extends LineDimensions {
  freightClass: string | null | undefined;
}

/** A line's class: its own, else the one its density suggests, else null (the line cannot be rated). */
export function lineFreightClass(line: RatedLine): string | null {
  return line.freightClass?.trim() || suggestFreightClass(line) || null;
}

/** The tariff cell for a class, weight and distance: the smallest band covering the miles, the highest break at or under the weight. */
export function tariffCell(cells: readonly TariffCell[], freightClass: string, weightLbs: number, miles: number): TariffCell | undefined {
  const bands = cells.filter((c) => c.freightClass === freightClass && c.maxMiles >= miles);
  if (bands.length === 0) return undefined;
  const band = Math.min(...bands.map((c) => c.maxMiles));
  return bands.filter((c) => c.maxMiles === band && c.minWeightLbs <= weightLbs).sort((a, b) => b.minWeightLbs - a.minWeightLbs)[0];
}

export interface LtlPrice {
  linehaulCents: number;
  fuelSurchargeCents: number;
  priceCents: number;
  transitDays: number;
}

/**
 * An LTL price: each line at its class's rate per hundredweight (the weight break of the line's
 * own weight), the sum raised to the tariff's minimum charge, plus the fuel surcharge on that.
 * Undefined when a line has no weight or no class, or the tariff has no cell for it.
 */
export function ltlPrice(tariff: { minimumChargeCents: number; cells: readonly TariffCell[] }, lines: readonly RatedLine[], miles: number, fuelPercent: number): LtlPrice | undefined {
  if (lines.length === 0) return undefined;
  let linehaul = 0;
  let transitDays = 1;
  for (const line of lines) {
    const weight = line.totalWeight ?? 0;
    const freightClass = lineFreightClass(line);
    if (weight <= 0 || freightClass === null) return undefined;
    const cell = tariffCell(tariff.cells, freightClass, weight, miles);
    if (!cell) return undefined;
    linehaul += Math.round((weight / 100) * cell.ratePerCwtCents);
    transitDays = Math.max(transitDays, cell.transitDays);
  }
  const linehaulCents = Math.max(linehaul, tariff.minimumChargeCents);
  const fuelSurchargeCents = Math.round((linehaulCents * fuelPercent) / 100);
  return { linehaulCents, fuelSurchargeCents, priceCents: linehaulCents + fuelSurchargeCents, transitDays };
}

/** The 3-character postal prefix a contract lane end may name (US 3-digit zip, Canadian FSA). */
export function postalPrefix(postalCode: string): string {
  return postalCode.replace(/[\s-]/g, '').slice(0, 3).toUpperCase();
}

/** On-time record: share of delivered shipments that arrived on time, as a whole percent, or null without any. */
export function onTimePercent(onTime: number, delivered: number): number | null {
  return delivered > 0 ? Math.round((onTime / delivered) * 100) : null;
}

/** Roads run about 17% longer than the great circle between US cities (the demo seed's lanes use the same factor). */
export const ROAD_FACTOR = 1.17;
const EARTH_RADIUS_MILES = 3958.8;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Estimated road miles through the stops in order, whole miles. */
export function estimatedRoadMiles(points: readonly LatLng[]): number {
  let miles = 0;
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1], points[i]];
    const rad = Math.PI / 180;
    const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
    miles += 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  }
  return Math.round(miles * ROAD_FACTOR);
}
