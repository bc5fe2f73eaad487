import { LRUCache } from 'lru-cache';
import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import { abbreviationOf } from '@portal/domain/locations/regions';
import type { Db } from '../../db/db';
import type { GeoPoint } from '../../db/geo';
import { badRequest } from '../../lib/problem';
import { findCityCentre, findPostalCode, findPostalCodeZones } from './places.repository';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

/** A point with the place it stands for, as the load board shows it. */
export interface Place extends GeoPoint {
  city: string;
  state: string;
  postalCode: string | null;
}

/** What a request may say about a place: coordinates, a postal code, or a city and state. */
export interface PlaceInput {
  city?: string;
  state?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
}

/** Both coordinates, or neither. */
function hasCoordinates(input: PlaceInput): input is PlaceInput & GeoPoint {
  return input.latitude !== undefined && input.longitude !== undefined;
}

function isEmpty(input: PlaceInput): boolean {
  return !input.city && !input.state && !input.postalCode && input.latitude === undefined && input.longitude === undefined;
}

/**
 * Resolves a place through the postal_codes reference table (or takes given coordinates).
 * `field` prefixes the field names of a 400 (origin -> originCity, originPostalCode...).
 * Answers null when the input says nothing about a place.
 */
export async function resolvePlace(db: Db, input: PlaceInput, field: string): Promise<Place | null> {
  if (isEmpty(input)) return null;
  const name = fieldNamer(field);
  if (input.latitude !== undefined || input.longitude !== undefined) {
    if (!hasCoordinates(input)) {
      const missing = input.latitude === undefined ? name('Lat') : name('Lng');
      throw badRequest(SHARED_MESSAGES.coordinateAlone({ field: missing }), { [missing]: [SHARED_MESSAGES.giveBothCoordinates] });
    }
    return { latitude: input.latitude, longitude: input.longitude, city: input.city ?? '', state: input.state ?? '', postalCode: input.postalCode ?? null };
  }
  if (input.postalCode) return resolvePostalCode(db, input.postalCode, name('PostalCode'));
  if (!input.city) throw badRequest(SHARED_MESSAGES.requiredWith({ field: name('City'), other: name('State') }), { [name('City')]: [SHARED_MESSAGES.giveCityWithState] });
  if (!input.state) throw badRequest(SHARED_MESSAGES.requiredWith({ field: name('State'), other: name('City') }), { [name('State')]: [SHARED_MESSAGES.giveStateOfCity] });
  return resolveCity(db, input.city, input.state, name);
}

/**
 * Field names of a place's parts: 'origin' gives originCity, originPostalCode...; '' gives city,
 * postalCode...; 'desiredDestinations.0.' gives desiredDestinations.0.city...
 */
export function fieldNamer(prefix: string): (suffix: string) => string {
  const lower = prefix === '' || prefix.endsWith('.');
  return (suffix) => `${prefix}${lower ? suffix[0].toLowerCase() + suffix.slice(1) : suffix}`;
}

// Places resolved through postal_codes, remembered per database: the table is reference data, filled
// at startup and never written after, so an answer (or an unknown place) stays true while we run.
const PLACES_REMEMBERED = 10_000;
const rememberedPlaces = new WeakMap<Db, LRUCache<string, { place: Place | null }>>();

async function remembered(db: Db, key: string, lookup: () => Promise<Place | null>): Promise<Place | null> {
  let places = rememberedPlaces.get(db);
  if (!places) rememberedPlaces.set(db, (places = new LRUCache({ max: PLACES_REMEMBERED })));
  let entry = places.get(key);
  if (!entry) {
    entry = { place: await lookup() };
    places.set(key, entry);
  }
  // A copy: callers may spread or change the place they get.
  return entry.place && { ...entry.place };
}

async function resolvePostalCode(db: Db, postalCode: string, field: string): Promise<Place> {
  const text = postalCode.trim().toUpperCase();
  // The reference table holds US ZIP codes and Canadian forward sortation areas (first three characters).
  const canadian = isCanadianPostalCode(text) || /^[A-Z]\d[A-Z]$/.test(text);
  const country = canadian ? 'CA' : 'US';
  const key = canadian ? text.slice(0, 3) : text.slice(0, 5);
  const place = await remembered(db, `postal ${country} ${key}`, async () => {
    const row = await findPostalCode(db, country, key);
    return row ? { city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude, postalCode: null } : null;
  });
  if (!place) throw badRequest(SHARED_MESSAGES.unknownPostalCodeQuoted({ postalCode }), { [field]: [SHARED_MESSAGES.unknownPostalCodeQuoted({ postalCode })] });
  return { ...place, postalCode: text };
}

/** A city is the centre of its postal codes. */
async function resolveCity(db: Db, city: string, stateText: string, name: (suffix: string) => string): Promise<Place> {
  const state = abbreviationOf(stateText);
  if (!state) throw badRequest(SHARED_MESSAGES.unknownState({ state: stateText }), { [name('State')]: [SHARED_MESSAGES.unknownState({ state: stateText })] });
  const lowerCity = city.trim().toLowerCase();
  const place = await remembered(db, `city ${state} ${lowerCity}`, async () => {
    const row = await findCityCentre(db, lowerCity, state);
    if (Number(row.count) === 0) return null;
    return { city: row.city, state, latitude: Number(row.latitude), longitude: Number(row.longitude), postalCode: Number(row.count) === 1 ? row.postal_code : null };
  });
  if (!place) throw badRequest(SHARED_MESSAGES.unknownCity({ city, state }), { [name('City')]: [SHARED_MESSAGES.noCityInState({ city, state })] });
  return place;
}

/** The IANA zones of postal codes, by postal code: the zone a place's times are read in. */
export function postalCodeZones(db: Db, postalCodes: readonly string[]): Promise<Map<string, string>> {
  return findPostalCodeZones(db, postalCodes);
}
