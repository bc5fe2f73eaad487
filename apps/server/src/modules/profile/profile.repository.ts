import type { Db } from '../../db/db';

/** The caller's own company, with the name of its factoring company. */
export function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('companies as f', 'f.id', 'c.factoring_company_id')
    .select([
      'c.id',
      'c.company_number',
      'c.name',
      'c.kind',
      'c.mc_number',
      'c.dot_number',
      'c.scac',
      'c.is_broker',
      'c.is_bookable',
      'c.is_on_hold',
      'c.do_not_use',
      'c.has_3pl_network',
      'c.email',
      'c.phone',
      'c.address_line1',
      'c.city',
      'c.state',
      'c.postal_code',
      'c.country',
      'c.logo_file_id',
      'c.factoring_company_id',
      'f.name as factoring_company_name',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The user's preferences row; undefined until the user first saves preferences. */
export function findNotificationPreferences(db: Db, userId: number) {
  return db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
