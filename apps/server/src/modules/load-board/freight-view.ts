import { windowsAndEquipment, zoneOf } from '../shipments/detail/offer-freight-view';
import { dollarsOrNull } from '../../lib/money';
import { roundMiles } from './place-format';
import type { FreightDbRow } from './freight.repository';
import type { FreightRow } from '@portal/domain/load-board/freight-schemas';

/** Posted rate per trip mile, to the cent. */
export function ratePerMile(rateCents: number | null, miles: number | null): number | null {
  if (rateCents === null || miles === null || miles <= 0) return null;
  return Math.round(rateCents / miles) / 100;
}

/** One load board row: the posted rate is what a carrier may book it for. */
export function freightRow(row: FreightDbRow): FreightRow {
  const miles = row.miles === null ? null : Math.round(Number(row.miles));
  return {
    id: row.id,
    shipmentNumber: row.shipment_number,
    origin: {
      city: row.origin_city,
      state: row.origin_state,
      postalCode: row.origin_postal_code,
      latitude: row.origin_latitude,
      longitude: row.origin_longitude,
      ianaTimezone: zoneOf(row.origin_timezone, row.origin_state),
    },
    destination: {
      city: row.destination_city,
      state: row.destination_state,
      postalCode: row.destination_postal_code,
      latitude: row.destination_latitude,
      longitude: row.destination_longitude,
      ianaTimezone: zoneOf(row.destination_timezone, row.destination_state),
    },
    ...windowsAndEquipment(row),
    weight: row.weight_lbs,
    miles,
    rate: dollarsOrNull(row.posted_rate_cents),
    ratePerMile: ratePerMile(row.posted_rate_cents, miles),
    originDistanceMiles: roundMiles(row.origin_miles),
    destinationDistanceMiles: roundMiles(row.destination_miles),
    isPartial: row.is_partial,
    requirements: row.requirements,
  };
}
