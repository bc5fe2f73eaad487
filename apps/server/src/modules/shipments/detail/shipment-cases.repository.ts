import type { Db } from '../../../db/db';
import { pagedList, type Paging } from '../../../db/paged-list';
import type { Caller } from '../../../lib/caller';
import { applyVisibility } from '../../../db/visibility/apply-visibility';
import { visibleCases } from '../../../db/visibility/case-visibility';

/**
 * One page of the shipment's cases, newest first, among the cases the caller sees (the one case
 * rule: db/visibility/case-visibility.ts). The shipment itself is already visible.
 */
export function findShipmentCases(db: Db, caller: Caller, shipmentId: number, paging: Paging) {
  const query = applyVisibility(db.selectFrom('cases'), visibleCases, caller).where('cases.shipment_id', '=', shipmentId);
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
