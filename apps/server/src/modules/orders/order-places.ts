import { dockHoursSummary, type FacilityText } from '@portal/domain/orders/order-facility';
import type { OrderCreateValues } from '@portal/domain/orders/order-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/problem';
import { findQuotablePlace } from '../locations/quotable-locations.service';
import { dockWeeks, insertFacilityLocation } from '../locations/facility-locations.service';
import { findCompanyLocation, findSameFacility } from './orders.repository';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

/** Where a stop is, as stored: the facility's name, address, contact and dock hours, with the reference data's coordinates and zone. */
export interface StopPlace extends FacilityText {
  locationId: number | null;
  country: string;
  latitude: number;
  longitude: number;
  ianaTimezone: string;
}

type StopInput = OrderCreateValues['stops'][number];
type LocationInput = StopInput['location'];

/** The dock hours a stop works by: the shipping dock at a pickup, the receiving dock at a dropoff. */
async function stopDockHours(db: Db, locationId: number, stopType: StopInput['stopType']): Promise<string | null> {
  const weeks = await dockWeeks(db, [locationId], stopType === 'Pickup' ? 'Shipping' : 'Receiving');
  return dockHoursSummary(weeks.get(locationId) ?? []);
}

/**
 * A facility typed on the order, saved as a location of the customer (with the default dock hours)
 * so it can be picked next time; the same name, street and postal code of that customer is the
 * location already saved, so a retried save makes no twin.
 */
async function saveNewFacility(trx: Db, customerId: number, input: LocationInput, place: { latitude: number; longitude: number; ianaTimezone: string }) {
  const street = input.addressLine1!;
  const same = await findSameFacility(trx, customerId, { name: input.name, addressLine1: street, postalCode: input.postalCode.toUpperCase() });
  if (same) return same.id;
  const now = new Date();
  return insertFacilityLocation(trx, {
    company_id: customerId,
    name: input.name,
    address_line1: street,
    address_line2: input.addressLine2 ?? null,
    city: input.city,
    province: input.state.toUpperCase(),
    postal_code: input.postalCode.toUpperCase(),
    country: input.country,
    latitude: place.latitude,
    longitude: place.longitude,
    iana_timezone: place.ianaTimezone,
    phone_numbers: input.contactPhone ? [input.contactPhone] : [],
    contact_name: input.contactName ?? null,
    created_at: now,
    updated_at: now,
  });
}

/**
 * The facility of each stop, in the caller's transaction:
 * - a saved location (`locationId`): one of the customer's, or a shared one of the TMS (company-less);
 *   the brokerage may use any. Another company's is a 400 naming the field, as an unknown id is.
 * - a new facility (a street given): saved as a location of the customer, then used as one.
 * - a bare place of its postal code (other API clients), named as given.
 * Coordinates and zones are the reference data's (what the client sent is not trusted for distances);
 * an unknown postal code is a 400 naming the field. The stop keeps a copy of the facility as it is now.
 */
export async function resolveStopPlaces(trx: Db, caller: Caller, customerId: number, stops: readonly StopInput[]): Promise<StopPlace[]> {
  const places: StopPlace[] = [];
  for (const [index, stop] of stops.entries()) {
    const input = stop.location;
    let locationId = input.locationId;
    if (locationId === undefined) {
      const place = await findQuotablePlace(trx, input.postalCode);
      if (!place) throw badRequest(SHARED_MESSAGES.unknownPostalCode, { [`stops.${index}.location.postalCode`]: [ORDER_MESSAGES.postalCodeUnknown({ postalCode: input.postalCode })] });
      if (!input.addressLine1) {
        places.push({
          locationId: null,
          name: input.name,
          addressLine1: null,
          addressLine2: input.addressLine2 ?? null,
          city: input.city,
          state: input.state.toUpperCase(),
          postalCode: input.postalCode.toUpperCase(),
          country: input.country,
          latitude: place.latitude,
          longitude: place.longitude,
          ianaTimezone: place.ianaTimezone,
          contactName: input.contactName ?? null,
          contactPhone: input.contactPhone ?? null,
          dockHours: null,
        });
        continue;
      }
      locationId = await saveNewFacility(trx, customerId, input, place);
    }
    const location = await findCompanyLocation(trx, caller, customerId, locationId);
    if (!location || location.latitude === null || location.longitude === null) {
      throw badRequest(SHARED_MESSAGES.unknownLocation, { [`stops.${index}.location.locationId`]: [ORDER_MESSAGES.chooseOwnLocation] });
    }
    places.push({
      locationId: location.id,
      name: location.name,
      addressLine1: location.address_line1,
      addressLine2: location.address_line2,
      city: location.city,
      state: location.province,
      postalCode: location.postal_code,
      country: location.country,
      latitude: location.latitude,
      longitude: location.longitude,
      ianaTimezone: location.iana_timezone ?? input.ianaTimezone,
      contactName: location.contact_name,
      contactPhone: location.phone_numbers[0] ?? null,
      dockHours: await stopDockHours(trx, location.id, stop.stopType),
    });
  }
  return places;
}
