import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { isCanadianPostalCode } from '@portal/domain/locations/postal-code';
import { abbreviationOf } from '@portal/domain/locations/regions';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/problem';

export const METERS_PER_MILE = 1609.344;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

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

type Column = `${string}.${string}`;

/** ll_to_earth over two columns, spelled exactly like the GiST index expressions so they are used. */
export function earthAt(latitudeColumn: Column, longitudeColumn: Column): RawBuilder<unknown> {
  return sql`ll_to_earth(${sql.ref(latitudeColumn)}, ${sql.ref(longitudeColumn)})`;
}

/**
 * The same point as earthAt, computed in the query with ll_to_earth's own formula (the same value, bit
 * for bit). ll_to_earth carries a search_path (migration 0004), so PostgreSQL cannot inline it and
 * switches settings on every call: about 4 µs, which was 25 ms of a 100-mile search around Chicago
 * (6,000 loads). Use this for arithmetic on every row; index conditions need earthAt.
 */
export function earthComputedAt(latitudeColumn: Column, longitudeColumn: Column): RawBuilder<unknown> {
  const latitude = sql.ref(latitudeColumn);
  const longitude = sql.ref(longitudeColumn);
  return sql`cube(cube(cube(earth() * cos(radians(${latitude})) * cos(radians(${longitude}))), earth() * cos(radians(${latitude})) * sin(radians(${longitude}))), earth() * sin(radians(${latitude})))`;
}

export function earthOf(point: GeoPoint): RawBuilder<unknown> {
  return sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
}

/**
 * Great-circle meters between two earth points: earth_distance's formula (sec_to_gc of the chord)
 * written out. sec_to_gc uses its argument three times, so PostgreSQL does not inline it over an
 * expression and makes a SQL function call on every row. `least` stands for its cap at half the
 * circumference.
 */
function metersBetween(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(2 * earth() * asin(least(cube_distance(${a}, ${b}) / (2 * earth()), 1)))`;
}

/** Great-circle miles between two earth points, computed by the database (earthdistance). */
export function milesBetween(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${metersBetween(a, b)} / ${METERS_PER_MILE}::float8)`;
}

/**
 * Within `radiusMiles` of `center`: earth_box narrows the search on the GiST index (a cube around
 * the circle), the distance then keeps the true circle. `point` must be spelled like the index
 * (earthAt); `computedPoint` (earthComputedAt of the same columns) spares an ll_to_earth call per row.
 */
export function withinMiles(
  center: RawBuilder<unknown>,
  radiusMiles: number | RawBuilder<number>,
  point: RawBuilder<unknown>,
  computedPoint: RawBuilder<unknown> = point,
): RawBuilder<boolean> {
  const meters = typeof radiusMiles === 'number' ? sql`${radiusMiles * METERS_PER_MILE}::float8` : sql`(${radiusMiles} * ${METERS_PER_MILE}::float8)`;
  return sql<boolean>`(earth_box(${center}, ${meters}) @> ${point} and ${metersBetween(center, computedPoint)} <= ${meters})`;
}

/** Miles to one decimal, as every distance leaves the API. */
export function roundMiles(miles: number | string | null | undefined): number | null {
  if (miles === null || miles === undefined) return null;
  return Math.round(Number(miles) * 10) / 10;
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
export async function resolvePlace(db: Kysely<Database>, input: PlaceInput, field: string): Promise<Place | null> {
  if (isEmpty(input)) return null;
  const name = fieldNamer(field);
  if (input.latitude !== undefined || input.longitude !== undefined) {
    if (!hasCoordinates(input)) {
      const missing = input.latitude === undefined ? name('Lat') : name('Lng');
      throw badRequest(`${missing} is required with the other coordinate`, { [missing]: ['Give both coordinates'] });
    }
    return { latitude: input.latitude, longitude: input.longitude, city: input.city ?? '', state: input.state ?? '', postalCode: input.postalCode ?? null };
  }
  if (input.postalCode) return resolvePostalCode(db, input.postalCode, name('PostalCode'));
  if (!input.city) throw badRequest(`${name('City')} is required with ${name('State')}`, { [name('City')]: ['Give a city with the state, or a postal code'] });
  if (!input.state) throw badRequest(`${name('State')} is required with ${name('City')}`, { [name('State')]: ['Give the state or province of the city'] });
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
const rememberedPlaces = new WeakMap<Kysely<Database>, LRUCache<string, { place: Place | null }>>();

async function remembered(db: Kysely<Database>, key: string, lookup: () => Promise<Place | null>): Promise<Place | null> {
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

async function resolvePostalCode(db: Kysely<Database>, postalCode: string, field: string): Promise<Place> {
  const text = postalCode.trim().toUpperCase();
  // The reference table holds US ZIP codes and Canadian forward sortation areas (first three characters).
  const canadian = isCanadianPostalCode(text) || /^[A-Z]\d[A-Z]$/.test(text);
  const country = canadian ? 'CA' : 'US';
  const key = canadian ? text.slice(0, 3) : text.slice(0, 5);
  const place = await remembered(db, `postal ${country} ${key}`, async () => {
    const row = await db
      .selectFrom('postal_codes')
      .select(['city', 'state', 'latitude', 'longitude'])
      .where('country', '=', country)
      .where('postal_code', '=', key)
      .executeTakeFirst();
    return row ? { city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude, postalCode: null } : null;
  });
  if (!place) throw badRequest(`Unknown postal code '${postalCode}'`, { [field]: [`Unknown postal code '${postalCode}'`] });
  return { ...place, postalCode: text };
}

/** A city is the centre of its postal codes. */
async function resolveCity(db: Kysely<Database>, city: string, stateText: string, name: (suffix: string) => string): Promise<Place> {
  const state = abbreviationOf(stateText);
  if (!state) throw badRequest(`Unknown state or province '${stateText}'`, { [name('State')]: [`Unknown state or province '${stateText}'`] });
  const lowerCity = city.trim().toLowerCase();
  const place = await remembered(db, `city ${state} ${lowerCity}`, async () => {
    const row = await db
      .selectFrom('postal_codes')
      .select([
        sql<string>`min(city)`.as('city'),
        sql<number>`avg(latitude)`.as('latitude'),
        sql<number>`avg(longitude)`.as('longitude'),
        sql<string>`min(postal_code)`.as('postal_code'),
        sql<number>`count(*)`.as('count'),
      ])
      .where(sql`lower(city)`, '=', lowerCity)
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    if (Number(row.count) === 0) return null;
    return { city: row.city, state, latitude: Number(row.latitude), longitude: Number(row.longitude), postalCode: Number(row.count) === 1 ? row.postal_code : null };
  });
  if (!place) throw badRequest(`Unknown city '${city}, ${state}'`, { [name('City')]: [`No city '${city}' in ${state}`] });
  return place;
}

/** "Chicago, IL" */
export function placeLabel(place: { city: string | null; state: string | null }): string {
  return [place.city, place.state].filter(Boolean).join(', ');
}
