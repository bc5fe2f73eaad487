import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/problem';
import { isDriverUser } from '../../db/visibility/shipment-visibility';
import type { Db } from '../../db/db';
import { isDriverAssigned } from './shipment-drivers.repository';
import { findVisibleShipmentById, findVisibleShipmentByNumber, lockShipment } from './shipments.repository';

/**
 * Who may do what to a shipment they can see (reads go through shipment-visibility; a shipment the
 * caller cannot see is a 404 everywhere):
 * - stop events (arrival, departure, preload) and problem reports: the booked carrier's users, the
 *   brokerage, and drivers assigned to the shipment;
 * - every other change (drivers, equipment, PRO number, appointments, empty location, closure):
 *   the booked carrier's users and the brokerage;
 * - carrier money (rate confirmation, carrier charges): the booked carrier's users and the brokerage.
 */
export { isDriverUser };

export type WriteKind = 'stopEvent' | 'problem' | 'carrierUpdate';

export const SHIPMENT_NOT_FOUND = 'Shipment';

function isBookedCarrierUser(caller: Caller, shipment: Pick<ShipmentsRow, 'carrier_id'>): boolean {
  return shipment.carrier_id !== null && shipment.carrier_id === caller.companyId && !isDriverUser(caller);
}

export function canSeeCarrierMoney(caller: Caller, shipment: Pick<ShipmentsRow, 'carrier_id'>): boolean {
  return caller.isBrokerage || isBookedCarrierUser(caller, shipment);
}

export function assertCanSeeCarrierMoney(caller: Caller, shipment: Pick<ShipmentsRow, 'carrier_id'>): void {
  if (!canSeeCarrierMoney(caller, shipment)) throw forbidden('Only the booked carrier can see the carrier rate of this shipment');
}

export async function getVisibleShipment(db: Db, caller: Caller, id: number): Promise<ShipmentsRow> {
  const shipment = await findVisibleShipmentById(db, caller, id);
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return shipment;
}

export async function getVisibleShipmentByNumber(db: Db, caller: Caller, shipmentNumber: string): Promise<ShipmentsRow> {
  const shipment = await findVisibleShipmentByNumber(db, caller, shipmentNumber);
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return shipment;
}

async function isAssignedDriver(db: Db, caller: Caller, shipmentId: number): Promise<boolean> {
  return caller.driverId !== null && isDriverAssigned(db, shipmentId, caller.driverId);
}

/**
 * Inside a transaction: the shipment the caller can see (404 otherwise), locked against concurrent
 * changes, that the caller may change this way (403 otherwise), and that is not voided (409).
 */
export async function lockWritableShipment(trx: Db, caller: Caller, id: number, kind: WriteKind): Promise<ShipmentsRow> {
  await getVisibleShipment(trx, caller, id);
  const shipment = await lockShipment(trx, id);
  const allowed =
    caller.isBrokerage ||
    isBookedCarrierUser(caller, shipment) ||
    (kind !== 'carrierUpdate' && isDriverUser(caller) && (await isAssignedDriver(trx, caller, id)));
  if (!allowed) {
    throw forbidden(
      kind === 'carrierUpdate' && isDriverUser(caller)
        ? 'Drivers can record stop events and report problems; ask your dispatcher for this change'
        : 'Only the booked carrier can update this shipment',
    );
  }
  if (shipment.status === ShipmentStatus.Voided) throw conflict(`Shipment ${shipment.shipment_number} is voided and cannot be changed`);
  return shipment;
}

/** Changes other than stop events need a booked, not yet closed shipment. */
export function assertBookedAndOpen(shipment: ShipmentsRow): void {
  if (shipment.status < ShipmentStatus.Booked) throw conflict(`Shipment ${shipment.shipment_number} is not booked yet`);
  if (shipment.status === ShipmentStatus.DeliveryConfirmed) throw conflict(`Shipment ${shipment.shipment_number} is closed (Delivery Confirmed)`);
}
