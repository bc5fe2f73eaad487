import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { visibleRateRequests } from '../../db/visibility/rate-request-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

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
  let query = applyVisibility(db.selectFrom('rate_requests'), visibleRateRequests, caller);
  if (statuses.length > 0) query = query.where((eb) => rateRequestStatusCondition(eb, statuses));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
