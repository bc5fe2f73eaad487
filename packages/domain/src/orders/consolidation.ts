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
