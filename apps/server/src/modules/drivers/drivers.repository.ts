import { sql } from 'kysely';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/db';

/** A driver of the caller's company; undefined for another company's driver (answered as 404). */
export function findCompanyDriver(db: Db, companyId: number, driverId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'company_id', 'user_id', 'first_name', 'last_name', 'email', 'mobile_phone', 'is_active'])
    .where('company_id', '=', companyId)
    .where('id', '=', driverId)
    .executeTakeFirst();
}

/** The portal user of a driver, by either side of the link. */
export function findDriverUser(db: Db, driver: { id: number; user_id: number | null }) {
  return db
    .selectFrom('users')
    .select(['id', 'status', 'company_id'])
    .where((eb) => eb.or([eb('driver_id', '=', driver.id), ...(driver.user_id !== null ? [eb('id', '=', driver.user_id)] : [])]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return !!row;
}

export async function insertDriverUser(
  trx: Db,
  user: { companyId: number; driverId: number; email: string; firstName: string; lastName: string; phoneNumbers: string[]; apiKey: string },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      company_id: user.companyId,
      email: user.email,
      user_name: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: null,
      status: 'Active',
      roles: ['Driver'],
      permissions: ['DriverPortal'],
      phone_numbers: user.phoneNumbers,
      driver_id: user.driverId,
      api_key: user.apiKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('drivers').set({ user_id: row.id }).where('id', '=', user.driverId).execute();
  return row.id;
}

/**
 * Active drivers of one company whose name, e-mail or mobile phone contains `q` (any case), by
 * last and first name; all of them without `q`.
 */
export async function searchCompanyDrivers(db: Db, companyId: number, q: string, page: number, pageSize: number) {
  let query = db.selectFrom('drivers').where('company_id', '=', companyId).where('is_active', '=', true);
  const text = q.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('mobile_phone', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'first_name', 'last_name', 'email', 'mobile_phone'])
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}
