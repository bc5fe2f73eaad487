import type { Insertable } from 'kysely';
import type { ContactLocationsTable, DockHoursTable, LocationsTable } from '../database';
import type { Companies, CustomerKey, SeedContext } from './context';
import { CITY_SPECS, type Cities, type City } from './lanes-and-cities';
import { DAY, Rng, addMs, insertAll } from './support';
import type { Db } from '../db';

/** A shipper or receiver facility that stops point at. */
export interface Facility {
  id: number;
  cityKey: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  ianaTimezone: string;
  companyId: number | null;
  lumpersAvailable: boolean;
}

export interface Locations {
  /** Facilities of each market, the first belonging to a customer. */
  byCity: ReadonlyMap<string, readonly Facility[]>;
  blueRidgeTerminals: readonly Facility[];
}

/** Receivers and warehouses the demo customers ship to (all fictional). */
const CONSIGNEES = [
  'Greenway Grocers DC', 'Red Oak Hardware', 'Bayside Beverage', 'Crossroads Cold Storage', 'Metro Building Center',
  'Great Plains Foods', 'Lakeside Paper Co.', 'Riverbend Logistics Center', 'Northstar Retail DC', 'Cedar Point Warehousing',
  'Prairie Mills', 'Sunbelt Distribution', 'Blue Heron Foods', 'Ironwood Supply', 'Evergreen Market DC',
  'Tri-State Cold Storage', 'Pinnacle Home Goods', 'Union Yard Warehousing', 'Oakmont Retail DC', 'Copperline Packaging',
];

const SHIPPER_SITE: Record<CustomerKey, string> = {
  heartland: 'Plant',
  northwind: 'Yard',
  cascade: 'Mill',
  apex: 'Cross-Dock',
};

const CUSTOMER_ROTATION: readonly CustomerKey[] = ['heartland', 'northwind', 'cascade', 'apex'];

type DockPattern = 'open' | 'weekdays' | 'twentyFour' | 'shortSaturday';
const PATTERNS: readonly DockPattern[] = ['open', 'weekdays', 'twentyFour', 'shortSaturday'];

/** Seven days of dock hours (0 is Sunday) for shipping and receiving. Default: open 00:00-23:59. */
function dockHours(locationId: number, pattern: DockPattern): Insertable<DockHoursTable>[] {
  const rows: Insertable<DockHoursTable>[] = [];
  for (const stopType of ['Shipping', 'Receiving'] as const) {
    for (let day = 0; day <= 6; day++) {
      const weekend = day === 0 || day === 6;
      let row: Omit<Insertable<DockHoursTable>, 'location_id' | 'stop_type' | 'day_of_week'> = {
        is_closed: false, is_twenty_four_hour: false, start_time: '00:00', end_time: '23:59',
      };
      if (pattern === 'weekdays') {
        row = weekend
          ? { is_closed: true, is_twenty_four_hour: false, start_time: '00:00', end_time: '23:59' }
          : { is_closed: false, is_twenty_four_hour: false, start_time: stopType === 'Shipping' ? '06:00' : '07:00', end_time: '18:00' };
      } else if (pattern === 'twentyFour') {
        row = { is_closed: false, is_twenty_four_hour: true, start_time: '00:00', end_time: '23:59' };
      } else if (pattern === 'shortSaturday') {
        row =
          day === 0
            ? { is_closed: true, is_twenty_four_hour: false, start_time: '00:00', end_time: '23:59' }
            : day === 6
              ? { is_closed: false, is_twenty_four_hour: false, start_time: '08:00', end_time: '12:00' }
              : { is_closed: false, is_twenty_four_hour: false, start_time: '05:00', end_time: '21:30' };
      }
      rows.push({ location_id: locationId, stop_type: stopType, day_of_week: day, ...row });
    }
  }
  return rows;
}

/** A full Canadian postal code in the city's forward sortation area; US ZIPs stay as they are. */
function postalCodeIn(city: City, rng: Rng): string {
  if (city.country === 'US') return city.postalCode;
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${city.postalCode} ${rng.int(1, 9)}${rng.pick(letters.split(''))}${rng.int(0, 9)}`;
}

/** Shipper and receiver facilities in every market with dock hours, plus Blue Ridge's own terminals. */
export async function seedLocations(db: Db, ctx: SeedContext, companies: Companies, cities: Cities, blueRidgeContactIds: readonly number[]): Promise<Locations> {
  const { faker, ids, now } = ctx;
  const rng = Rng.for('locations');
  const locationRows: Insertable<LocationsTable>[] = [];
  const hourRows: Insertable<DockHoursTable>[] = [];
  const byCity = new Map<string, Facility[]>();

  const add = (
    city: City,
    name: string,
    companyId: number | null,
    details: Partial<Insertable<LocationsTable>>,
    pattern: DockPattern,
  ): Facility => {
    const id = ids.next('locations');
    const facility: Facility = {
      id,
      cityKey: city.key,
      name,
      addressLine1: faker.location.streetAddress(),
      city: city.city,
      state: city.state,
      postalCode: postalCodeIn(city, rng),
      country: city.country,
      latitude: Math.round((city.latitude + rng.float(-0.06, 0.06)) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + rng.float(-0.06, 0.06)) * 1e5) / 1e5,
      ianaTimezone: city.ianaTimezone,
      companyId,
      lumpersAvailable: details.lumpers_available ?? false,
    };
    const createdAt = addMs(now, -rng.int(90, 720) * DAY);
    locationRows.push({
      id,
      company_id: companyId,
      name,
      address_line1: facility.addressLine1,
      address_line2: rng.chance(0.15) ? `Dock ${rng.int(1, 12)}` : null,
      city: facility.city,
      province: facility.state,
      postal_code: facility.postalCode,
      country: facility.country,
      latitude: facility.latitude,
      longitude: facility.longitude,
      iana_timezone: facility.ianaTimezone,
      phone_numbers: [`(${city.areaCode}) 555-${String(rng.int(100, 199)).padStart(4, '0')}`],
      edi_codes: rng.chance(0.4) ? [`${city.key}${rng.int(100, 999)}`] : [],
      email: null,
      dock_length: rng.pick([48, 53, 60, 75]),
      directions: null,
      created_at: createdAt,
      updated_at: createdAt,
      ...details,
    });
    hourRows.push(...dockHours(id, pattern));
    return facility;
  };

  let consignee = 0;
  CITY_SPECS.forEach((spec, index) => {
    const city = cities.get(spec.key)!;
    const customer = CUSTOMER_ROTATION[index % CUSTOMER_ROTATION.length];
    const facilities: Facility[] = [
      add(city, `${companies[customer].name} ${city.city} ${SHIPPER_SITE[customer]}`, companies[customer].id, {
        location_type: customer === 'apex' ? 'Cross Dock' : customer === 'heartland' ? 'Manufacturing' : 'Warehouse',
        is_primary_location: companies[customer].city === city.city,
        is_appointment_required: index % 3 === 0,
        overnight_parking: index % 2 === 0,
        email: `shipping.${spec.key.toLowerCase()}@${companies[customer].name.toLowerCase().replace(/[^a-z]/g, '')}.test`,
        directions: index % 4 === 0 ? 'Trucks enter from the north gate; check in at the guard shack with the pickup number.' : null,
      }, PATTERNS[index % PATTERNS.length]),
    ];
    for (let n = 0; n < 2; n++) {
      const name = CONSIGNEES[consignee++ % CONSIGNEES.length];
      const grocery = /Grocers|Foods|Market|Cold|Beverage/.test(name);
      facilities.push(
        add(city, `${name} - ${city.city}`, null, {
          location_type: /Cold/.test(name) ? 'Cold Storage' : /DC|Distribution|Logistics/.test(name) ? 'Distribution Center' : 'Warehouse',
          lumpers_available: grocery,
          is_appointment_required: grocery || n === 0,
          overnight_parking: n === 1,
        }, PATTERNS[(index + n + 1) % PATTERNS.length]),
      );
    }
    byCity.set(spec.key, facilities);
  });

  const terminals = [
    add(cities.get('ROA')!, 'Blue Ridge Transport - Roanoke Terminal', companies.blueRidge.id, {
      location_type: 'Terminal', is_primary_location: true, overnight_parking: true,
      email: 'terminal@blueridgetransport.test', directions: 'Drivers park along the east fence; the shop is open 06:00-22:00.',
    }, 'twentyFour'),
    add(cities.get('JOL')!, 'Blue Ridge Transport - Joliet Drop Yard', companies.blueRidge.id, {
      location_type: 'Terminal', overnight_parking: true,
    }, 'twentyFour'),
    add(cities.get('DAL')!, 'Blue Ridge Transport - Dallas Drop Yard', companies.blueRidge.id, {
      location_type: 'Terminal', overnight_parking: true,
    }, 'weekdays'),
  ];

  await insertAll(db, 'locations', locationRows);
  await insertAll(db, 'dock_hours', hourRows);
  const links: Insertable<ContactLocationsTable>[] = blueRidgeContactIds.map((contactId, index) => ({
    contact_id: contactId,
    location_id: terminals[index % terminals.length].id,
  }));
  await insertAll(db, 'contact_locations', links);

  return { byCity, blueRidgeTerminals: terminals };
}
