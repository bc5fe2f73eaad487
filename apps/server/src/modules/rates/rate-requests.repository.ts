import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { Database, RateRequestsRow, RateRequestsUpdate } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { EXPIRED, type RateRequestSortProperty, type RateRequestStatusFilter } from './rate-schemas';
import { countRateRequests, rateRequestStatusCondition } from './rates.repository';
import { freightTextMatch } from '../shipments/freight-text-match';
import type { Db } from '../../db/db';
import { visibleRateRequests } from '../../db/visibility/rate-request-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { pagedList } from '../../db/paged-list';

const isExpiredSql = sql<boolean>`(rate_requests.status = ${sql.lit(RateRequestStatus.Sent)} and rate_requests.expires_at is not null and rate_requests.expires_at <= now())`;

function rateRequestsWithShipments(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('rate_requests').innerJoin('shipments', 'shipments.id', 'rate_requests.shipment_id'), visibleRateRequests, caller);
}

function rateRequestColumns(query: ReturnType<typeof rateRequestsWithShipments>) {
  return query
    .selectAll('rate_requests')
    .select([
      'shipments.shipment_number',
      'shipments.status as shipment_status',
      'shipments.origin_city',
      'shipments.origin_state',
      'shipments.origin_postal_code',
      'shipments.origin_latitude',
      'shipments.origin_longitude',
      'shipments.destination_city',
      'shipments.destination_state',
      'shipments.destination_postal_code',
      'shipments.destination_latitude',
      'shipments.destination_longitude',
      'shipments.pickup_early',
      'shipments.pickup_late',
      'shipments.delivery_early',
      'shipments.delivery_late',
      'shipments.equipment_mode',
      'shipments.shipping_mode',
      'shipments.is_partial',
      'shipments.weight_lbs',
      'shipments.total_miles',
      'shipments.requirements',
    ])
    .select(isExpiredSql.as('is_expired'));
}

export type RateRequestDbRow = Awaited<ReturnType<ReturnType<typeof rateRequestColumns>['executeTakeFirstOrThrow']>>;

export interface RateRequestListFilter {
  query?: string;
  statuses: readonly RateRequestStatusFilter[];
  sortProperty: RateRequestSortProperty;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  requestedAt: 'rate_requests.requested_at',
  expiresAt: 'rate_requests.expires_at',
  pickupDate: 'shipments.pickup_early',
  shipmentNumber: 'shipments.shipment_number',
  targetRate: 'rate_requests.target_rate_cents',
} as const;

function filtered(db: Db, caller: Caller, filter: RateRequestListFilter) {
  let query = rateRequestsWithShipments(db, caller);
  if (filter.statuses.length > 0) {
    const codes = filter.statuses.filter((s): s is RateRequestStatus => s !== EXPIRED);
    const wantsExpired = filter.statuses.includes(EXPIRED);
    query = query.where((eb) => {
      const parts: Expression<SqlBool>[] = [];
      if (codes.length > 0) parts.push(rateRequestStatusCondition(eb as unknown as ExpressionBuilder<Database, 'rate_requests'>, codes));
      if (wantsExpired) parts.push(isExpiredSql);
      return eb.or(parts);
    });
  }
  const text = filter.query?.trim();
  if (text) query = query.where((eb) => freightTextMatch(eb, text));
  return query;
}

export async function listRateRequests(db: Db, caller: Caller, filter: RateRequestListFilter) {
  const column = SORT_COLUMNS[filter.sortProperty];
  return pagedList(
    filtered(db, caller, filter),
    (query) =>
      rateRequestColumns(query)
        .orderBy(column, (ob) => (filter.sortDirection === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
        .orderBy('rate_requests.id', filter.sortDirection),
    filter,
  );
}

export function findRateRequest(db: Db, caller: Caller, id: number): Promise<RateRequestDbRow | undefined> {
  return rateRequestColumns(rateRequestsWithShipments(db, caller)).where('rate_requests.id', '=', id).executeTakeFirst();
}

/** The caller's latest request on a shipment (of one rate type, when given, in any case). */
export function findRateRequestByShipment(db: Db, caller: Caller, shipmentNumber: string, rateType: string | undefined) {
  let query = rateRequestColumns(rateRequestsWithShipments(db, caller)).where('shipments.shipment_number', '=', shipmentNumber);
  if (rateType) query = query.where(sql`lower(rate_requests.rate_type)`, '=', rateType.toLowerCase());
  return query.orderBy('rate_requests.requested_at', 'desc').orderBy('rate_requests.id', 'desc').limit(1).executeTakeFirst();
}

/** Sent (open, not expired), Offered and Declined counts, by the same rule as the count route. */
export async function countByStatus(db: Db, caller: Caller) {
  const [sent, offered, declined] = await Promise.all([
    countRateRequests(db, caller, [RateRequestStatus.Sent]),
    countRateRequests(db, caller, [RateRequestStatus.Offered]),
    countRateRequests(db, caller, [RateRequestStatus.Declined]),
  ]);
  return { sent, offered, declined };
}

export function lockRateRequest(trx: Db, id: number): Promise<(RateRequestsRow & { is_expired: boolean }) | undefined> {
  return trx.selectFrom('rate_requests').selectAll().select(isExpiredSql.as('is_expired')).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateRateRequest(trx: Db, id: number, values: RateRequestsUpdate) {
  return trx.updateTable('rate_requests').set(values).where('id', '=', id).execute();
}
