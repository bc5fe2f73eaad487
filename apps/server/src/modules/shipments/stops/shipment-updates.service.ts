import { statusAfterDeliveryConfirmation, statusAfterDispatch } from '@portal/domain/shipments/lifecycle';
import type { EmptyLocationBody, EquipmentBodyValues } from '@portal/domain/shipments/shipment-request-schemas';
import type { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict, invalidFields, notFound } from '../../../lib/problem';
import { findActiveCompanyUnit } from '../../equipment/equipment.service';
import { getVisibleShipment, lockWritableShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity, refreshTracking, statusChangeEntry } from '../activity/shipment-activity';
import { withCarrierUpdate } from './shipment-carrier-update';
import { findCarrierUnit } from './shipment-equipment.repository';
import { iso } from '@portal/domain/common/iso';
import { updateShipment } from '../access/shipments.repository';
import { NO_UNIT, WHY_DISPATCHED, WHY_QUICK_CLOSURE, activityClauses, emptyLocationSet, equipmentSet, previousValue, proNumberSet } from '@portal/domain/shipments/activity-texts';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

// ---- PRO number --------------------------------------------------------------------------------

export async function updateShippingProNumber(db: Db, caller: Caller, id: number, value: string) {
  return withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    await updateShipment(trx, shipment.id, { shipping_pro_number: value });
    const description = activityClauses(proNumberSet(value), shipment.shipping_pro_number && previousValue(shipment.shipping_pro_number));
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.ProNumber, description, timeStamp: now });
    return { value };
  });
}

// ---- equipment ---------------------------------------------------------------------------------

export async function getEquipment(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  return equipmentView(db, shipment);
}

async function equipmentView(db: Db, shipment: Pick<ShipmentsRow, 'carrier_id' | 'truck_number' | 'trailer_number' | 'equipment_mode'>) {
  const find = (kind: 'PowerUnit' | 'Trailer', unitNumber: string | null) =>
    unitNumber === null || shipment.carrier_id === null ? Promise.resolve(undefined) : findCarrierUnit(db, shipment.carrier_id, kind, unitNumber);
  const [truck, trailer] = await Promise.all([find('PowerUnit', shipment.truck_number), find('Trailer', shipment.trailer_number)]);
  return {
    truckNumber: shipment.truck_number,
    trailerNumber: shipment.trailer_number,
    equipmentMode: shipment.equipment_mode,
    truck: truck ? { id: truck.id, unitNumber: truck.unit_number, make: truck.make, model: truck.model, licensePlate: truck.license_plate } : null,
    trailer: trailer ? { id: trailer.id, unitNumber: trailer.unit_number, lengthFeet: trailer.length_feet, equipmentMode: trailer.equipment_mode } : null,
  };
}

/**
 * The unit number to store for one side (truck or trailer): a unit picked by id must be an active
 * unit of that kind of the booked carrier (another company's, or none, answers 404), and a number
 * typed beside it must be that unit's.
 */
async function unitNumberFor(db: Db, carrierId: number | null, kind: 'PowerUnit' | 'Trailer', unitId: number | null | undefined, typed: string | null | undefined) {
  if (unitId === null || unitId === undefined) return typed ?? null;
  const unit = carrierId === null ? undefined : await findActiveCompanyUnit(db, carrierId, kind, unitId);
  if (!unit) throw notFound(kind === 'PowerUnit' ? 'Truck' : 'Trailer');
  const field = kind === 'PowerUnit' ? 'truckNumber' : 'trailerNumber';
  if (typed && typed !== unit.unit_number) throw invalidFields({ [field]: [SHIPMENT_MESSAGES.unitPicked({ unitNumber: unit.unit_number })] });
  return unit.unit_number;
}

/**
 * Sets truck and trailer of a locked booked shipment, inside the caller's transaction (the
 * assignment panel, and accepting a tender): a unit picked by id must be an active unit of the
 * booked carrier; answers the unit numbers stored.
 */
export async function assignShipmentEquipment(trx: Db, caller: Caller, shipment: ShipmentsRow, input: EquipmentBodyValues, now: Date) {
  const truckNumber = await unitNumberFor(trx, shipment.carrier_id, 'PowerUnit', input.truckId, input.truckNumber);
  const trailerNumber = await unitNumberFor(trx, shipment.carrier_id, 'Trailer', input.trailerId, input.trailerNumber);
  await updateShipment(trx, shipment.id, { truck_number: truckNumber, trailer_number: trailerNumber });
  await recordActivity(trx, shipment.id, caller, {
    kind: ActivityKind.Equipment,
    description: equipmentSet(truckNumber ?? NO_UNIT, trailerNumber ?? NO_UNIT),
    timeStamp: now,
  });
  return { truckNumber, trailerNumber };
}

export async function saveEquipment(db: Db, caller: Caller, id: number, input: EquipmentBodyValues) {
  await withCarrierUpdate(db, caller, id, (trx, shipment, now) => assignShipmentEquipment(trx, caller, shipment, input, now));
  return getEquipment(db, caller, id);
}

// ---- empty location ----------------------------------------------------------------------------

export async function getEmptyLocation(db: Db, caller: Caller, id: number) {
  const s = await getVisibleShipment(db, caller, id);
  return { city: s.empty_city, state: s.empty_state, postalCode: s.empty_postal_code, emptyAt: iso(s.empty_at) };
}

export async function saveEmptyLocation(db: Db, caller: Caller, id: number, input: EmptyLocationBody) {
  const state = input.state.toUpperCase();
  const postalCode = input.postalCode.toUpperCase();
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    await updateShipment(trx, shipment.id, { empty_city: input.city, empty_state: state, empty_postal_code: postalCode, empty_at: new Date(input.emptyAt) });
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.EmptyLocation,
      description: emptyLocationSet(`${input.city}, ${state} ${postalCode}`),
      city: input.city,
      state,
      timeStamp: now,
    });
  });
  return getEmptyLocation(db, caller, id);
}

// ---- status ------------------------------------------------------------------------------------

/** Explicit dispatch of a booked shipment (without assigning a driver). */
export async function dispatchShipment(db: Db, caller: Caller, id: number) {
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    const move = statusAfterDispatch(shipment.status as ShipmentStatus);
    if (!move.ok) throw conflict(SHARED_MESSAGES.shipmentRefused({ shipmentNumber: shipment.shipment_number, reason: move.reason }));
    await updateShipment(trx, shipment.id, { status: move.status });
    await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, move.status, now, WHY_DISPATCHED));
  });
}

export async function quickClosure(db: Db, caller: Caller, id: number) {
  return db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'carrierUpdate');
    const move = statusAfterDeliveryConfirmation(shipment.status as ShipmentStatus);
    if (!move.ok) throw conflict(SHARED_MESSAGES.shipmentRefused({ shipmentNumber: shipment.shipment_number, reason: move.reason }));
    const now = new Date();
    await updateShipment(trx, shipment.id, { status: move.status, quick_closed_at: now });
    await recordActivity(trx, shipment.id, caller, { ...statusChangeEntry(shipment.status, move.status, now, WHY_QUICK_CLOSURE), kind: ActivityKind.QuickClosure });
    await refreshTracking(trx, shipment.id);
    return { id: shipment.id, shipmentNumber: shipment.shipment_number, status: move.status };
  });
}
