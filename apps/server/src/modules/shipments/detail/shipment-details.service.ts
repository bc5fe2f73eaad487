import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { getVisibleShipment, getVisibleShipmentByNumber, getVisibleShipmentByNumberOrId } from '../access/shipment-access';
import { activityPage, latestActivity } from '../activity/shipment-activity';
import { isoRequired } from '@portal/domain/common/iso';
import { findTrip, findVisibleTripShipments } from './shipment-trips.repository';
import { buildShipmentView, loadStopViews, summaryView } from './shipment-view';
import { callerTrackingShare, consentedActivity, hiddenActivityKinds } from '../tracking/tracking-consent';

// ---- the shipment, its stops and activity -------------------------------------------------------

export async function getShipment(db: Db, caller: Caller, id: number, now = new Date()) {
  return buildShipmentView(db, caller, await getVisibleShipment(db, caller, id), now);
}

export async function getShipmentByNumber(db: Db, caller: Caller, shipmentNumber: string, now = new Date()) {
  return buildShipmentView(db, caller, await getVisibleShipmentByNumber(db, caller, shipmentNumber), now);
}

/** An entry link's shipment: by its number, or by its id when no number matches the key. */
export async function getShipmentByNumberOrId(db: Db, caller: Caller, key: string, now = new Date()) {
  return buildShipmentView(db, caller, await getVisibleShipmentByNumberOrId(db, caller, key), now);
}

export async function getStops(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const { views } = await loadStopViews(db, shipment.id);
  return { data: views, totalCount: views.length };
}

export async function getStopsByNumber(db: Db, caller: Caller, shipmentNumber: string) {
  const shipment = await getVisibleShipmentByNumber(db, caller, shipmentNumber);
  const { views } = await loadStopViews(db, shipment.id);
  return { data: views, totalCount: views.length };
}

export async function getActivity(db: Db, caller: Caller, id: number, page: number, pageSize: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const share = callerTrackingShare(caller, shipment);
  const answer = await activityPage(db, shipment.id, page, pageSize, hiddenActivityKinds(share));
  return { ...answer, data: answer.data.map((entry) => consentedActivity(share, entry)) };
}

export async function getLatestActivity(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  return latestActivity(db, shipment.id, hiddenActivityKinds(callerTrackingShare(caller, shipment)));
}

export async function getRequirements(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  return { data: shipment.requirements, totalCount: shipment.requirements.length };
}

// ---- trips -------------------------------------------------------------------------------------

export async function getTrips(db: Db, caller: Caller, id: number, now = new Date()) {
  const shipment = await getVisibleShipment(db, caller, id);
  if (shipment.trip_id === null) return { data: [], totalCount: 0 };
  const trip = await findTrip(db, shipment.trip_id);
  const shipments = await findVisibleTripShipments(db, caller, trip.id, now);
  return {
    data: [
      {
        id: trip.id,
        tripNumber: trip.trip_number,
        carrierId: trip.carrier_id,
        createdAt: isoRequired(trip.created_at),
        shipments: shipments.map((s) => summaryView(s, caller)),
      },
    ],
    totalCount: 1,
  };
}
