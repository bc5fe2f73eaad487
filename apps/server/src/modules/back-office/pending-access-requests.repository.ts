import { sql } from 'kysely';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/db';
import { companyAdminCount } from './company-admins.repository';
import { pagedList, type Paging } from '../../db/paged-list';

/**
 * Open access requests at every company, the oldest first, with how many of the company's own
 * admins could answer them: a request nobody can answer, or one that waits long, is the brokerage's
 * to follow up (and the usual shape of someone posing as a carrier's staff).
 */

function filtered(db: Db, search: string | undefined) {
  let q = db.selectFrom('access_requests as r').innerJoin('companies as c', 'c.id', 'r.company_id').where('r.status', '=', 'Open');
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('r.email', 'ilike', pattern), eb(sql<string>`r.first_name || ' ' || r.last_name`, 'ilike', pattern)]));
  }
  return q;
}

export function listPendingAccessRequests(db: Db, search: string | undefined, paging: Paging) {
  return pagedList(
    filtered(db, search),
    (q) =>
      q
        .select([
          'r.id',
          'r.company_id',
          'c.name as company_name',
          'r.first_name',
          'r.last_name',
          'r.email',
          'r.company_number',
          'r.created_at',
          companyAdminCount.as('company_admins'),
        ])
        .orderBy('r.created_at')
        .orderBy('r.id'),
    paging,
  );
}
