import type { EquipmentKind, EquipmentUnit, EquipmentValues } from '@portal/domain/equipment/equipment-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import {
  countActiveEquipment,
  findActiveUnit,
  findCompanyUnit,
  insertUnit,
  isUnitNumberTaken,
  listCompanyEquipment,
  lockCompanyUnit,
  retireUnit,
  updateUnit,
  type EquipmentFilter,
  type UnitColumns,
} from './equipment.repository';
import { EQUIPMENT_MESSAGES } from '@portal/domain/equipment/equipment-messages';

type UnitRow = NonNullable<Awaited<ReturnType<typeof findCompanyUnit>>>;

/** The messages of each kind of unit (the kind's name is part of each text). */
const KIND_MESSAGES = {
  Trailer: {
    exists: EQUIPMENT_MESSAGES.trailerExists,
    is: EQUIPMENT_MESSAGES.isTrailer,
    retired: EQUIPMENT_MESSAGES.trailerRetired,
    numberFixed: EQUIPMENT_MESSAGES.trailerNumberFixed,
    alreadyRetired: EQUIPMENT_MESSAGES.trailerAlreadyRetired,
    onLoad: EQUIPMENT_MESSAGES.trailerOnLoad,
  },
  PowerUnit: {
    exists: EQUIPMENT_MESSAGES.powerUnitExists,
    is: EQUIPMENT_MESSAGES.isPowerUnit,
    retired: EQUIPMENT_MESSAGES.powerUnitRetired,
    numberFixed: EQUIPMENT_MESSAGES.powerUnitNumberFixed,
    alreadyRetired: EQUIPMENT_MESSAGES.powerUnitAlreadyRetired,
    onLoad: EQUIPMENT_MESSAGES.powerUnitOnLoad,
  },
} satisfies Record<EquipmentKind, unknown>;

function unitView(row: UnitRow): EquipmentUnit {
  return {
    id: row.id,
    kind: row.kind as EquipmentKind,
    unitNumber: row.unit_number,
    trailerType: row.kind === 'Trailer' ? row.equipment_mode : null,
    lengthFeet: row.length_feet,
    vin: row.vin,
    licensePlate: row.license_plate,
    licenseState: row.license_state,
    year: row.year,
    make: row.make,
    model: row.model,
    reeferUnit: row.reefer_unit,
    eldVehicleId: row.eld_vehicle_id,
    isActive: row.is_active,
    retiredAt: row.retired_at?.toISOString() ?? null,
    activeShipmentNumber: row.active_shipment_number,
  };
}

function columnsOf(values: EquipmentValues): UnitColumns {
  const trailer = values.kind === 'Trailer';
  return {
    unit_number: values.unitNumber,
    equipment_mode: trailer ? (values.trailerType ?? null) : null,
    length_feet: trailer ? (values.lengthFeet ?? null) : null,
    vin: values.vin ?? null,
    license_plate: values.licensePlate ?? null,
    license_state: values.licenseState ?? null,
    year: values.year ?? null,
    make: values.make ?? null,
    model: values.model ?? null,
    reefer_unit: trailer ? (values.reeferUnit ?? null) : null,
    eld_vehicle_id: trailer ? null : (values.eldVehicleId ?? null),
  };
}

const duplicate = (kind: EquipmentKind, unitNumber: string) => conflict(KIND_MESSAGES[kind].exists({ unitNumber }));

/** The company's units of one kind, a page at a time, with the tab totals. */
export async function listEquipment(db: Db, caller: Caller, query: EquipmentFilter & { page: number; pageSize: number }) {
  const [{ rows, totalCount }, totals] = await Promise.all([
    listCompanyEquipment(db, caller.companyId, query, { page: query.page, pageSize: query.pageSize }),
    countActiveEquipment(db, caller.companyId),
  ]);
  return { data: rows.map(unitView), totalCount, totals };
}

export async function getEquipmentUnit(db: Db, caller: Caller, id: number): Promise<EquipmentUnit> {
  const row = await findCompanyUnit(db, caller.companyId, id);
  if (!row) throw notFound('Equipment');
  return unitView(row);
}

export async function createEquipmentUnit(db: Db, caller: Caller, values: EquipmentValues): Promise<EquipmentUnit> {
  const id = await db.transaction().execute(async (trx) => {
    if (await isUnitNumberTaken(trx, caller.companyId, values.kind, values.unitNumber)) throw duplicate(values.kind, values.unitNumber);
    return insertUnit(trx, caller.companyId, values.kind, columnsOf(values)).catch(uniqueAsConflict(values));
  });
  return getEquipmentUnit(db, caller, id);
}

/**
 * Edits a unit in service. Its kind is fixed; a unit on an active load keeps its number, because the
 * load names its truck and trailer by number.
 */
export async function updateEquipmentUnit(db: Db, caller: Caller, id: number, values: EquipmentValues): Promise<EquipmentUnit> {
  await db.transaction().execute(async (trx) => {
    const unit = await lockCompanyUnit(trx, caller.companyId, id);
    if (!unit) throw notFound('Equipment');
    if (unit.kind !== values.kind) throw badRequest(EQUIPMENT_MESSAGES.keepsKind, { kind: [KIND_MESSAGES[unit.kind as EquipmentKind].is] });
    if (!unit.is_active) throw conflict(KIND_MESSAGES[values.kind].retired({ unitNumber: unit.unit_number }));
    if (unit.unit_number !== values.unitNumber) {
      if (unit.active_shipment_number) {
        throw conflict(KIND_MESSAGES[values.kind].numberFixed({ unitNumber: unit.unit_number, shipmentNumber: unit.active_shipment_number }));
      }
      if (await isUnitNumberTaken(trx, caller.companyId, values.kind, values.unitNumber, id)) throw duplicate(values.kind, values.unitNumber);
    }
    await updateUnit(trx, id, columnsOf(values)).catch(uniqueAsConflict(values));
  });
  return getEquipmentUnit(db, caller, id);
}

/** Takes a unit out of service; refused while an active load (Booked to At Stop) carries it. */
export async function retireEquipmentUnit(db: Db, caller: Caller, id: number): Promise<EquipmentUnit> {
  await db.transaction().execute(async (trx) => {
    const unit = await lockCompanyUnit(trx, caller.companyId, id);
    if (!unit) throw notFound('Equipment');
    const messages = KIND_MESSAGES[unit.kind as EquipmentKind];
    if (!unit.is_active) throw conflict(messages.alreadyRetired({ unitNumber: unit.unit_number }));
    if (unit.active_shipment_number) throw conflict(messages.onLoad({ unitNumber: unit.unit_number, shipmentNumber: unit.active_shipment_number }));
    await retireUnit(trx, id, new Date());
  });
  return getEquipmentUnit(db, caller, id);
}

/** Two saves racing for one unit number: the loser hears what the unique index said. */
function uniqueAsConflict(values: EquipmentValues) {
  return (error: unknown): never => {
    if ((error as { code?: string }).code === '23505') throw duplicate(values.kind, values.unitNumber);
    throw error;
  };
}

/** The company's unit in service of a kind, by id: how a load's truck or trailer is picked from the fleet. */
export function findActiveCompanyUnit(db: Db, companyId: number, kind: EquipmentKind, id: number) {
  return findActiveUnit(db, companyId, kind, id);
}
