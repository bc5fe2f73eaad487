/** What the score card is computed from: plain records the server reads and the tests build. */

export interface ScoreStop {
  stopId: number;
  stopNumber: number;
  type: 'Pickup' | 'Dropoff';
  early: Date;
  late: Date | null;
  appointment: Date | null;
  arrivedAt: Date | null;
  departedAt: Date | null;
  timeZone: string;
}

/** An arrival or departure as the activity recorded it, with where it came from. */
export interface ScoreMilestone {
  stopId: number;
  kind: 'Arrival' | 'Departure';
  source: string | null;
  at: Date;
}

/** A delivered load of the carrier: delivered when it departed its last stop. */
export interface ScoreLoad {
  shipmentId: number;
  shipmentNumber: string;
  deliveredAt: Date;
  stops: ScoreStop[];
  milestones: ScoreMilestone[];
  /** The first proof of delivery uploaded, if any. */
  podUploadedAt: Date | null;
}

/** A booking the carrier held, and its cancellation if it was rescinded. */
export interface ScoreBooking {
  shipmentId: number;
  shipmentNumber: string;
  bookedAt: Date;
  pickupAt: Date;
  cancelledAt: Date | null;
  cancelledBy: 'Carrier' | 'Broker' | null;
}

export interface ScoreTender {
  tenderId: number;
  shipmentId: number;
  shipmentNumber: string;
  /** Tender offer status code (Sent 0, Accepted 1, Rejected 2, Rescinded 3, Booking Rescinded 4). */
  status: number;
  sentAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
}

export interface ScoreClaim {
  caseNumber: string;
  shipmentId: number;
  createdAt: Date;
  amountCents: number | null;
}

export interface ScoreCardData {
  loads: ScoreLoad[];
  bookings: ScoreBooking[];
  tenders: ScoreTender[];
  claims: ScoreClaim[];
}

/** One load behind a metric: did it count for or against, with the times that decided it. */
export interface LoadOutcome {
  shipmentId: number;
  shipmentNumber: string;
  passed: boolean;
  /** The time it was judged against (deadline, pickup, sent at), ISO. */
  plannedAt: string | null;
  /** What happened (arrival, cancellation, upload, answer), ISO. */
  actualAt: string | null;
  /** The zone the planned and actual times are read in, when a stop decided it. */
  timeZone: string | null;
  reason: string;
}

export interface MetricResult {
  numerator: number;
  denominator: number;
  /** Loads (or bookings, tenders) behind the metric: the minimum sample counts these. */
  sample: number;
  loads: LoadOutcome[];
  /** Median minutes to answer a tender. */
  medianResponseMinutes?: number | null;
  /** Amount claimed, in cents. */
  claimedCents?: number;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The newest `count` records at or before `asOf`, newest first. */
export function lastBefore<T>(records: readonly T[], at: (record: T) => Date, asOf: Date, count: number): T[] {
  return records
    .filter((r) => at(r).getTime() <= asOf.getTime())
    .sort((a, b) => at(b).getTime() - at(a).getTime())
    .slice(0, count);
}
