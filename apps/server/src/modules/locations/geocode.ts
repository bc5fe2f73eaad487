import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import type { Db } from '../../db/db';
import { badRequest } from '../../lib/problem';
import { findPostalPlace } from './locations.repository';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

export interface Geocoded {
  postalCode: string;
  latitude: number;
  longitude: number;
  ianaTimezone: string | null;
}

/**
 * Geocodes a location by its postal code through the reference table: US ZIP codes by their first
 * five digits, Canadian codes by their forward sortation area. An unknown code is a 400 naming it.
 */
export async function geocodePostalCode(db: Db, postalCode: string, country: 'US' | 'CA'): Promise<Geocoded> {
  const text = postalCode.trim().toUpperCase();
  const canadian = isCanadianPostalCode(text);
  const key = canadian ? text.slice(0, 3) : text.slice(0, 5);
  const place = /^\d{5}$/.test(key) || canadian ? await findPostalPlace(db, canadian ? 'CA' : country, key) : undefined;
  if (!place) throw badRequest(SHARED_MESSAGES.unknownPostalCodeQuoted({ postalCode }), { postalCode: [SHARED_MESSAGES.unknownPostalCodeQuoted({ postalCode })] });
  // Canadian codes are kept in the form Canada Post prints: A1A 1A1.
  const normalized = canadian ? `${text.slice(0, 3)} ${text.slice(-3)}` : text;
  return { postalCode: normalized, latitude: place.latitude, longitude: place.longitude, ianaTimezone: place.iana_timezone };
}
