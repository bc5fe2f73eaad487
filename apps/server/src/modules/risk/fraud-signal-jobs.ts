import type { Db } from '../../db/db';
import { enqueueJob } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import { detectFraud } from './fraud-signals.service';

/** The scheduled run over the whole TMS, and the narrow run after a booking. */
export const FRAUD_SCAN_JOB = 'fraud-signals.scan';
export const FRAUD_BOOKING_JOB = 'fraud-signals.booking';

/** How often the whole TMS is scanned: the truck-to-pickup rule looks 3 hours ahead, so well inside that. */
export const FRAUD_SCAN_EVERY_MS = 15 * 60_000;

/** Queues the scan for `runAt`; one job per quarter hour, whichever process queues it. */
export function scheduleFraudScan(db: Db, runAt: Date): Promise<void> {
  const slot = Math.floor(runAt.getTime() / FRAUD_SCAN_EVERY_MS);
  return enqueueJob(db, { kind: FRAUD_SCAN_JOB, payload: {}, runAt, dedupeKey: `${FRAUD_SCAN_JOB}:${slot}` });
}

/**
 * Queued inside the booking's transaction (one row, no reading): the detectors run on the booked
 * load and its carrier as soon as the poller picks it up, not in the booking's own time.
 */
export function queueFraudCheckOfBooking(trx: Db, booking: { shipmentId: number; carrierId: number; bookedAt: Date }): Promise<void> {
  return enqueueJob(trx, {
    kind: FRAUD_BOOKING_JOB,
    payload: { shipmentId: booking.shipmentId, carrierId: booking.carrierId },
    runAt: booking.bookedAt,
    dedupeKey: `${FRAUD_BOOKING_JOB}:${booking.shipmentId}:${booking.bookedAt.getTime()}`,
  });
}

export const FRAUD_JOB_HANDLERS: Record<string, JobHandler> = {
  [FRAUD_SCAN_JOB]: async (db, _payload, now) => {
    await detectFraud(db, {}, now);
    await scheduleFraudScan(db, new Date(now.getTime() + FRAUD_SCAN_EVERY_MS));
  },
  [FRAUD_BOOKING_JOB]: async (db, payload, now) => {
    const shipmentId = Number(payload.shipmentId);
    const carrierId = Number(payload.carrierId);
    if (!Number.isInteger(shipmentId) || !Number.isInteger(carrierId)) throw new Error(`fraud booking job without its load: ${JSON.stringify(payload)}`);
    await detectFraud(db, { shipmentIds: [shipmentId], carrierIds: [carrierId] }, now);
  },
};
