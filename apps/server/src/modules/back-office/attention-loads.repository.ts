import { sql } from 'kysely';
import { ACTIVE_LOAD_STATUSES, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { UNCOVERED_WINDOW_HOURS, type AttentionReason } from '@portal/domain/back-office/back-office-desk-schemas';
import { containsPattern } from '../../lib/like-pattern';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import { laneCityColumns } from '../../db/lane-columns';

/**
 * The loads that need the brokerage now, one row per load and reason: not covered with the pickup
 * close or past, a stop update overdue on a moving load, or a problem reported and not resolved.
 */

export interface AttentionRow {
  shipment_id: number;
  reason: AttentionReason;
  due_at: Date | string;
  shipment_number: string;
  status: number;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  carrier_id: number | null;
  carrier_name: string | null;
  time_zone: string | null;
  problems: string[] | null;
}

function reasons(db: Db, now: Date) {
  const uncoveredUntil = new Date(now.getTime() + UNCOVERED_WINDOW_HOURS * 3_600_000);
  const uncovered = db
    .selectFrom('shipments')
    .select(['id as shipment_id', sql<AttentionReason>`'Uncovered'`.as('reason'), 'pickup_early as due_at'])
    .where('status', 'in', [ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering])
    .where('pickup_early', '<', uncoveredUntil);
  const overdue = db
    .selectFrom('shipments')
    .select(['id as shipment_id', sql<AttentionReason>`'Overdue'`.as('reason'), sql<Date>`next_stop_due_at`.as('due_at')])
    .where('status', 'in', [...ACTIVE_LOAD_STATUSES])
    .where('next_stop_due_at', '<', now);
  const problems = db
    .selectFrom('shipment_problems')
    .select(['shipment_id', sql<AttentionReason>`'Problem'`.as('reason'), sql<Date>`min(created_at)`.as('due_at')])
    .where('resolved_at', 'is', null)
    .groupBy('shipment_id');
  return uncovered.unionAll(overdue).unionAll(problems);
}

function filtered(db: Db, now: Date, search: string | undefined) {
  let q = db
    .selectFrom(reasons(db, now).as('a'))
    .innerJoin('shipments as s', 's.id', 'a.shipment_id')
    .leftJoin('companies as c', 'c.id', 's.carrier_id')
    // A problem on a voided or closed load is history, not work.
    .where('s.status', 'not in', [ShipmentStatus.Voided, ShipmentStatus.Draft, ShipmentStatus.DeliveryConfirmed]);
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([eb('s.shipment_number', 'ilike', pattern), eb('c.name', 'ilike', pattern)]));
  }
  return q;
}

export function listAttentionLoads(db: Db, now: Date, search: string | undefined, paging: Paging) {
  return pagedList(
    filtered(db, now, search),
    (q) =>
      q
        .select([
          'a.shipment_id',
          'a.reason',
          'a.due_at',
          's.shipment_number',
          's.status',
          ...laneCityColumns('s'),
          's.carrier_id',
          'c.name as carrier_name',
          // The pickup's zone for an uncovered load; otherwise the next stop not yet left, else the last.
          sql<string | null>`(
            select st.iana_timezone from shipment_stops st
            where st.shipment_id = s.id and (a.reason <> 'Uncovered' or st.stop_number = 1)
            order by (st.departed_at is not null), st.stop_number limit 1)`.as('time_zone'),
          sql<string[] | null>`case when a.reason = 'Problem' then (
            select array_agg(distinct p.problem_type order by p.problem_type) from shipment_problems p
            where p.shipment_id = s.id and p.resolved_at is null) end`.as('problems'),
        ])
        // Most overdue first; ties by load, then by reason so a page never shuffles.
        .orderBy('a.due_at')
        .orderBy('a.shipment_id')
        .orderBy('a.reason'),
    paging,
  ) as Promise<{ rows: AttentionRow[]; totalCount: number }>;
}
