import { HOUR_MS, lastBefore, type LoadOutcome, type MetricResult, type ScoreBooking } from './score-records';

/** A carrier cancellation this close to the pickup (strictly less than 24 hours) is late. */
export const LATE_CANCELLATION_MS = 24 * HOUR_MS;

/** Late when the carrier rescinded it less than 24 hours before pickup (by `asOf`). */
export function isLateCancellation(booking: ScoreBooking, asOf: Date): boolean {
  if (booking.cancelledBy !== 'Carrier' || !booking.cancelledAt || booking.cancelledAt.getTime() > asOf.getTime()) return false;
  return booking.pickupAt.getTime() - booking.cancelledAt.getTime() < LATE_CANCELLATION_MS;
}

/** Late cancellations over the last 20 bookings made by `asOf`; the share that failed. */
export function lateCancellationMetric(bookings: readonly ScoreBooking[], asOf: Date, count = 20): MetricResult {
  const window = lastBefore(bookings, (b) => b.bookedAt, asOf, count);
  const outcomes: LoadOutcome[] = window.map((booking) => {
    const late = isLateCancellation(booking, asOf);
    const cancelled = booking.cancelledAt !== null && booking.cancelledAt.getTime() <= asOf.getTime();
    const hoursBefore = cancelled ? (booking.pickupAt.getTime() - booking.cancelledAt!.getTime()) / HOUR_MS : null;
    return {
      shipmentId: booking.shipmentId,
      shipmentNumber: booking.shipmentNumber,
      passed: !late,
      plannedAt: booking.pickupAt.toISOString(),
      actualAt: cancelled ? booking.cancelledAt!.toISOString() : null,
      timeZone: null,
      reason: !cancelled
        ? 'Kept'
        : booking.cancelledBy !== 'Carrier'
          ? 'Cancelled by the broker'
          : late
            ? `Rescinded ${hoursBefore!.toFixed(1)} h before pickup`
            : `Rescinded ${hoursBefore!.toFixed(1)} h before pickup (in time)`,
    };
  });
  const late = outcomes.filter((o) => !o.passed).length;
  return { numerator: late, denominator: outcomes.length, sample: outcomes.length, loads: outcomes };
}
