import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import type { Caller } from '../../lib/caller';

/**
 * One page of the shipment's cases, newest first, that the caller is party to: as the carrier, the
 * customer or an involved party (the brokerage sees all). The shipment itself is already visible.
 */
export function findShipmentCases(db: Db, caller: Caller, shipmentId: number, paging: Paging) {
  let query = db.selectFrom('cases').where('cases.shipment_id', '=', shipmentId);
  if (!caller.isBrokerage) {
    query = query.where((eb) =>
      eb.or([
        eb('cases.carrier_id', '=', caller.companyId),
        eb('cases.customer_id', '=', caller.companyId),
        eb.exists(eb.selectFrom('case_involved_parties as p').select('p.case_id').whereRef('p.case_id', '=', 'cases.id').where('p.company_id', '=', caller.companyId)),
      ]),
    );
  }
  return pagedList(
    query,
    (filtered) =>
      filtered
        .select([
          'cases.id',
          'cases.case_number',
          'cases.case_type',
          'cases.case_source',
          'cases.status',
          'cases.carrier_case_resolution_type',
          'cases.priority',
          'cases.amount_cents',
          'cases.approved_amount_cents',
          'cases.description',
          'cases.incident_at',
          'cases.created_at',
          'cases.updated_at',
        ])
        .orderBy('cases.created_at', 'desc')
        .orderBy('cases.id', 'desc'),
    paging,
  );
}
