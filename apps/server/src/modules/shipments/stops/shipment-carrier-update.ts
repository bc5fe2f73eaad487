import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { assertBookedAndOpen, lockWritableShipment } from '../access/shipment-access';
import { refreshTracking } from '../activity/shipment-activity';

/**
 * Runs a change other than a stop event in one transaction: the booked carrier or the brokerage,
 * on a shipment that is not voided, booked and not closed; the tracking columns follow.
 */
export async function withCarrierUpdate<T>(db: Db, caller: Caller, id: number, change: (trx: Db, shipment: ShipmentsRow, now: Date) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'carrierUpdate');
    assertBookedAndOpen(shipment);
    const result = await change(trx, shipment, new Date());
    await refreshTracking(trx, shipment.id);
    return result;
  });
}
