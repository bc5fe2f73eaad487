import type { Insertable } from 'kysely';
import type { LanesTable, LiveEquipmentTable, SavedLanesTable } from '../database';
import type { CarrierAssets, CarrierKey, Companies, SeedContext, Users } from './context';
import { DAY, HOUR, ROAD_FACTOR, Rng, addMs, floorToHour, greatCircleMiles, insertAll } from './support';
import type { Db } from '../db';

/** A freight market: a real city and the postal code its coordinates and time zone come from. */
export interface CitySpec {
  key: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
  /** How much freight starts or ends here, relative to the others. */
  weight: number;
  /** Telephone area code, for facility phone numbers. */
  areaCode: string;
}

export interface City extends CitySpec {
  latitude: number;
  longitude: number;
  ianaTimezone: string;
}

export const CITY_SPECS: readonly CitySpec[] = [
  { key: 'CHI', city: 'Chicago', state: 'IL', postalCode: '60607', country: 'US', weight: 10, areaCode: '312' },
  { key: 'JOL', city: 'Joliet', state: 'IL', postalCode: '60432', country: 'US', weight: 4, areaCode: '815' },
  { key: 'DAL', city: 'Dallas', state: 'TX', postalCode: '75201', country: 'US', weight: 9, areaCode: '214' },
  { key: 'FTW', city: 'Fort Worth', state: 'TX', postalCode: '76102', country: 'US', weight: 4, areaCode: '817' },
  { key: 'ATL', city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US', weight: 9, areaCode: '404' },
  { key: 'MCD', city: 'McDonough', state: 'GA', postalCode: '30253', country: 'US', weight: 3, areaCode: '770' },
  { key: 'LAX', city: 'Los Angeles', state: 'CA', postalCode: '90021', country: 'US', weight: 8, areaCode: '213' },
  { key: 'ONT', city: 'Ontario', state: 'CA', postalCode: '91761', country: 'US', weight: 4, areaCode: '909' },
  { key: 'MEM', city: 'Memphis', state: 'TN', postalCode: '38103', country: 'US', weight: 6, areaCode: '901' },
  { key: 'DEN', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US', weight: 4, areaCode: '303' },
  { key: 'CMH', city: 'Columbus', state: 'OH', postalCode: '43215', country: 'US', weight: 5, areaCode: '614' },
  { key: 'TOR', city: 'Toronto', state: 'ON', postalCode: 'M5V', country: 'CA', weight: 4, areaCode: '416' },
  { key: 'MTL', city: 'Montreal', state: 'QC', postalCode: 'H3B', country: 'CA', weight: 3, areaCode: '514' },
  { key: 'PHX', city: 'Phoenix', state: 'AZ', postalCode: '85003', country: 'US', weight: 4, areaCode: '602' },
  { key: 'MKC', city: 'Kansas City', state: 'MO', postalCode: '64105', country: 'US', weight: 5, areaCode: '816' },
  { key: 'BNA', city: 'Nashville', state: 'TN', postalCode: '37203', country: 'US', weight: 5, areaCode: '615' },
  { key: 'CLT', city: 'Charlotte', state: 'NC', postalCode: '28202', country: 'US', weight: 5, areaCode: '704' },
  { key: 'IND', city: 'Indianapolis', state: 'IN', postalCode: '46204', country: 'US', weight: 5, areaCode: '317' },
  { key: 'LRD', city: 'Laredo', state: 'TX', postalCode: '78040', country: 'US', weight: 5, areaCode: '956' },
  { key: 'SEA', city: 'Seattle', state: 'WA', postalCode: '98104', country: 'US', weight: 3, areaCode: '206' },
  { key: 'SLC', city: 'Salt Lake City', state: 'UT', postalCode: '84101', country: 'US', weight: 3, areaCode: '801' },
  { key: 'JAX', city: 'Jacksonville', state: 'FL', postalCode: '32202', country: 'US', weight: 4, areaCode: '904' },
  { key: 'HAR', city: 'Harrisburg', state: 'PA', postalCode: '17101', country: 'US', weight: 4, areaCode: '717' },
  { key: 'MSP', city: 'Minneapolis', state: 'MN', postalCode: '55401', country: 'US', weight: 4, areaCode: '612' },
  { key: 'HOU', city: 'Houston', state: 'TX', postalCode: '77002', country: 'US', weight: 6, areaCode: '713' },
  { key: 'STL', city: 'St. Louis', state: 'MO', postalCode: '63101', country: 'US', weight: 4, areaCode: '314' },
  { key: 'SDF', city: 'Louisville', state: 'KY', postalCode: '40202', country: 'US', weight: 4, areaCode: '502' },
  { key: 'DTW', city: 'Detroit', state: 'MI', postalCode: '48226', country: 'US', weight: 4, areaCode: '313' },
  { key: 'OMA', city: 'Omaha', state: 'NE', postalCode: '68102', country: 'US', weight: 2, areaCode: '402' },
  { key: 'OKC', city: 'Oklahoma City', state: 'OK', postalCode: '73102', country: 'US', weight: 2, areaCode: '405' },
  { key: 'SAV', city: 'Savannah', state: 'GA', postalCode: '31401', country: 'US', weight: 3, areaCode: '912' },
  { key: 'EWR', city: 'Newark', state: 'NJ', postalCode: '07102', country: 'US', weight: 4, areaCode: '973' },
  { key: 'ROA', city: 'Roanoke', state: 'VA', postalCode: '24011', country: 'US', weight: 2, areaCode: '540' },
  { key: 'PDX', city: 'Portland', state: 'OR', postalCode: '97204', country: 'US', weight: 2, areaCode: '503' },
  { key: 'ABQ', city: 'Albuquerque', state: 'NM', postalCode: '87102', country: 'US', weight: 1, areaCode: '505' },
];

export type Cities = ReadonlyMap<string, City>;

/** The markets with coordinates and time zones from postal_codes (loaded before the seed). */
export async function loadCities(db: Db): Promise<Cities> {
  const rows = await db
    .selectFrom('postal_codes')
    .select(['country', 'postal_code', 'latitude', 'longitude', 'iana_timezone'])
    .where((eb) => eb.or(CITY_SPECS.map((spec) => eb.and([eb('country', '=', spec.country), eb('postal_code', '=', spec.postalCode)]))))
    .execute();
  const byCode = new Map(rows.map((row) => [`${row.country}:${row.postal_code}`, row]));
  const cities = new Map<string, City>();
  for (const spec of CITY_SPECS) {
    const row = byCode.get(`${spec.country}:${spec.postalCode}`);
    if (!row) throw new Error(`postal_codes has no ${spec.country} ${spec.postalCode} (${spec.city}); load the reference data first`);
    cities.set(spec.key, { ...spec, latitude: row.latitude, longitude: row.longitude, ianaTimezone: row.iana_timezone ?? 'America/Chicago' });
  }
  return cities;
}

export function roadMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return Math.round(greatCircleMiles(a.latitude, a.longitude, b.latitude, b.longitude) * ROAD_FACTOR);
}

/** Lanes each carrier runs most: a carrier's loads mostly follow them, and its History lanes are these. */
export const PREFERRED_LANES: Readonly<Record<CarrierKey, readonly (readonly [string, string])[]>> = {
  blueRidge: [['CHI', 'DAL'], ['DAL', 'ATL'], ['ATL', 'CHI'], ['MEM', 'CMH'], ['CHI', 'CLT'], ['LRD', 'CHI'], ['IND', 'ATL'], ['HAR', 'CHI']],
  loneStar: [['DAL', 'HOU'], ['HOU', 'DAL'], ['LRD', 'DAL'], ['FTW', 'OKC'], ['HOU', 'MEM'], ['LRD', 'HOU'], ['DAL', 'PHX']],
  greatLakes: [['DTW', 'CHI'], ['CHI', 'CMH'], ['IND', 'DTW'], ['CMH', 'HAR'], ['CHI', 'MSP'], ['DTW', 'TOR']],
  pacificCoast: [['LAX', 'PHX'], ['ONT', 'SLC'], ['SEA', 'PDX'], ['LAX', 'SEA'], ['PHX', 'DEN'], ['ONT', 'DAL']],
  mapleLeaf: [['TOR', 'CHI'], ['MTL', 'EWR'], ['TOR', 'DTW'], ['CHI', 'TOR'], ['MTL', 'TOR'], ['TOR', 'HAR']],
  rustyWheels: [['MEM', 'BNA'], ['BNA', 'STL'], ['STL', 'MEM'], ['MEM', 'DAL']],
};

/** Loads-board hubs: most Ready to Book freight starts near them, so radius searches find some. */
export const LOAD_BOARD_HUBS = ['CHI', 'JOL', 'DAL', 'FTW', 'ATL', 'MCD'];

/** A lane's two ends, as the lanes table stores them. */
function laneEndColumns(origin: City, destination: City) {
  return {
    origin_city: origin.city,
    origin_state: origin.state,
    origin_postal_code: origin.postalCode,
    origin_latitude: origin.latitude,
    origin_longitude: origin.longitude,
    destination_city: destination.city,
    destination_state: destination.state,
    destination_postal_code: destination.postalCode,
    destination_latitude: destination.latitude,
    destination_longitude: destination.longitude,
  };
}

/**
 * Carrier lanes (History lanes of each carrier, a few Declared ones), saved lanes of
 * dispatch@demo.test, and Blue Ridge's posted trucks near Chicago, Dallas and Atlanta.
 */
export async function seedLanes(db: Db, ctx: SeedContext, companies: Companies, users: Users, assets: CarrierAssets, cities: Cities): Promise<void> {
  const { ids, now } = ctx;
  const rng = Rng.for('lanes');
  const city = (key: string) => cities.get(key)!;

  const lanes: Insertable<LanesTable>[] = [];
  const modeOf: Record<CarrierKey, readonly string[]> = {
    blueRidge: ['Dry', 'Dry', 'Reefer', 'Flatbed'],
    loneStar: ['Dry', 'Flatbed'],
    greatLakes: ['Dry', 'Reefer'],
    pacificCoast: ['Reefer', 'Dry'],
    mapleLeaf: ['Dry', 'Reefer'],
    rustyWheels: ['Dry'],
  };
  for (const [carrier, pairs] of Object.entries(PREFERRED_LANES) as [CarrierKey, readonly (readonly [string, string])[]][]) {
    const take = carrier === 'blueRidge' ? pairs.length : 3;
    pairs.slice(0, take).forEach(([from, to], index) => {
      lanes.push({
        id: ids.next('lanes'),
        company_id: companies[carrier].id,
        ...laneEndColumns(city(from), city(to)),
        equipment_mode: modeOf[carrier][index % modeOf[carrier].length],
        loads_per_week: rng.int(1, 6),
        rate_per_mile_cents: rng.int(205, 315),
        source: 'History',
        created_at: addMs(now, -rng.int(20, 200) * DAY),
      });
    });
  }
  // Lanes Blue Ridge declared it wants, beside the ones it has history on.
  for (const [from, to, mode] of [['ROA', 'ATL', 'Dry'], ['CLT', 'ROA', 'Dry']] as const) {
    lanes.push({
      id: ids.next('lanes'),
      company_id: companies.blueRidge.id,
      ...laneEndColumns(city(from), city(to)),
      equipment_mode: mode,
      loads_per_week: 2,
      rate_per_mile_cents: null,
      source: 'Declared',
      created_at: addMs(now, -rng.int(5, 60) * DAY),
    });
  }
  await insertAll(db, 'lanes', lanes);

  const saved: Insertable<SavedLanesTable>[] = [
    { name: 'Chicago outbound', from: 'CHI', to: null, mode: null, originRadius: 100, destinationRadius: 100, notify: true },
    { name: 'Dallas to Atlanta', from: 'DAL', to: 'ATL', mode: 'Dry', originRadius: 150, destinationRadius: 150, notify: false },
    { name: 'Atlanta to Chicago reefer', from: 'ATL', to: 'CHI', mode: 'Reefer', originRadius: 75, destinationRadius: 100, notify: true },
  ].map((lane, index) => {
    const origin = city(lane.from);
    const destination = lane.to ? city(lane.to) : null;
    const createdAt = addMs(now, -(30 - index * 7) * DAY);
    return {
      id: ids.next('saved_lanes'),
      company_id: companies.blueRidge.id,
      user_id: users.dispatch.id,
      name: lane.name,
      origin_city: origin.city,
      origin_state: origin.state,
      origin_postal_code: origin.postalCode,
      origin_latitude: origin.latitude,
      origin_longitude: origin.longitude,
      origin_radius_miles: lane.originRadius,
      destination_city: destination?.city ?? null,
      destination_state: destination?.state ?? null,
      destination_postal_code: destination?.postalCode ?? null,
      destination_latitude: destination?.latitude ?? null,
      destination_longitude: destination?.longitude ?? null,
      destination_radius_miles: lane.destinationRadius,
      equipment_mode: lane.mode,
      notify: lane.notify,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await insertAll(db, 'saved_lanes', saved);

  const destinationsOf = (...keys: string[]) =>
    JSON.stringify(
      keys.map((key) => {
        const c = city(key);
        return { city: c.city, state: c.state, postalCode: c.postalCode, latitude: c.latitude, longitude: c.longitude };
      }),
    );
  const brDrivers = assets.drivers.blueRidge;
  const brTrucks = assets.powerUnits.blueRidge;
  const posted: Insertable<LiveEquipmentTable>[] = [
    { at: 'CHI', to: ['DAL', 'ATL'], mode: 'Dry', note: 'Empty in Chicago after a morning delivery; prefer southbound.' },
    { at: 'DAL', to: ['ATL', 'MEM', 'CHI'], mode: 'Reefer', note: 'Reefer, pre-cooled, team available.' },
    { at: 'ATL', to: ['CHI', 'IND'], mode: 'Dry', note: null },
  ].map((truck, index) => {
    const c = city(truck.at);
    const from = addMs(floorToHour(now), (3 + index * 9) * HOUR);
    return {
      id: ids.next('live_equipment'),
      company_id: companies.blueRidge.id,
      user_id: users.dispatch.id,
      driver_id: brDrivers[(index + 1) % brDrivers.length].id,
      equipment_mode: truck.mode,
      truck_number: brTrucks[(index + 3) % brTrucks.length].unitNumber,
      city: c.city,
      state: c.state,
      postal_code: c.postalCode,
      // A few miles off the city centre: a truck stop, not the postal centroid.
      latitude: Math.round((c.latitude + rng.float(-0.08, 0.08)) * 1e5) / 1e5,
      longitude: Math.round((c.longitude + rng.float(-0.08, 0.08)) * 1e5) / 1e5,
      available_from: from,
      available_to: addMs(from, 2 * DAY),
      desired_destinations: destinationsOf(...truck.to),
      notes: truck.note,
      created_at: addMs(now, -(index + 1) * 2 * HOUR),
    };
  });
  await insertAll(db, 'live_equipment', posted);
}
