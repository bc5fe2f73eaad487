/**
 * Plausible stop times: an arrival recorded too soon after the departure from the stop
 * before it, for the distance between them, is most likely a mistake (the wrong stop tapped, a
 * date typed wrong, a test). It is not refused, since a clock or a stop's coordinates can be
 * wrong too; it asks the person recording it to confirm, and a confirmed one is recorded with a
 * flag the broker sees.
 *
 * The threshold: the straight-line (great-circle) distance between the two stops divided by the
 * time between departure and arrival may not exceed 75 mph. Roads run longer than the straight
 * line (about 17 %) and trucks are governed at 65-70 mph, so any real trip averages well below
 * that; stops closer than 25 miles are never questioned (the same yard, a neighbouring dock, or
 * coordinates that only name the ZIP code's centre).
 */

/** Highest straight-line average speed between two stops that a truck can make, door to door. */
export const PLAUSIBLE_MAX_MPH = 75;
/** Stops this close together are never questioned, however quickly the arrival follows. */
export const PLAUSIBLE_FREE_MILES = 25;

const EARTH_RADIUS_MILES = 3958.8;

export interface StopPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle miles between two points. */
export function straightLineMiles(a: StopPoint, b: StopPoint): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type ArrivalPlausibility =
  | { plausible: true }
  | {
      plausible: false;
      /** Whole straight-line miles from the previous stop. */
      miles: number;
      /** Whole minutes between the departure and the arrival. */
      minutes: number;
      /** The fewest whole minutes the trip takes at PLAUSIBLE_MAX_MPH. */
      minimumMinutes: number;
    };

/** Judges an arrival against the departure from the stop before it. */
export function judgeArrival(input: { from: StopPoint; departedAt: Date; to: StopPoint; arrivedAt: Date }): ArrivalPlausibility {
  const miles = straightLineMiles(input.from, input.to);
  if (miles < PLAUSIBLE_FREE_MILES) return { plausible: true };
  const hours = Math.max(0, input.arrivedAt.getTime() - input.departedAt.getTime()) / 3_600_000;
  if (hours > 0 && miles / hours <= PLAUSIBLE_MAX_MPH) return { plausible: true };
  return { plausible: false, miles: Math.round(miles), minutes: Math.floor(hours * 60), minimumMinutes: Math.ceil((miles / PLAUSIBLE_MAX_MPH) * 60) };
}

function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} h${rest ? ` ${rest} min` : ''}`;
}

/** '1,078 miles from stop 1 in 0 minutes (at least 14 h 23 min at 75 mph)' */
export function implausibleArrivalText(judged: Extract<ArrivalPlausibility, { plausible: false }>, previousStopNumber: number): string {
  return `${judged.miles.toLocaleString('en-US')} miles from stop ${previousStopNumber} in ${duration(judged.minutes)} (at least ${duration(judged.minimumMinutes)} at ${PLAUSIBLE_MAX_MPH} mph)`;
}

/** The `code` of the 409 problem that asks to confirm an implausible arrival (send `confirmed: true`). */
export const IMPLAUSIBLE_ARRIVAL_CODE = 'ImplausibleArrival';
