import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { needsUpdateSql } from '../list/shipment-list.repository';
import { shipmentsOf } from '../access/shipments.repository';

export function findTrip(db: Db, tripId: number) {
  return db.selectFrom('trips').select(['id', 'trip_number', 'carrier_id', 'created_at']).where('id', '=', tripId).executeTakeFirstOrThrow();
}

/** Shipments of one trip that the caller may see, in pickup order. */
export function findVisibleTripShipments(db: Db, caller: Caller, tripId: number, now: Date) {
  return shipmentsOf(db, caller)
    .selectAll('shipments')
    .select(needsUpdateSql(now).as('needs_update'))
    .select((eb) => eb.selectFrom('companies as c').select('c.name').whereRef('c.id', '=', 'shipments.carrier_id').as('carrier_name'))
    .where('shipments.trip_id', '=', tripId)
    .orderBy('shipments.pickup_early')
    .orderBy('shipments.id')
    .execute();
}
