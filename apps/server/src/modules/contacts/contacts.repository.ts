import type { Db } from '../../db/db';

/** Open portal access requests of one company (access_requests_open_idx). */
export async function countOpenAccessRequests(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('access_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
