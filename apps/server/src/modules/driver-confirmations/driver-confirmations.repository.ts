import type { Db } from '../../db/db';

/** The load's current confirmation with the confirming driver's name on file, if there is one. */
export function findConfirmationRow(db: Db, shipmentId: number) {
  return db
    .selectFrom('driver_confirmations as c')
    .innerJoin('drivers as d', 'd.id', 'c.driver_id')
    .select(['c.shipment_id', 'c.driver_id', 'c.user_id', 'c.confirmed_name', 'c.truck_number', 'c.confirmed_at', 'c.user_agent', 'd.first_name', 'd.last_name'])
    .where('c.shipment_id', '=', shipmentId)
    .executeTakeFirst();
}
export type ConfirmationRow = NonNullable<Awaited<ReturnType<typeof findConfirmationRow>>>;

export interface NewConfirmation {
  shipmentId: number;
  driverId: number;
  userId: number;
  confirmedName: string;
  truckNumber: string;
  confirmedAt: Date;
  userAgent: string | null;
}

/** Stores the confirmation as the load's current one, replacing an earlier one. */
export async function saveConfirmation(trx: Db, c: NewConfirmation): Promise<void> {
  const values = {
    driver_id: c.driverId,
    user_id: c.userId,
    confirmed_name: c.confirmedName,
    truck_number: c.truckNumber,
    confirmed_at: c.confirmedAt,
    user_agent: c.userAgent,
  };
  await trx
    .insertInto('driver_confirmations')
    .values({ shipment_id: c.shipmentId, ...values })
    .onConflict((oc) => oc.column('shipment_id').doUpdateSet(values))
    .execute();
}
