import type { Insertable } from 'kysely';
import { withVinCheckDigit } from '@portal/domain/equipment/vin';
import type { DriversTable, EquipmentTable } from '../database';
import { CARRIER_KEYS, type CarrierAssets, type CarrierKey, type Companies, type DriverRef, type EquipmentRef, type SeedContext, type Users } from './context';
import { DAY, Rng, addMs, insertAll } from './support';
import type { Db } from '../db';

const HOME_STATE: Record<CarrierKey, string> = {
  blueRidge: 'VA', loneStar: 'TX', greatLakes: 'MI', pacificCoast: 'CA', mapleLeaf: 'ON', rustyWheels: 'TN',
};
const UNIT_PREFIX: Record<CarrierKey, string> = {
  blueRidge: 'BR', loneStar: 'LS', greatLakes: 'GL', pacificCoast: 'PC', mapleLeaf: 'ML', rustyWheels: 'RW',
};
const DRIVER_COUNT: Record<CarrierKey, number> = {
  blueRidge: 5, loneStar: 3, greatLakes: 3, pacificCoast: 2, mapleLeaf: 3, rustyWheels: 2,
};
const FLEET_SIZE: Record<CarrierKey, { trucks: number; trailers: number }> = {
  blueRidge: { trucks: 8, trailers: 8 },
  loneStar: { trucks: 3, trailers: 3 },
  greatLakes: { trucks: 3, trailers: 3 },
  pacificCoast: { trucks: 2, trailers: 3 },
  mapleLeaf: { trucks: 3, trailers: 3 },
  rustyWheels: { trucks: 2, trailers: 2 },
};

const TRACTORS = [
  ['Freightliner', 'Cascadia'], ['Kenworth', 'T680'], ['Peterbilt', '579'], ['Volvo', 'VNL 860'],
  ['International', 'LT625'], ['Mack', 'Anthem'],
] as const;
/** Trailer make and model by the equipment mode it serves. */
const TRAILERS: Record<'Dry' | 'Reefer' | 'Flatbed', readonly (readonly [string, string])[]> = {
  Dry: [['Wabash', 'DuraPlate'], ['Utility', '4000D-X'], ['Great Dane', 'Champion']],
  Reefer: [['Utility', '3000R'], ['Great Dane', 'Everest']],
  Flatbed: [['Fontaine', 'Infinity'], ['Utility', '4000AE']],
};
/** Blue Ridge runs mostly vans, some reefers, two flatbeds. */
const TRAILER_MODES = ['Dry', 'Reefer', 'Dry', 'Flatbed', 'Dry', 'Reefer', 'Dry', 'Flatbed'] as const;

const REEFER_UNITS = ['Thermo King Precedent S-600', 'Carrier Transicold X4 7300'] as const;

/**
 * Licence expiry dates without drawing from the random stream (so the rest of the seed stays as it
 * was): each carrier's second driver's licence lapses within the 30-day warning, the third's has
 * lapsed, the others run a year or more.
 */
function licenceExpiry(now: Date, n: number): string {
  const days = n === 1 ? 20 : n === 2 ? -5 : 400 + n * 97;
  return addMs(now, days * DAY).toISOString().slice(0, 10);
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** Drivers and equipment of every carrier; links driver@demo.test to its driver row. */
export async function seedCarrierAssets(db: Db, ctx: SeedContext, companies: Companies, users: Users): Promise<CarrierAssets> {
  const { faker, ids, now } = ctx;
  const rng = Rng.for('carrier-assets');
  // Random characters with the check digit put in place, so every seeded VIN passes the portal's check.
  const vin = () => withVinCheckDigit(Array.from({ length: 17 }, () => rng.pick(VIN_CHARS.split(''))).join(''));
  const plate = () => `${rng.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))}${rng.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))}${rng.int(10000, 99999)}`;

  const drivers = {} as Record<CarrierKey, DriverRef[]>;
  const powerUnits = {} as Record<CarrierKey, EquipmentRef[]>;
  const trailers = {} as Record<CarrierKey, EquipmentRef[]>;
  const driverRows: Insertable<DriversTable>[] = [];
  const equipmentRows: Insertable<EquipmentTable>[] = [];

  for (const carrier of CARRIER_KEYS) {
    const company = companies[carrier];
    drivers[carrier] = [];
    for (let n = 0; n < DRIVER_COUNT[carrier]; n++) {
      const isDemoDriver = carrier === 'blueRidge' && n === 0;
      const firstName = isDemoDriver ? users.driver.firstName : faker.person.firstName('male');
      const lastName = isDemoDriver ? users.driver.lastName : faker.person.lastName();
      const id = ids.next('drivers');
      const ref: DriverRef = { id, companyId: company.id, firstName, lastName, userId: isDemoDriver ? users.driver.id : null };
      drivers[carrier].push(ref);
      driverRows.push({
        id,
        company_id: company.id,
        user_id: ref.userId,
        first_name: firstName,
        last_name: lastName,
        email: isDemoDriver ? users.driver.email : `${firstName}.${lastName}.${id}@drivers.test`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
        mobile_phone: `(${rng.int(201, 989)}) 555-${String(rng.int(100, 199)).padStart(4, '0')}`,
        profile_file_id: null,
        license_number: `${HOME_STATE[carrier]}${rng.int(10000000, 99999999)}`,
        license_state: HOME_STATE[carrier],
        license_expires_on: licenceExpiry(now, n),
        is_active: true,
        created_at: addMs(now, -rng.int(60, 700) * DAY),
      });
    }

    powerUnits[carrier] = [];
    trailers[carrier] = [];
    const fleet = FLEET_SIZE[carrier];
    for (let n = 0; n < fleet.trucks; n++) {
      const [make, model] = TRACTORS[(n + carrier.length) % TRACTORS.length];
      const id = ids.next('equipment');
      const unitNumber = `${UNIT_PREFIX[carrier]}-${101 + n}`;
      powerUnits[carrier].push({ id, kind: 'PowerUnit', unitNumber, equipmentMode: null });
      equipmentRows.push({
        id,
        company_id: company.id,
        kind: 'PowerUnit',
        unit_number: unitNumber,
        equipment_mode: null,
        make,
        model,
        year: rng.int(2017, 2025),
        vin: vin(),
        license_plate: plate(),
        license_state: HOME_STATE[carrier],
        length_feet: null,
        // The tracking provider's vehicle id, linked for the demo carrier's first trucks.
        eld_vehicle_id: carrier === 'blueRidge' && n < 3 ? `28147497${String(id).padStart(7, '0')}` : null,
        is_active: true,
        created_at: addMs(now, -rng.int(90, 900) * DAY),
      });
    }
    for (let n = 0; n < fleet.trailers; n++) {
      const mode = TRAILER_MODES[n % TRAILER_MODES.length];
      const [make, model] = TRAILERS[mode][n % TRAILERS[mode].length];
      const id = ids.next('equipment');
      const unitNumber = `${UNIT_PREFIX[carrier]}T-${5301 + n}`;
      // Blue Ridge keeps one old van out of service; loads never get it.
      const isActive = !(carrier === 'blueRidge' && n === fleet.trailers - 2);
      if (isActive) trailers[carrier].push({ id, kind: 'Trailer', unitNumber, equipmentMode: mode });
      equipmentRows.push({
        id,
        company_id: company.id,
        kind: 'Trailer',
        unit_number: unitNumber,
        equipment_mode: mode,
        make,
        model,
        year: rng.int(2014, 2025),
        vin: vin(),
        license_plate: plate(),
        license_state: HOME_STATE[carrier],
        length_feet: mode === 'Flatbed' ? 48 : 53,
        reefer_unit: mode === 'Reefer' ? REEFER_UNITS[n % REEFER_UNITS.length] : null,
        retired_at: isActive ? null : addMs(now, -30 * DAY),
        is_active: isActive,
        created_at: addMs(now, -rng.int(90, 900) * DAY),
      });
    }
  }

  await insertAll(db, 'drivers', driverRows);
  await insertAll(db, 'equipment', equipmentRows);
  const demoDriver = drivers.blueRidge[0];
  await db.updateTable('users').set({ driver_id: demoDriver.id }).where('id', '=', users.driver.id).execute();

  return { drivers, demoDriver, powerUnits, trailers };
}
