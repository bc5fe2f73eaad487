import { estimateNextStopEta, trackingShare, trackingShareNote, TRACKING_CONSENT_LABELS, type TrackingConsentLevel } from '@portal/domain/shipments/tracking-consent';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentStopsRow, ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict, forbidden } from '../../../lib/problem';
import { getVisibleShipment, isDriverUser } from '../access/shipment-access';
import { ActivityKind, recordActivity } from '../activity/shipment-activity';
import { iso } from '@portal/domain/common/iso';
import { lockShipment, updateShipment } from '../access/shipments.repository';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

/**
 * The one place where tracking consent shapes what a caller gets of a load's tracking:
 * users of the carrier on the load (its drivers included) see everything; everyone else (the broker,
 * the brokerage, the customer) sees what the carrier shares (packages/domain/src/shipments/tracking-consent.ts).
 */
type ConsentSource = Pick<ShipmentsRow, 'carrier_id' | 'status' | 'tracking_consent'>;

export function isCarrierSide(caller: Caller, shipment: Pick<ShipmentsRow, 'carrier_id'>): boolean {
  return shipment.carrier_id !== null && shipment.carrier_id === caller.companyId;
}

export function callerTrackingShare(caller: Caller, shipment: ConsentSource) {
  const isCarrier = isCarrierSide(caller, shipment);
  const share = trackingShare(shipment.tracking_consent as TrackingConsentLevel, shipment.status, isCarrier);
  return { ...share, isCarrier, note: trackingShareNote(trackingShare(share.level, shipment.status, false)) };
}

export type CallerTrackingShare = ReturnType<typeof callerTrackingShare>;

/** Activity kinds that carry the truck's position: hidden unless the position is shared. */
const POSITION_KINDS: readonly string[] = [ActivityKind.Position, ActivityKind.StopEventProposed];

export function hiddenActivityKinds(share: Pick<CallerTrackingShare, 'position'>): readonly string[] {
  return share.position ? [] : POSITION_KINDS;
}

/** Strips coordinates from an activity entry when the position is not shared. */
export function consentedActivity<T extends { latitude: number | null; longitude: number | null }>(share: Pick<CallerTrackingShare, 'position'>, entry: T): T {
  return share.position ? entry : { ...entry, latitude: null, longitude: null };
}

/** The tracking fields of the shipment view, as the caller may see them. */
export function consentedTracking(caller: Caller, shipment: ShipmentsRow, stops: readonly Pick<ShipmentStopsRow, 'stop_number' | 'arrived_at' | 'latitude' | 'longitude'>[]) {
  const share = callerTrackingShare(caller, shipment);
  const last =
    shipment.last_latitude === null || shipment.last_longitude === null
      ? null
      : { latitude: shipment.last_latitude, longitude: shipment.last_longitude, at: shipment.last_location_at };
  const moving = shipment.status >= ShipmentStatus.Booked && shipment.status < ShipmentStatus.Delivered;
  const nextStop = [...stops].sort((a, b) => a.stop_number - b.stop_number).find((s) => s.arrived_at === null) ?? null;
  const eta = moving && last?.at ? estimateNextStopEta({ ...last, at: last.at }, nextStop) : null;
  return {
    lastKnownLocation: share.position && last ? { latitude: last.latitude, longitude: last.longitude, at: iso(last.at) } : null,
    nextStopEta: share.eta ? iso(eta) : null,
    trackingConsent: share,
  };
}

/** The carrier on the load sets what it shares; the broker and the brokerage cannot (403), others do not see the load (404). */
export async function setTrackingConsent(db: Db, caller: Caller, id: number, level: TrackingConsentLevel) {
  return db.transaction().execute(async (trx) => {
    await getVisibleShipment(trx, caller, id);
    const shipment = await lockShipment(trx, id);
    if (!isCarrierSide(caller, shipment) || isDriverUser(caller)) throw forbidden(SHIPMENT_MESSAGES.trackingCarrierOnly);
    if (shipment.status === ShipmentStatus.Voided) throw conflict(SHARED_MESSAGES.shipmentVoidedUnchangeable({ shipmentNumber: shipment.shipment_number }));
    if (shipment.tracking_consent !== level) {
      await updateShipment(trx, shipment.id, { tracking_consent: level, updated_at: new Date() });
      await recordActivity(trx, shipment.id, caller, {
        kind: ActivityKind.TrackingConsent,
        description: `Tracking shared with the broker: ${TRACKING_CONSENT_LABELS[level]}`,
        timeStamp: new Date(),
      });
    }
    return callerTrackingShare(caller, { ...shipment, tracking_consent: level });
  });
}
