import type { Db } from '../../../db/db';

/** The carrier's truck (PowerUnit) or trailer with this unit number. */
export function findCarrierUnit(db: Db, carrierId: number, kind: 'PowerUnit' | 'Trailer', unitNumber: string) {
  return db
    .selectFrom('equipment')
    .select(['id', 'unit_number', 'make', 'model', 'license_plate', 'length_feet', 'equipment_mode'])
    .where('company_id', '=', carrierId)
    .where('kind', '=', kind)
    .where('unit_number', '=', unitNumber)
    .executeTakeFirst();
}
