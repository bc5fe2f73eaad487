import { trackingShare, type TrackingConsentLevel } from '../shipments/tracking-consent';

/**
 * A load's share link: an address anyone can open without signing in, showing the load's number,
 * status, stop cities, last position and ETA, and nothing else. It lasts the hours the carrier
 * chose, ends at once when revoked, and shows only what the load's tracking consent shares with
 * people outside the carrier.
 */
export const SHARE_LINK_HOURS = [1, 4, 24, 72] as const;
export type ShareLinkHours = (typeof SHARE_LINK_HOURS)[number];

/** The random part of a link: 32 bytes as base64url, 43 characters. */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_LENGTH = 43;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isShareTokenShaped(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** Most links a load keeps open at once: enough for a shipper, a receiver and a few more. */
export const MAX_ACTIVE_SHARE_LINKS = 10;

export const SHARE_LINK_STATES = ['Active', 'Expired', 'Revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export function shareLinkExpiry(createdAt: Date, hours: ShareLinkHours): Date {
  return new Date(createdAt.getTime() + hours * 3_600_000);
}

/** Revoked wins over expired: the carrier's act is what the list should say. */
export function shareLinkState(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): ShareLinkState {
  if (link.revokedAt !== null) return 'Revoked';
  return now.getTime() < link.expiresAt.getTime() ? 'Active' : 'Expired';
}

/** What a link's holder sees of the tracking: the load's consent as it applies to anyone outside the carrier. */
export function sharedTracking(level: TrackingConsentLevel, status: number): { position: boolean; eta: boolean } {
  const share = trackingShare(level, status, false);
  return { position: share.position, eta: share.eta };
}

/** A stop's point on the public map: a tenth of a degree (about 10 km), the city and not the dock. */
export function cityPoint(value: number): number {
  return Math.round(value * 10) / 10;
}
