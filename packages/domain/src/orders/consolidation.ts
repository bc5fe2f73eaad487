import { CONSOLIDATION_DEFAULTS } from '../common/constants';

/** The limits orders travelling together must keep (the spec's defaults unless a call names others). */
export interface ConsolidationLimits {
  maxWeightLbs: number;
  maxUnits: number;
  distanceMiles: number;
  dateWindowDays: number;
}

export const DEFAULT_CONSOLIDATION_LIMITS: ConsolidationLimits = { ...CONSOLIDATION_DEFAULTS };

export interface ConsolidationCandidate {
  weightLbs: number;
  units: number;
  pickupAt: Date;
  /** Great-circle miles between the candidate's origin and the anchor's, and between the destinations. */
  originMiles: number;
  destinationMiles: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the candidate's pickup falls within plus or minus the window of the anchor's pickup. */
export function withinDateWindow(anchorPickup: Date, candidatePickup: Date, days: number): boolean {
  return Math.abs(candidatePickup.getTime() - anchorPickup.getTime()) <= days * DAY_MS;
}

/**
 * Whether a candidate order can travel with the anchor: both ends within the distance, the pickup in
 * the date window, and the two together within the weight and unit limits.
 */
export function canConsolidate(anchor: { weightLbs: number; units: number; pickupAt: Date }, candidate: ConsolidationCandidate, limits: ConsolidationLimits = DEFAULT_CONSOLIDATION_LIMITS): boolean {
  return (
    candidate.originMiles <= limits.distanceMiles &&
    candidate.destinationMiles <= limits.distanceMiles &&
    withinDateWindow(anchor.pickupAt, candidate.pickupAt, limits.dateWindowDays) &&
    anchor.weightLbs + candidate.weightLbs <= limits.maxWeightLbs &&
    anchor.units + candidate.units <= limits.maxUnits
  );
}

/** Great-circle distance in statute miles (haversine on a 3,958.8-mile earth radius). */
export function greatCircleMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** An order joining a shipment: its freight, its pickup and how far its ends are from the shipment's. */
export interface ConsolidationMember extends ConsolidationCandidate {
  orderNumber: string;
}

/** Why an order cannot join: the first limit it breaks, with the numbers people read. */
export type ConsolidationRefusal =
  | { orderNumber: string; reason: 'distance'; miles: number; limit: number }
  | { orderNumber: string; reason: 'dateWindow'; days: number }
  | { orderNumber: string; reason: 'weight'; total: number; limit: number }
  | { orderNumber: string; reason: 'units'; total: number; limit: number };

/**
 * Checks orders joining a shipment one by one, in the order given: each must be within the distance
 * and the date window of the shipment, and the running totals (the shipment's freight plus every
 * order so far) within the weight and unit limits. The first refusal names the order that broke it.
 */
export function consolidationRefusal(
  anchor: { weightLbs: number; units: number; pickupAt: Date },
  members: readonly ConsolidationMember[],
  limits: ConsolidationLimits = DEFAULT_CONSOLIDATION_LIMITS,
): ConsolidationRefusal | null {
  let weight = anchor.weightLbs;
  let units = anchor.units;
  for (const member of members) {
    const miles = Math.max(member.originMiles, member.destinationMiles);
    if (miles > limits.distanceMiles) return { orderNumber: member.orderNumber, reason: 'distance', miles: Math.round(miles * 10) / 10, limit: limits.distanceMiles };
    if (!withinDateWindow(anchor.pickupAt, member.pickupAt, limits.dateWindowDays)) return { orderNumber: member.orderNumber, reason: 'dateWindow', days: limits.dateWindowDays };
    weight += member.weightLbs;
    units += member.units;
    if (weight > limits.maxWeightLbs) return { orderNumber: member.orderNumber, reason: 'weight', total: weight, limit: limits.maxWeightLbs };
    if (units > limits.maxUnits) return { orderNumber: member.orderNumber, reason: 'units', total: units, limit: limits.maxUnits };
  }
  return null;
}

/** The consolidated shipment's stops: every pickup, then every drop, each group by its early time (ties keep their order). */
export function consolidatedStopOrder<T>(stops: readonly T[], facts: (stop: T) => { isPickup: boolean; early: Date }): T[] {
  const byTime = (a: T, b: T) => facts(a).early.getTime() - facts(b).early.getTime();
  return [...stops.filter((s) => facts(s).isPickup).sort(byTime), ...stops.filter((s) => !facts(s).isPickup).sort(byTime)];
}
