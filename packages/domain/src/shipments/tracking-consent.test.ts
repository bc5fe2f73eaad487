import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from './shipment-status';
import { estimateNextStopEta, ETA_AVERAGE_MPH, TRACKING_CONSENT_LEVELS, trackingShare, trackingShareNote, type TrackingConsentLevel } from './tracking-consent';

const BEFORE_DELIVERY = [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop];
const FROM_DELIVERY = [ShipmentStatus.Delivered, ShipmentStatus.DeliveryConfirmed];

const expected: Record<TrackingConsentLevel, { position: boolean; eta: boolean }> = {
  LivePosition: { position: true, eta: true },
  EtaOnly: { position: false, eta: true },
  MilestonesOnly: { position: false, eta: false },
};

describe('trackingShare', () => {
  for (const level of TRACKING_CONSENT_LEVELS) {
    for (const status of BEFORE_DELIVERY) {
      it(`${level} before delivery (status ${status}) shares ${JSON.stringify(expected[level])}`, () => {
        expect(trackingShare(level, status, false)).toEqual({ level, ...expected[level] });
      });
    }
    for (const status of FROM_DELIVERY) {
      it(`${level} from delivery on (status ${status}) never shares the live position`, () => {
        expect(trackingShare(level, status, false)).toEqual({ level, position: false, eta: expected[level].eta });
      });
    }
    it(`${level}: the carrier itself sees everything, also after delivery`, () => {
      for (const status of [...BEFORE_DELIVERY, ...FROM_DELIVERY]) expect(trackingShare(level, status, true)).toEqual({ level, position: true, eta: true });
    });
  }
});

describe('trackingShareNote', () => {
  it('says what the carrier shares', () => {
    expect(trackingShareNote(trackingShare('MilestonesOnly', ShipmentStatus.InTransit, false))).toBe('The carrier shares milestones only');
    expect(trackingShareNote(trackingShare('EtaOnly', ShipmentStatus.InTransit, false))).toBe('The carrier shares the ETA only');
    expect(trackingShareNote(trackingShare('LivePosition', ShipmentStatus.InTransit, false))).toBe('The carrier shares the live position');
    expect(trackingShareNote(trackingShare('LivePosition', ShipmentStatus.Delivered, false))).toBe('Live position sharing ended at delivery');
  });
});

describe('estimateNextStopEta', () => {
  it('drives the straight line at the average speed from the time of the last position', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    // One degree of latitude is about 69.1 miles.
    const eta = estimateNextStopEta({ latitude: 35, longitude: -80, at }, { latitude: 36, longitude: -80 });
    const hours = (eta!.getTime() - at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(69.1 / ETA_AVERAGE_MPH, 1);
  });
  it('is null without a position or a stop left', () => {
    expect(estimateNextStopEta(null, { latitude: 36, longitude: -80 })).toBeNull();
    expect(estimateNextStopEta({ latitude: 35, longitude: -80, at: new Date() }, null)).toBeNull();
  });
});
