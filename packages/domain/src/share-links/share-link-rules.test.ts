import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '../shipments/shipment-status';
import { CreateShareLinkBodySchema } from './share-link-schemas';
import { cityPoint, isShareTokenShaped, sharedTracking, shareLinkExpiry, shareLinkState } from './share-link-rules';

const created = new Date('2026-11-30T10:00:00Z');

describe('share links', () => {
  it('last 1, 4, 24 or 72 hours, nothing else', () => {
    expect(shareLinkExpiry(created, 4).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(shareLinkExpiry(created, 72).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    for (const hours of [1, 4, 24, 72]) expect(CreateShareLinkBodySchema.safeParse({ hours }).success).toBe(true);
    for (const hours of [0, 2, 48, 73, 1.5]) expect(CreateShareLinkBodySchema.safeParse({ hours }).success).toBe(false);
  });

  it('are active until they expire, and revoked whenever the carrier ends them', () => {
    const expiresAt = shareLinkExpiry(created, 1);
    expect(shareLinkState({ expiresAt, revokedAt: null }, new Date('2026-11-30T10:59:59Z'))).toBe('Active');
    expect(shareLinkState({ expiresAt, revokedAt: null }, expiresAt)).toBe('Expired');
    expect(shareLinkState({ expiresAt, revokedAt: new Date('2026-11-30T10:10:00Z') }, new Date('2026-11-30T10:20:00Z'))).toBe('Revoked');
    expect(shareLinkState({ expiresAt, revokedAt: new Date('2026-11-30T10:10:00Z') }, new Date('2026-11-30T12:00:00Z'))).toBe('Revoked');
  });

  it('show what the tracking consent shares with people outside the carrier', () => {
    expect(sharedTracking('LivePosition', ShipmentStatus.InTransit)).toEqual({ position: true, eta: true });
    expect(sharedTracking('EtaOnly', ShipmentStatus.InTransit)).toEqual({ position: false, eta: true });
    expect(sharedTracking('MilestonesOnly', ShipmentStatus.InTransit)).toEqual({ position: false, eta: false });
    expect(sharedTracking('LivePosition', ShipmentStatus.Delivered).position).toBe(false);
  });

  it('take tokens of 43 base64url characters only', () => {
    expect(isShareTokenShaped('a'.repeat(43))).toBe(true);
    expect(isShareTokenShaped(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isShareTokenShaped('a'.repeat(44))).toBe(false);
  });

  it('put stops on the public map at city precision', () => {
    expect(cityPoint(41.87811)).toBe(41.9);
    expect(cityPoint(-87.62979)).toBe(-87.6);
  });
});
