import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Which rate requests a caller sees; every rate request query goes through it (select from
 * `rate_requests` without an alias). Carriers: requests sent to their company. Brokers: requests
 * on their customers' shipments. The brokerage: all. Anyone else: none.
 */
export function applyRateRequestVisibility<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB | 'rate_requests', O>,
  caller: Caller,
): SelectQueryBuilder<Database, TB | 'rate_requests', O> {
  return qb.where((eb) => rateRequestVisibility(eb as unknown as ExpressionBuilder<Database, 'rate_requests'>, caller));
}

function rateRequestVisibility(eb: ExpressionBuilder<Database, 'rate_requests'>, caller: Caller): Expression<SqlBool> {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (caller.isBroker) {
    return eb.exists(
      eb
        .selectFrom('shipments')
        .select(sql`1`.as('one'))
        .whereRef('shipments.id', '=', 'rate_requests.shipment_id')
        .where('shipments.customer_id', '=', caller.companyId),
    );
  }
  if (caller.companyKind !== 'Carrier' || !caller.permissions.includes('CarrierPortal')) return sql<SqlBool>`false`;
  return eb('rate_requests.carrier_id', '=', caller.companyId);
}

/** A Sent (open) request past its expires_at is no longer open; a request without expiry stays open. */
export function rateRequestStatusCondition(eb: ExpressionBuilder<Database, 'rate_requests'>, statuses: readonly number[]): Expression<SqlBool> {
  const others = statuses.filter((s) => s !== RateRequestStatus.Sent);
  const parts: Expression<SqlBool>[] = [];
  if (statuses.includes(RateRequestStatus.Sent)) {
    parts.push(
      eb.and([
        eb('rate_requests.status', '=', RateRequestStatus.Sent),
        eb.or([eb('rate_requests.expires_at', 'is', null), eb('rate_requests.expires_at', '>', sql<Date>`now()`)]),
      ]),
    );
  }
  if (others.length > 0) parts.push(eb('rate_requests.status', 'in', others));
  return eb.or(parts);
}

export async function countRateRequests(db: Db, caller: Caller, statuses: readonly number[]): Promise<number> {
  let query = applyRateRequestVisibility(db.selectFrom('rate_requests'), caller);
  if (statuses.length > 0) query = query.where((eb) => rateRequestStatusCondition(eb, statuses));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
