import { sql } from 'kysely';
import type { Db } from '../../../db/db';

export function findUserName(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

/** The company's first contact whose title names a function (e.g. 'dispatch', 'carrier sales'). */
export function findContactByTitle(db: Db, companyId: number, titleContains: string) {
  return db
    .selectFrom('contacts as ct')
    .innerJoin('companies as c', 'c.id', 'ct.company_id')
    .select(['ct.first_name', 'ct.last_name', 'ct.function_title', 'ct.email_addresses', 'ct.phone_numbers', 'c.name as company_name'])
    .where('ct.company_id', '=', companyId)
    .where('ct.deleted_at', 'is', null)
    .where('ct.function_title', 'ilike', `%${titleContains}%`)
    .orderBy('ct.id')
    .executeTakeFirst();
}

/** The carrier's first active portal user that is not a driver, admins last. */
export function findDispatchUser(db: Db, carrierId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_numbers', 'c.name as company_name'])
    .where('u.company_id', '=', carrierId)
    .where('u.status', '=', 'Active')
    .where('u.driver_id', 'is', null)
    .where(sql<boolean>`'CarrierPortal' = any(u.permissions)`)
    .orderBy(sql`case when 'Admin' = any(u.roles) then 1 else 0 end`)
    .orderBy('u.id')
    .executeTakeFirst();
}

function activeUsers(db: Db, companyId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone_numbers'])
    .where('u.company_id', '=', companyId)
    .where('u.status', '=', 'Active');
}

/** One active user of the company: this one, or (no id) the first. */
export function findActiveUser(db: Db, companyId: number, userId?: number) {
  const users = activeUsers(db, companyId);
  return userId === undefined ? users.orderBy('u.id').executeTakeFirst() : users.where('u.id', '=', userId).executeTakeFirst();
}
