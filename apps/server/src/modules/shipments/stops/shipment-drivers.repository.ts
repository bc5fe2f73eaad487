import type { Db } from '../../../db/db';

/** The drivers assigned to a shipment, first assigned first. */
export function findAssignedDrivers(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_drivers as sd')
    .innerJoin('drivers as d', 'd.id', 'sd.driver_id')
    .select(['d.id', 'd.first_name', 'd.last_name', 'd.email', 'd.mobile_phone', 'd.profile_file_id', 'sd.assigned_at'])
    .where('sd.shipment_id', '=', shipmentId)
    .orderBy('sd.assigned_at')
    .orderBy('d.id')
    .execute();
}

export function findDrivers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('drivers').select(['id', 'company_id', 'first_name', 'last_name', 'is_active']).where('id', 'in', [...ids]).execute();
}

export async function findAssignedDriverIds(db: Db, shipmentId: number): Promise<number[]> {
  const rows = await db.selectFrom('shipment_drivers').select('driver_id').where('shipment_id', '=', shipmentId).execute();
  return rows.map((r) => r.driver_id);
}

export function assignDrivers(trx: Db, shipmentId: number, driverIds: readonly number[], assignedAt: Date) {
  return trx
    .insertInto('shipment_drivers')
    .values(driverIds.map((driverId) => ({ shipment_id: shipmentId, driver_id: driverId, assigned_at: assignedAt })))
    .execute();
}

/** Removes the assignments; answers how many there were. */
export async function unassignDrivers(trx: Db, shipmentId: number, driverIds: readonly number[]): Promise<number> {
  const deleted = await trx.deleteFrom('shipment_drivers').where('shipment_id', '=', shipmentId).where('driver_id', 'in', [...driverIds]).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
