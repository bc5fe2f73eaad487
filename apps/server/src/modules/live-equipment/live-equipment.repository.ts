import type { LiveEquipmentUpdate, NewLiveEquipment } from '../../db/database';
import type { Db } from '../../db/db';

function equipmentOf(db: Db, companyId: number) {
  return db.selectFrom('live_equipment').selectAll().where('company_id', '=', companyId);
}

/** Newest availability first; without includeExpired only trucks still available now (or later). */
export async function listLiveEquipment(db: Db, companyId: number, input: { includeExpired: boolean; page: number; pageSize: number }, now: Date) {
  const filtered = () => {
    const query = equipmentOf(db, companyId);
    return input.includeExpired ? query : query.where((eb) => eb.or([eb('available_to', 'is', null), eb('available_to', '>=', now)]));
  };
  const [rows, count] = await Promise.all([
    filtered().orderBy('available_from', 'desc').orderBy('id', 'desc').limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute(),
    filtered()
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}

export function findLiveEquipment(db: Db, companyId: number, id: number) {
  return equipmentOf(db, companyId).where('id', '=', id).executeTakeFirst();
}

export async function insertLiveEquipment(db: Db, values: NewLiveEquipment) {
  return db.insertInto('live_equipment').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateLiveEquipment(db: Db, companyId: number, id: number, values: LiveEquipmentUpdate) {
  return db.updateTable('live_equipment').set(values).where('id', '=', id).where('company_id', '=', companyId).returningAll().executeTakeFirst();
}

export async function deleteLiveEquipment(db: Db, companyId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('live_equipment').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
