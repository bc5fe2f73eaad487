import type { NewShipmentProblems } from '../../../db/database';
import type { Db } from '../../../db/db';

/** The shipment's problems, newest first, with who reported them. */
export function findProblems(db: Db, shipmentId: number) {
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
export type ProblemRow = Awaited<ReturnType<typeof findProblems>>[number];

export async function insertProblem(trx: Db, values: NewShipmentProblems): Promise<number> {
  const row = await trx.insertInto('shipment_problems').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
