import { statusAfterDeliveryConfirmation, statusAfterDispatch } from '@portal/domain/shipments/lifecycle';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { assertBookedAndOpen, getVisibleShipment, lockWritableShipment } from './shipment-access';
import { ActivityKind, recordActivity, refreshTracking, statusChangeEntry } from './shipment-activity';
import { iso } from './shipment-format';
import { updateShipment } from './shipments.repository';
import type { Db } from '../../db/db';

/** Changes other than stop events: booked carrier or brokerage, not voided, booked and not closed. */
async function withCarrierUpdate<T>(db: Db, caller: Caller, id: number, change: (trx: Db, shipment: ShipmentsRow, now: Date) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'carrierUpdate');
    assertBookedAndOpen(shipment);
    const result = await change(trx, shipment, new Date());
    await refreshTracking(trx, shipment.id);
    return result;
  });
}

// ---- PRO number --------------------------------------------------------------------------------

export async function updateShippingProNumber(db: Db, caller: Caller, id: number, value: string) {
  return withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    await updateShipment(trx, shipment.id, { shipping_pro_number: value });
    const before = shipment.shipping_pro_number ? ` (was ${shipment.shipping_pro_number})` : '';
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.ProNumber, description: `Shipping PRO number set to ${value}${before}`, timeStamp: now });
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
    unitNumber === null || shipment.carrier_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('equipment')
          .select(['id', 'unit_number', 'make', 'model', 'license_plate', 'length_feet', 'equipment_mode'])
          .where('company_id', '=', shipment.carrier_id)
          .where('kind', '=', kind)
          .where('unit_number', '=', unitNumber)
          .executeTakeFirst();
  const [truck, trailer] = await Promise.all([find('PowerUnit', shipment.truck_number), find('Trailer', shipment.trailer_number)]);
  return {
    truckNumber: shipment.truck_number,
    trailerNumber: shipment.trailer_number,
    equipmentMode: shipment.equipment_mode,
    truck: truck ? { id: truck.id, unitNumber: truck.unit_number, make: truck.make, model: truck.model, licensePlate: truck.license_plate } : null,
    trailer: trailer ? { id: trailer.id, unitNumber: trailer.unit_number, lengthFeet: trailer.length_feet, equipmentMode: trailer.equipment_mode } : null,
  };
}

export async function saveEquipment(db: Db, caller: Caller, id: number, input: { truckNumber?: string | null; trailerNumber?: string | null }) {
  const truckNumber = input.truckNumber ?? null;
  const trailerNumber = input.trailerNumber ?? null;
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    await updateShipment(trx, shipment.id, { truck_number: truckNumber, trailer_number: trailerNumber });
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Equipment,
      description: `Equipment set: truck ${truckNumber ?? 'none'}, trailer ${trailerNumber ?? 'none'}`,
      timeStamp: now,
    });
  });
  return getEquipment(db, caller, id);
}

// ---- drivers -----------------------------------------------------------------------------------

function driverRows(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_drivers as sd')
    .innerJoin('drivers as d', 'd.id', 'sd.driver_id')
    .select(['d.id', 'd.first_name', 'd.last_name', 'd.email', 'd.mobile_phone', 'd.profile_file_id', 'sd.assigned_at'])
    .where('sd.shipment_id', '=', shipmentId)
    .orderBy('sd.assigned_at')
    .orderBy('d.id')
    .execute();
}

export async function getDrivers(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const rows = await driverRows(db, shipment.id);
  const data = rows.map((d) => ({
    id: d.id,
    firstName: d.first_name,
    lastName: d.last_name,
    name: `${d.first_name} ${d.last_name}`,
    email: d.email,
    mobilePhone: d.mobile_phone,
    fileId: d.profile_file_id,
    assignedAt: iso(d.assigned_at),
  }));
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

export async function saveDrivers(db: Db, caller: Caller, id: number, driverIds: number[]) {
  const wanted = [...new Set(driverIds)];
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    if (shipment.status >= ShipmentStatus.Delivered) throw conflict(`Shipment ${shipment.shipment_number} is already delivered; its drivers cannot change`);
    const drivers =
      wanted.length === 0
        ? []
        : await trx.selectFrom('drivers').select(['id', 'company_id', 'first_name', 'last_name', 'is_active']).where('id', 'in', wanted).execute();
    const ok = new Set(drivers.filter((d) => d.company_id === shipment.carrier_id && d.is_active).map((d) => d.id));
    const wrong = wanted.filter((driverId) => !ok.has(driverId));
    if (wrong.length > 0) {
      throw badRequest('Invalid driverIds', { driverIds: [`Not an active driver of the booked carrier: ${wrong.join(', ')}`] });
    }
    const current = await trx.selectFrom('shipment_drivers').select('driver_id').where('shipment_id', '=', shipment.id).execute();
    const had = new Set(current.map((r) => r.driver_id));
    const added = wanted.filter((d) => !had.has(d));
    const removed = [...had].filter((d) => !wanted.includes(d));
    if (removed.length > 0) await trx.deleteFrom('shipment_drivers').where('shipment_id', '=', shipment.id).where('driver_id', 'in', removed).execute();
    if (added.length > 0) await trx.insertInto('shipment_drivers').values(added.map((driverId) => ({ shipment_id: shipment.id, driver_id: driverId, assigned_at: now }))).execute();
    const names = new Map(drivers.map((d) => [d.id, `${d.first_name} ${d.last_name}`]));
    const removedNames = removed.length === 0 ? new Map<number, string>() : await driverNames(trx, removed);
    for (const driverId of added) {
      await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.DriverAssigned, description: `Driver ${names.get(driverId)} assigned`, timeStamp: now });
    }
    for (const driverId of removed) {
      await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.DriverRemoved, description: `Driver ${removedNames.get(driverId) ?? driverId} removed`, timeStamp: now });
    }
    if (added.length > 0) await dispatchIfBooked(trx, caller, shipment, now, 'driver assigned');
  });
  return getDrivers(db, caller, id);
}

async function driverNames(db: Db, ids: number[]) {
  const rows = await db.selectFrom('drivers').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((d) => [d.id, `${d.first_name} ${d.last_name}`]));
}

export async function removeDriver(db: Db, caller: Caller, id: number, driverId: number) {
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    const deleted = await trx.deleteFrom('shipment_drivers').where('shipment_id', '=', shipment.id).where('driver_id', '=', driverId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Driver assignment');
    const names = await driverNames(trx, [driverId]);
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.DriverRemoved, description: `Driver ${names.get(driverId) ?? driverId} removed`, timeStamp: now });
  });
  return getDrivers(db, caller, id);
}

/** Explicit dispatch of a booked shipment (without assigning a driver). */
export async function dispatchShipment(db: Db, caller: Caller, id: number) {
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    const move = statusAfterDispatch(shipment.status as ShipmentStatus);
    if (!move.ok) throw conflict(`Shipment ${shipment.shipment_number}: ${move.reason}`);
    await updateShipment(trx, shipment.id, { status: move.status });
    await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, move.status, now, 'dispatched'));
  });
}

// ---- empty location ----------------------------------------------------------------------------

export async function getEmptyLocation(db: Db, caller: Caller, id: number) {
  const s = await getVisibleShipment(db, caller, id);
  return { city: s.empty_city, state: s.empty_state, postalCode: s.empty_postal_code, emptyAt: iso(s.empty_at) };
}

export async function saveEmptyLocation(db: Db, caller: Caller, id: number, input: { city: string; state: string; postalCode: string; emptyAt: string }) {
  const state = input.state.toUpperCase();
  const postalCode = input.postalCode.toUpperCase();
  await withCarrierUpdate(db, caller, id, async (trx, shipment, now) => {
    await updateShipment(trx, shipment.id, { empty_city: input.city, empty_state: state, empty_postal_code: postalCode, empty_at: new Date(input.emptyAt) });
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.EmptyLocation,
      description: `Empty location set to ${input.city}, ${state} ${postalCode}`,
      city: input.city,
      state,
      timeStamp: now,
    });
  });
  return getEmptyLocation(db, caller, id);
}

// ---- problems ----------------------------------------------------------------------------------

function problemRows(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_problems as p')
    .leftJoin('users as u', 'u.id', 'p.reported_by_user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(['p.id', 'p.problem_type', 'p.description', 'p.created_at', 'p.resolved_at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'c.name as company_name'])
    .where('p.shipment_id', '=', shipmentId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

type ProblemRow = Awaited<ReturnType<typeof problemRows>>[number];

export function problemView(p: ProblemRow) {
  return {
    id: p.id,
    problemType: p.problem_type,
    description: p.description,
    createdAt: p.created_at.toISOString(),
    resolvedAt: iso(p.resolved_at),
    reportedBy: p.user_id === null || p.first_name === null ? null : { id: p.user_id, firstName: p.first_name, lastName: p.last_name ?? '', companyName: p.company_name },
  };
}

export async function getTrackingProblems(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const data = (await problemRows(db, shipment.id)).map(problemView);
  return { data, totalCount: data.length };
}

export async function reportProblem(db: Db, caller: Caller, id: number, input: { problemType: string; description?: string }) {
  const problemId = await db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'problem');
    if (shipment.status < ShipmentStatus.Booked) throw conflict(`Shipment ${shipment.shipment_number} is not booked yet`);
    const now = new Date();
    const row = await trx
      .insertInto('shipment_problems')
      .values({ shipment_id: shipment.id, problem_type: input.problemType, description: input.description || null, reported_by_user_id: caller.userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordActivity(trx, shipment.id, caller, {
      kind: ActivityKind.Problem,
      description: `Problem reported: ${input.problemType}${input.description ? ` - ${input.description}` : ''}`,
      timeStamp: now,
    });
    return row.id;
  });
  const problem = (await problemRows(db, id)).find((p) => p.id === problemId)!;
  return problemView(problem);
}

// ---- closure -----------------------------------------------------------------------------------

export async function quickClosure(db: Db, caller: Caller, id: number) {
  return db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'carrierUpdate');
    const move = statusAfterDeliveryConfirmation(shipment.status as ShipmentStatus);
    if (!move.ok) throw conflict(`Shipment ${shipment.shipment_number}: ${move.reason}`);
    const now = new Date();
    await updateShipment(trx, shipment.id, { status: move.status, quick_closed_at: now });
    await recordActivity(trx, shipment.id, caller, { ...statusChangeEntry(shipment.status, move.status, now, 'quick closure'), kind: ActivityKind.QuickClosure });
    await refreshTracking(trx, shipment.id);
    return { id: shipment.id, shipmentNumber: shipment.shipment_number, status: move.status };
  });
}
