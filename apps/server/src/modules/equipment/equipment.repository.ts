import { sql } from 'kysely';
import type { EquipmentKind } from '@portal/domain/equipment/equipment-schemas';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { NewEquipment } from '../../db/database';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import { containsPattern } from '../../lib/like-pattern';

const UNIT_COLUMNS = [
  'e.id',
  'e.kind',
  'e.unit_number',
  'e.equipment_mode',
  'e.length_feet',
  'e.vin',
  'e.license_plate',
  'e.license_state',
  'e.year',
  'e.make',
  'e.model',
  'e.reefer_unit',
  'e.eld_vehicle_id',
  'e.is_active',
  'e.retired_at',
] as const;

// Literals, not parameters, so the planner can use the partial indexes of migration 0013.
const FIRST_ACTIVE = sql.lit(ACTIVE_LOAD_STATUSES[0]);
const LAST_ACTIVE = sql.lit(ACTIVE_LOAD_STATUSES[ACTIVE_LOAD_STATUSES.length - 1]);

/**
 * The number of the company's active load (Booked to At Stop) that carries the unit, as a
 * correlated subquery: a shipment names its truck and trailer by unit number.
 */
function activeShipmentNumber() {
  return sql<string | null>`(
    select s.shipment_number from shipments s
    where s.carrier_id = e.company_id
      and s.status between ${FIRST_ACTIVE} and ${LAST_ACTIVE}
      and case when e.kind = 'PowerUnit' then s.truck_number = e.unit_number else s.trailer_number = e.unit_number end
    order by s.id limit 1
  )`.as('active_shipment_number');
}

export interface EquipmentFilter {
  kind: EquipmentKind;
  q?: string;
  status: 'Active' | 'Retired' | 'All';
}

/** One page of the company's units of a kind, by unit number; `q` matches unit number, VIN, plate, make or model. */
export function listCompanyEquipment(db: Db, companyId: number, filter: EquipmentFilter, paging: Paging) {
  let query = db.selectFrom('equipment as e').where('e.company_id', '=', companyId).where('e.kind', '=', filter.kind);
  if (filter.status !== 'All') query = query.where('e.is_active', '=', filter.status === 'Active');
  const text = filter.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([eb('e.unit_number', 'ilike', pattern), eb('e.vin', 'ilike', pattern), eb('e.license_plate', 'ilike', pattern), eb('e.make', 'ilike', pattern), eb('e.model', 'ilike', pattern)]),
    );
  }
  return pagedList(query, (q) => q.select([...UNIT_COLUMNS, activeShipmentNumber()]).orderBy('e.unit_number').orderBy('e.id'), paging);
}

/** Units in service by kind (the tab totals). */
export async function countActiveEquipment(db: Db, companyId: number): Promise<{ trailers: number; powerUnits: number }> {
  const rows = await db
    .selectFrom('equipment')
    .select(['kind', sql<string>`count(*)`.as('total')])
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .groupBy('kind')
    .execute();
  const total = (kind: EquipmentKind) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { trailers: total('Trailer'), powerUnits: total('PowerUnit') };
}

function companyUnit(db: Db, companyId: number, id: number) {
  return db.selectFrom('equipment as e').select([...UNIT_COLUMNS, activeShipmentNumber()]).where('e.company_id', '=', companyId).where('e.id', '=', id);
}

/** A unit of the caller's company; undefined for another company's (answered as 404). */
export function findCompanyUnit(db: Db, companyId: number, id: number) {
  return companyUnit(db, companyId, id).executeTakeFirst();
}

/** Locks a unit of the company for a change (edit, retire); undefined for another company's. */
export function lockCompanyUnit(trx: Db, companyId: number, id: number) {
  return companyUnit(trx, companyId, id).forUpdate().executeTakeFirst();
}

export async function isUnitNumberTaken(db: Db, companyId: number, kind: EquipmentKind, unitNumber: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('equipment').select('id').where('company_id', '=', companyId).where('kind', '=', kind).where(sql`lower(unit_number)`, '=', unitNumber.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}

export type UnitColumns = Omit<NewEquipment, 'id' | 'company_id' | 'kind' | 'is_active' | 'created_at' | 'retired_at' | 'updated_at'>;

export async function insertUnit(trx: Db, companyId: number, kind: EquipmentKind, columns: UnitColumns): Promise<number> {
  const row = await trx.insertInto('equipment').values({ ...columns, company_id: companyId, kind }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUnit(trx: Db, id: number, columns: UnitColumns): Promise<void> {
  await trx.updateTable('equipment').set({ ...columns, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function retireUnit(trx: Db, id: number, at: Date): Promise<void> {
  await trx.updateTable('equipment').set({ is_active: false, retired_at: at, updated_at: at }).where('id', '=', id).execute();
}

/** The company's active unit of a kind by id (a load's truck or trailer picked from the fleet). */
export function findActiveUnit(db: Db, companyId: number, kind: EquipmentKind, id: number) {
  return db
    .selectFrom('equipment')
    .select(['id', 'unit_number'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('is_active', '=', true)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The company's power units in service, by unit number, with their VIN and ELD vehicle link (for matching). */
export function findPowerUnitsToMatch(db: Db, companyId: number) {
  return db
    .selectFrom('equipment')
    .select(['id', 'unit_number', 'vin', 'eld_vehicle_id'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'PowerUnit')
    .where('is_active', '=', true)
    .orderBy('unit_number')
    .execute();
}

/** The company's power units in service, by unit number, with their ELD vehicle link. */
export function findPowerUnitLinks(db: Db, companyId: number) {
  return db
    .selectFrom('equipment')
    .select(['id', 'unit_number', 'eld_vehicle_id'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'PowerUnit')
    .where('is_active', '=', true)
    .orderBy('unit_number')
    .execute();
}

export async function linkEldVehicle(db: Db, companyId: number, equipmentId: number, eldVehicleId: string): Promise<void> {
  await db.updateTable('equipment').set({ eld_vehicle_id: eldVehicleId, updated_at: new Date() }).where('id', '=', equipmentId).where('company_id', '=', companyId).execute();
}
