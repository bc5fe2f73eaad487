import type { ShipmentStopsUpdate } from '../../db/database';
import type { Db } from '../../db/db';

export function updateStop(trx: Db, stopId: number, values: ShipmentStopsUpdate) {
  return trx.updateTable('shipment_stops').set(values).where('id', '=', stopId).execute();
}
