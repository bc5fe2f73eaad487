import type { Db } from '../../db/db';

/** The company that owns the TMS (kind Brokerage): its name, phone and address are what carriers call and write to. */
export function findBrokerage(db: Db) {
  return db
    .selectFrom('companies')
    .select(['name', 'phone', 'email', 'address_line1', 'city', 'state', 'postal_code'])
    .where('kind', '=', 'Brokerage')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
