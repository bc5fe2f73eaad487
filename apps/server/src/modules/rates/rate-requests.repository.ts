import { sql } from 'kysely';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { RateRequestSortProperty } from '@portal/domain/rates/rate-schemas';
import type { NewRateRequests, RateRequestsRow, RateRequestsUpdate } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { countRateRequests, isRateRequestExpired, RATE_REQUEST_STATUS_RULE } from './rates.repository';
import type { Db } from '../../db/db';
import { OFFER_FREIGHT_COLUMNS } from '../../db/freight-sql';
import { offerListPage, whereOfferListFilter, type OfferListFilter } from '../../db/offer-list';
import { visibleRateRequests } from '../../db/visibility/rate-request-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

function rateRequestsWithShipments(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('rate_requests').innerJoin('shipments', 'shipments.id', 'rate_requests.shipment_id'), visibleRateRequests, caller);
}

function rateRequestColumns(query: ReturnType<typeof rateRequestsWithShipments>) {
  return query
    .selectAll('rate_requests')
    .select(OFFER_FREIGHT_COLUMNS)
    .select(isRateRequestExpired.as('is_expired'));
}

export type RateRequestDbRow = Awaited<ReturnType<ReturnType<typeof rateRequestColumns>['executeTakeFirstOrThrow']>>;

export type RateRequestListFilter = OfferListFilter<RateRequestSortProperty>;

const SORT_COLUMNS = {
  requestedAt: 'rate_requests.requested_at',
  expiresAt: 'rate_requests.expires_at',
  pickupDate: 'shipments.pickup_early',
  shipmentNumber: 'shipments.shipment_number',
  targetRate: 'rate_requests.target_rate_cents',
} as const;

function filtered(db: Db, caller: Caller, filter: RateRequestListFilter) {
  return whereOfferListFilter(rateRequestsWithShipments(db, caller), RATE_REQUEST_STATUS_RULE, filter);
}

export function listRateRequests(db: Db, caller: Caller, filter: RateRequestListFilter) {
  return offerListPage(
    filtered(db, caller, filter),
    rateRequestColumns,
    { sortColumn: SORT_COLUMNS[filter.sortProperty], idColumn: 'rate_requests.id' },
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
  return trx.selectFrom('rate_requests').selectAll().select(isRateRequestExpired.as('is_expired')).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateRateRequest(trx: Db, id: number, values: RateRequestsUpdate) {
  return trx.updateTable('rate_requests').set(values).where('id', '=', id).execute();
}

/** A broker's request for a carrier's rate on a shipment. */
export function insertRateRequest(db: Db, values: NewRateRequests) {
  return db.insertInto('rate_requests').values(values).returning(['id', 'shipment_id', 'carrier_id', 'rate_type', 'expires_at']).executeTakeFirstOrThrow();
}
