import { sql } from 'kysely';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/db';
import { companyAdminCount } from './company-admins.repository';
import { pagedList, type Paging } from '../../db/paged-list';

/** The carriers of the TMS, by name, with the work open with each. */

function filtered(db: Db, search: string | undefined) {
  let q = db.selectFrom('companies as c').where('c.kind', '=', 'Carrier');
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('c.mc_number', 'ilike', pattern), eb('c.dot_number', 'ilike', pattern)]));
  }
  return q;
}

export function listDeskCarriers(db: Db, search: string | undefined, paging: Paging) {
  return pagedList(
    filtered(db, search),
    (q) =>
      q
        .select([
          'c.id',
          'c.name',
          'c.mc_number',
          'c.dot_number',
          'c.city',
          'c.state',
          'c.phone',
          'c.is_on_hold',
          'c.do_not_use',
          sql<number>`(select count(*)::int from shipments s where s.carrier_id = c.id and s.status in (${sql.join([...ACTIVE_LOAD_STATUSES])}))`.as('active_loads'),
          sql<number>`(select count(*)::int from ap_invoices i where i.carrier_id = c.id and i.status = ${PayablesInvoiceStatus.Received})`.as('invoices_to_approve'),
          companyAdminCount.as('portal_admins'),
        ])
        .orderBy('c.name')
        .orderBy('c.id'),
    paging,
  );
}
