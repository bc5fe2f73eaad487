import { driverConfirmationDue } from '@portal/domain/compliance/know-your-driver';
import { DRIVER_CONFIRMATION_MESSAGES } from '@portal/domain/driver-confirmations/driver-confirmation-messages';
import type { DriverConfirmationBody, DriverConfirmationState } from '@portal/domain/driver-confirmations/driver-confirmation-schemas';
import { isActiveLoad } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { getVisibleShipment, SHIPMENT_NOT_FOUND, shipmentPartyOf } from '../shipments/access/shipment-access';
import { findConfirmationRow, saveConfirmation, type ConfirmationRow } from './driver-confirmations.repository';

/**
 * The load's current driver confirmation (name, truck, when, from which device), or undefined. For
 * other modules reading it as a fact about the load (the fraud signals): no caller, no access check.
 */
export async function findDriverConfirmation(db: Db, shipmentId: number) {
  const row = await findConfirmationRow(db, shipmentId);
  if (!row) return undefined;
  return {
    shipmentId: row.shipment_id,
    driverId: row.driver_id,
    userId: row.user_id,
    confirmedName: row.confirmed_name,
    truckNumber: row.truck_number,
    confirmedAt: row.confirmed_at,
    userAgent: row.user_agent,
  };
}

/**
 * Who reads a load's confirmation: its booked carrier's users, its assigned drivers and the
 * brokerage's staff. The customer sees the load but not who drives it; anyone else does not see it.
 */
async function readableShipment(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party === null || party === 'customer') throw notFound(SHIPMENT_NOT_FOUND);
  return { shipment, party };
}

function stateOf(shipment: ShipmentsRow, row: ConfirmationRow | undefined, canConfirm: boolean, now: Date): DriverConfirmationState {
  return {
    shipmentId: shipment.id,
    pickupAt: shipment.pickup_early.toISOString(),
    confirmation: row
      ? {
          driverId: row.driver_id,
          driverName: `${row.first_name} ${row.last_name}`,
          confirmedName: row.confirmed_name,
          truckNumber: row.truck_number,
          confirmedAt: row.confirmed_at.toISOString(),
        }
      : null,
    // Only a load still to run can be overdue: a delivered or unbooked one waits for nobody.
    due: isActiveLoad(shipment.status) && driverConfirmationDue(shipment.pickup_early, row?.confirmed_at ?? null, now),
    canConfirm,
  };
}

export async function getDriverConfirmation(db: Db, caller: Caller, id: number, now = new Date()) {
  const { shipment, party } = await readableShipment(db, caller, id);
  const row = await findConfirmationRow(db, shipment.id);
  return { data: stateOf(shipment, row, party === 'driver' && isActiveLoad(shipment.status), now) };
}

/**
 * The assigned driver confirms, from their own session, the name they go by and the truck they are
 * in. The office cannot do it for them: the point is that the person at the wheel answers. The
 * device's user agent is kept beside it and the audit log records who confirmed what.
 */
export async function confirmDriver(db: Db, caller: Caller, id: number, body: DriverConfirmationBody, context: AuditContext, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const { shipment, party } = await readableShipment(trx, caller, id);
    if (party !== 'driver' || caller.driverId === null) throw forbidden(DRIVER_CONFIRMATION_MESSAGES.driversOnly);
    if (!isActiveLoad(shipment.status)) throw conflict(DRIVER_CONFIRMATION_MESSAGES.notOpen({ shipmentNumber: shipment.shipment_number }));
    const confirmedName = body.name.trim();
    const truckNumber = body.truckNumber.trim();
    await saveConfirmation(trx, {
      shipmentId: shipment.id,
      driverId: caller.driverId,
      userId: caller.userId,
      confirmedName,
      truckNumber,
      confirmedAt: now,
      userAgent: context.userAgent,
    });
    await recordAudit(trx, {
      action: 'driver.confirmed_for_load',
      actor: actorOf(caller),
      target: { type: 'driver', id: caller.driverId },
      context,
      details: { shipmentNumber: shipment.shipment_number, confirmedName, truckNumber },
    });
    const row = await findConfirmationRow(trx, shipment.id);
    return { data: stateOf(shipment, row, true, now) };
  });
}
