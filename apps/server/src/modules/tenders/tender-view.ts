import { displayName } from '@portal/domain/common/enum';
import { TENDER_OFFER_STATUSES } from '@portal/domain/tenders/tender-offer-status';
import type { ShipmentStopsRow } from '../../db/database';
import { mapView, offerFreightView, stopView } from '../shipments/detail/offer-freight-view';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { dollarsOrNull } from '../../lib/money';
import { EXPIRED } from '@portal/domain/load-board/freight-schemas';
import type { TenderDbRow } from './tender-offers.repository';

/** The tender's status as users read it: a Sent tender past its deadline reads Expired. */
export function tenderStatus(row: Pick<TenderDbRow, 'status' | 'is_expired'>) {
  return { value: row.status, displayName: row.is_expired ? EXPIRED : (displayName(TENDER_OFFER_STATUSES, row.status) ?? `Status ${row.status}`) };
}

export function tenderView(row: TenderDbRow) {
  // A blind order hides its customer from carriers.
  const customer = row.customer_id !== null && row.customer_name !== null && !row.is_blind ? { id: row.customer_id, name: row.customer_name } : null;
  return {
    id: row.id,
    status: tenderStatus(row),
    isExpired: row.is_expired,
    sentAt: isoRequired(row.sent_at),
    expiresAt: isoRequired(row.expires_at),
    respondedAt: iso(row.responded_at),
    rejectReason: row.reject_reason,
    rate: dollarsOrNull(row.rate_cents)!,
    customer,
    carrier: { id: row.carrier_id, name: row.carrier_name },
    ...offerFreightView(row),
    referenceNumbers: row.reference_numbers,
    driverId: row.driver_id,
    driver:
      row.driver_id !== null && row.driver_first_name !== null
        ? { id: row.driver_id, name: `${row.driver_first_name} ${row.driver_last_name}`, licenseExpiresOn: row.driver_license_expires_on }
        : null,
    respondedBy: row.responder_first_name !== null ? `${row.responder_first_name} ${row.responder_last_name}` : null,
    truckNumber: row.truck_number,
    trailerNumber: row.trailer_number,
    notes: row.notes,
  };
}

/** The tender page: lane, stops with windows in their own time zones, equipment, and map points. */
export function tenderDetailView(row: TenderDbRow, stops: readonly ShipmentStopsRow[]) {
  const base = tenderView(row);
  const origin = { ...base.origin, latitude: row.origin_latitude, longitude: row.origin_longitude };
  const destination = { ...base.destination, latitude: row.destination_latitude, longitude: row.destination_longitude };
  return {
    ...base,
    lane: { origin: base.origin, destination: base.destination, miles: row.total_miles },
    stops: stops.map(stopView),
    equipment: { equipmentMode: row.equipment_mode, shippingMode: row.shipping_mode, isPartial: row.is_partial, weight: row.weight_lbs },
    map: mapView(stops, { origin, destination }),
  };
}
