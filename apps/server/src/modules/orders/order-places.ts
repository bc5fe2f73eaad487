import type { OrderCreateValues } from '@portal/domain/orders/order-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/problem';
import { findQuotablePlace } from '../locations/quotable-locations.service';
import { findCompanyLocation } from './orders.repository';

/** Where a stop is, as stored: the name and address the user gave, the coordinates and zone the reference data gives. */
export interface StopPlace {
  locationId: number | null;
  name: string;
  addressLine1: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
  ianaTimezone: string;
}

type StopInput = OrderCreateValues['stops'][number];

/**
 * The place of each stop: a company location (the caller's own; the brokerage any), else the
 * quotable location of its postal code, whose coordinates and time zone are the reference data's
 * (what the client sent is not trusted for distances). An unknown one is a 400 naming the field.
 */
export async function resolveStopPlaces(db: Db, caller: Caller, stops: readonly StopInput[]): Promise<StopPlace[]> {
  const places: StopPlace[] = [];
  for (const [index, stop] of stops.entries()) {
    const input = stop.location;
    if (input.locationId !== undefined) {
      const location = await findCompanyLocation(db, caller, input.locationId);
      if (!location || location.latitude === null || location.longitude === null) {
        throw badRequest('Unknown location', { [`stops.${index}.location.locationId`]: ['Choose one of your locations'] });
      }
      places.push({
        locationId: location.id,
        name: location.name,
        addressLine1: location.address_line1,
        city: location.city,
        state: location.province,
        postalCode: location.postal_code,
        country: location.country,
        latitude: location.latitude,
        longitude: location.longitude,
        ianaTimezone: location.iana_timezone ?? input.ianaTimezone,
      });
      continue;
    }
    const place = await findQuotablePlace(db, input.postalCode);
    if (!place) throw badRequest('Unknown postal code', { [`stops.${index}.location.postalCode`]: [`${input.postalCode} is not a known postal code`] });
    places.push({
      locationId: null,
      name: input.name,
      addressLine1: input.addressLine1 ?? null,
      city: input.city,
      state: input.state.toUpperCase(),
      postalCode: input.postalCode.toUpperCase(),
      country: input.country,
      latitude: place.latitude,
      longitude: place.longitude,
      ianaTimezone: place.ianaTimezone,
    });
  }
  return places;
}
