import { z } from 'zod';
import { ShipmentStatus } from './shipment-status';

/**
 * Tracking consent: the carrier decides, per load, what everyone outside its company
 * (the broker, the brokerage, the customer) sees of the load's tracking.
 * - LivePosition: the last known position, position pings and the next stop ETA;
 * - EtaOnly: no coordinates and no position pings, but the next stop ETA;
 * - MilestonesOnly: stop arrivals and departures only (no position, no ETA).
 * Live position sharing ends at delivery: from Delivered on, no level shares the position.
 * A new load shares its live position until the carrier chooses otherwise.
 */
export const TRACKING_CONSENT_LEVELS = ['LivePosition', 'EtaOnly', 'MilestonesOnly'] as const;
export type TrackingConsentLevel = (typeof TRACKING_CONSENT_LEVELS)[number];
export const DEFAULT_TRACKING_CONSENT: TrackingConsentLevel = 'LivePosition';

export const trackingConsentLevelSchema = z.enum(TRACKING_CONSENT_LEVELS);

export const TRACKING_CONSENT_LABELS: Record<TrackingConsentLevel, string> = {
  LivePosition: 'Live position',
  EtaOnly: 'ETA only',
  MilestonesOnly: 'Milestones only',
};

/** What a viewer of the load gets to see. */
export interface TrackingShare {
  level: TrackingConsentLevel;
  position: boolean;
  eta: boolean;
}

export function isDeliveredOrLater(status: number): boolean {
  return status >= ShipmentStatus.Delivered;
}

/** What a viewer outside the carrier's company sees under `level` at `status`. The carrier itself sees everything. */
export function trackingShare(level: TrackingConsentLevel, status: number, isCarrierSide: boolean): TrackingShare {
  if (isCarrierSide) return { level, position: true, eta: true };
  return {
    level,
    position: level === 'LivePosition' && !isDeliveredOrLater(status),
    eta: level !== 'MilestonesOnly',
  };
}

/** The sentence the broker reads next to the load's tracking. */
export function trackingShareNote(share: Pick<TrackingShare, 'level' | 'position'>): string {
  if (share.level === 'MilestonesOnly') return 'The carrier shares milestones only';
  if (share.level === 'EtaOnly') return 'The carrier shares the ETA only';
  return share.position ? 'The carrier shares the live position' : 'Live position sharing ended at delivery';
}

/** Average truck speed used to estimate the next stop ETA from the last known position. */
export const ETA_AVERAGE_MPH = 50;

function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The next stop ETA: from the last known position (and its time) to the next stop not yet arrived,
 * at ETA_AVERAGE_MPH along the straight line. Null when there is no position or no stop left.
 */
export function estimateNextStopEta(
  last: { latitude: number; longitude: number; at: Date } | null,
  nextStop: { latitude: number; longitude: number } | null,
): Date | null {
  if (!last || !nextStop) return null;
  const hours = milesBetween(last, nextStop) / ETA_AVERAGE_MPH;
  return new Date(last.at.getTime() + Math.round(hours * 3_600_000));
}

export const trackingConsentBody = z.object({ level: trackingConsentLevelSchema });
export type TrackingConsentBody = z.input<typeof trackingConsentBody>;

export const trackingConsentAnswerSchema = z.object({
  level: trackingConsentLevelSchema,
  position: z.boolean(),
  eta: z.boolean(),
  isCarrier: z.boolean(),
  note: z.string(),
});
export type TrackingConsentAnswer = z.output<typeof trackingConsentAnswerSchema>;
