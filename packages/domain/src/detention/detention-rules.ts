/**
 * Detention: the time a truck is held at a stop past the free time. The free time runs from the
 * later of the appointment and the arrival (a truck early for its appointment waits on its own
 * account) and is the brokerage's to set, two hours unless it says otherwise. The hours billed are
 * rounded to the nearest quarter hour: arrival and departure noticed from the track are within a
 * few minutes of the truth either way, so rounding down would cost the carrier a quarter for
 * minutes nobody can prove (decision 0331).
 */
export const DEFAULT_FREE_MINUTES = 120;
export const FREE_MINUTES_MIN = 0;
export const FREE_MINUTES_MAX = 24 * 60;
/** The default hourly rate (cents) for any equipment the brokerage's table does not name. */
export const DEFAULT_HOURLY_RATE_CENTS = 5_000;
export const HOURLY_RATE_MAX_CENTS = 100_000;
export const BILLING_STEP_HOURS = 0.25;
/** The equipment type of the rate that applies to every load without a rate of its own. */
export const ANY_EQUIPMENT = 'Any';

const MS_PER_HOUR = 3_600_000;

export interface DetentionStay {
  arrivedAt: Date;
  /** Null while the truck is still at the stop: the hours so far, up to `now`. */
  departedAt: Date | null;
  appointment: Date | null;
}

/** When the free time starts: the later of the appointment and the arrival. */
export function freeTimeStart(stay: Pick<DetentionStay, 'arrivedAt' | 'appointment'>): Date {
  return stay.appointment && stay.appointment > stay.arrivedAt ? stay.appointment : stay.arrivedAt;
}

/** When detention starts: the free time after its start. */
export function detentionStart(stay: Pick<DetentionStay, 'arrivedAt' | 'appointment'>, freeMinutes: number): Date {
  return new Date(freeTimeStart(stay).getTime() + freeMinutes * 60_000);
}

/** Hours held past the free time, rounded to the nearest quarter hour; 0 when the truck left in time. */
export function detentionHours(stay: DetentionStay, freeMinutes: number, now: Date): number {
  const end = stay.departedAt ?? now;
  const overMs = end.getTime() - detentionStart(stay, freeMinutes).getTime();
  if (overMs <= 0) return 0;
  return Math.round(overMs / MS_PER_HOUR / BILLING_STEP_HOURS) * BILLING_STEP_HOURS;
}

/** The amount in cents of the hours at the hourly rate. */
export function detentionAmountCents(hours: number, hourlyRateCents: number): number {
  return Math.round(hours * hourlyRateCents);
}

export interface DetentionRate {
  equipmentType: string;
  hourlyRateCents: number;
}

/** The rate of the load's equipment type (names compared without case), else the table's rate for any equipment, else the default. */
export function hourlyRateFor(rates: readonly DetentionRate[], equipmentType: string | null): number {
  const wanted = equipmentType?.trim().toLowerCase();
  const own = wanted ? rates.find((r) => r.equipmentType.toLowerCase() === wanted) : undefined;
  return (own ?? rates.find((r) => r.equipmentType === ANY_EQUIPMENT))?.hourlyRateCents ?? DEFAULT_HOURLY_RATE_CENTS;
}
