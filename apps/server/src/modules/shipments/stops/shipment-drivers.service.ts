import { statusAfterDispatch } from '@portal/domain/shipments/lifecycle';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { driverContact } from '../../../lib/driver-contact';
import { conflict, notFound } from '../../../lib/problem';
import { getVisibleShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity, statusChangeEntry } from '../activity/shipment-activity';
import { withCarrierUpdate } from './shipment-carrier-update';
import { assignDrivers, findAssignedDriverIds, findAssignedDrivers, findDrivers, unassignDrivers } from './shipment-drivers.repository';
import { iso } from '@portal/domain/common/iso';
import { updateShipment } from '../access/shipments.repository';
import { driverAssigned, driverRemoved } from '@portal/domain/shipments/activity-texts';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';

export async function getDrivers(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const rows = await findAssignedDrivers(db, shipment.id);
  const data = rows.map((d) => ({ ...driverContact(d), assignedAt: iso(d.assigned_at) }));
  return { data, totalCount: data.length };
}

/** Booked -> Dispatched when the first driver is assigned (the domain decides whether it may move). */
async function dispatchIfBooked(trx: Db, caller: Caller, shipment: ShipmentsRow, now: Date, why: string) {
  if (shipment.status !== ShipmentStatus.Booked) return;
  const move = statusAfterDispatch(shipment.status);
  if (!move.ok) return;
  await updateShipment(trx, shipment.id, { status: move.status });
  await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, move.status, now, why));
}

async function driverNames(db: Db, ids: number[]) {
  const rows = await findDrivers(db, ids);
  return new Map(rows.map((d) => [d.id, `${d.first_name} ${d.last_name}`]));
}

/**
 * Sets the drivers of a locked booked shipment, inside the caller's transaction: active drivers of
 * the booked carrier only; the first one dispatches a Booked shipment. Accepting a tender assigns
 * its driver through here too, so both ways of assigning follow one rule.
 */
export async function assignShipmentDrivers(trx: Db, caller: Caller, shipment: ShipmentsRow, driverIds: readonly number[], now: Date) {
  const wanted = [...new Set(driverIds)];
  if (shipment.status >= ShipmentStatus.Delivered) throw conflict(SHIPMENT_MESSAGES.deliveredDriversFixed({ shipmentNumber: shipment.shipment_number }));
  // Another company's driver answers like a missing one (404); an own inactive driver is a state (409).
  const drivers = (await findDrivers(trx, wanted)).filter((d) => d.company_id === shipment.carrier_id);
  if (drivers.length < wanted.length) throw notFound('Driver');
  const inactive = drivers.filter((d) => !d.is_active);
  if (inactive.length > 0) throw conflict(SHIPMENT_MESSAGES.inactiveDrivers({ drivers: inactive.map((d) => `${d.first_name} ${d.last_name}`).join(', ') }));
  const had = new Set(await findAssignedDriverIds(trx, shipment.id));
  const added = wanted.filter((d) => !had.has(d));
  const removed = [...had].filter((d) => !wanted.includes(d));
  if (removed.length > 0) await unassignDrivers(trx, shipment.id, removed);
  if (added.length > 0) await assignDrivers(trx, shipment.id, added, now);
  const names = new Map(drivers.map((d) => [d.id, `${d.first_name} ${d.last_name}`]));
  const removedNames = removed.length === 0 ? new Map<number, string>() : await driverNames(trx, removed);
  for (const driverId of added) {
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.DriverAssigned, description: driverAssigned(names.get(driverId) ?? String(driverId)), timeStamp: now });
  }
  for (const driverId of removed) {
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.DriverRemoved, description: driverRemoved(removedNames.get(driverId) ?? String(driverId)), timeStamp: now });
  }
  if (added.length > 0) await dispatchIfBooked(trx, caller, shipment, now, 'driver assigned');
}

/** Sets the shipment's drivers from the assignment panel (see assignShipmentDrivers). */
export async function saveDrivers(db: Db, caller: Caller, id: number, driverIds: number[]) {
  await withCarrierUpdate(db, caller, id, (trx, shipment, now) => assignShipmentDrivers(trx, caller, shipment, driverIds, now));
  return getDrivers(db, caller, id);
}

export async function removeDriver(db: Db, caller: Caller, id: number, driverId: number) {
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    if ((await unassignDrivers(trx, shipment.id, [driverId])) === 0) throw notFound('Driver assignment');
    const names = await driverNames(trx, [driverId]);
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.DriverRemoved, description: driverRemoved(names.get(driverId) ?? String(driverId)), timeStamp: now });
  });
  return getDrivers(db, caller, id);
}
