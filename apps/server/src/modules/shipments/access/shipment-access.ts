import { MESSAGES } from '@portal/domain/common/messages';
import { canRunLoad, loadPartyOf, type LoadParty } from '@portal/domain/shipments/shipment-write-access';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Caller } from '../../../lib/caller';
import { conflict, forbidden, notFound } from '../../../lib/problem';
import { isDriverUser } from '../../../db/visibility/shipment-visibility';
import type { Db } from '../../../db/db';
import { findAssignedDriverIds } from '../stops/shipment-drivers.repository';
import { findVisibleShipmentById, findVisibleShipmentByNumber, lockShipment } from './shipments.repository';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { shipmentIdOfKey } from '@portal/domain/shipments/shipment-key';

/**
 * Who may do what to a shipment they can see (reads go through shipment-visibility; a shipment the
 * caller cannot see is a 404 everywhere). Seeing is not taking part: the parties of a load are the
 * booked carrier (its users and its drivers assigned to the load), the customer's brokers and the
 * brokerage (the domain's loadPartyOf, the one rule):
 * - notes, documents, stop events (arrival, departure, preload) and problem reports: any party; the
 *   load's notes and documents are read by its parties only;
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
  if (!canSeeCarrierMoney(caller, shipment)) throw forbidden(SHIPMENT_MESSAGES.carrierRateHidden);
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

/** The shipment a key names (an entry link's shipment_id): its number first, then, all digits, its id. */
export async function getVisibleShipmentByNumberOrId(db: Db, caller: Caller, key: string): Promise<ShipmentsRow> {
  const byNumber = await findVisibleShipmentByNumber(db, caller, key);
  if (byNumber) return byNumber;
  const id = shipmentIdOfKey(key);
  const byId = id === null ? undefined : await findVisibleShipmentById(db, caller, id);
  if (!byId) throw notFound(SHIPMENT_NOT_FOUND);
  return byId;
}

/** The caller's part on a shipment it can see (null: it sees the load but takes no part in it). */
export async function shipmentPartyOf(db: Db, caller: Caller, shipment: Pick<ShipmentsRow, 'id' | 'carrier_id' | 'customer_id'>): Promise<LoadParty | null> {
  const driverId = isDriverUser(caller) ? caller.driverId : null;
  // Only a driver's part depends on the assignments: nobody else waits for them.
  const assignedDriverIds = driverId === null ? [] : await findAssignedDriverIds(db, shipment.id);
  return loadPartyOf(
    { companyId: caller.companyId, isBrokerage: caller.isBrokerage, isBroker: caller.isBroker, driverId },
    { carrierId: shipment.carrier_id, customerId: shipment.customer_id, assignedDriverIds },
  );
}

/** The problem a caller who sees a load but takes no part in it gets for a write. */
export const notAParty = () => forbidden(MESSAGES.notAuthorized);

/**
 * Inside a transaction: the shipment the caller can see (404 otherwise), locked against concurrent
 * changes, that the caller may change this way (403 otherwise), and that is not voided (409).
 */
export async function lockWritableShipment(trx: Db, caller: Caller, id: number, kind: WriteKind): Promise<ShipmentsRow> {
  await getVisibleShipment(trx, caller, id);
  const shipment = await lockShipment(trx, id);
  const party = await shipmentPartyOf(trx, caller, shipment);
  if (kind !== 'carrierUpdate' && party === null) throw notAParty();
  if (kind === 'carrierUpdate' && !canRunLoad(party)) {
    throw forbidden(party === 'driver' ? SHIPMENT_MESSAGES.driversLimited : SHIPMENT_MESSAGES.bookedCarrierOnly);
  }
  if (shipment.status === ShipmentStatus.Voided) throw conflict(SHARED_MESSAGES.shipmentVoidedUnchangeable({ shipmentNumber: shipment.shipment_number }));
  return shipment;
}

/** Changes other than stop events need a booked, not yet closed shipment. */
export function assertBookedAndOpen(shipment: ShipmentsRow): void {
  if (shipment.status < ShipmentStatus.Booked) throw conflict(SHARED_MESSAGES.shipmentNotBookedYet({ shipmentNumber: shipment.shipment_number }));
  if (shipment.status === ShipmentStatus.DeliveryConfirmed) throw conflict(SHIPMENT_MESSAGES.closed({ shipmentNumber: shipment.shipment_number }));
}
