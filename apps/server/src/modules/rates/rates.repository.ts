import { expressionBuilder, sql } from 'kysely';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import { storedStatusCondition, type OfferStatusRule } from '../../db/offer-list';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleRateRequests } from '../../db/visibility/rate-request-visibility';
import type { Caller } from '../../lib/caller';

const rateRequests = expressionBuilder<Database, 'rate_requests'>();

/** A Sent request past its expires_at; a request without expiry never expires. */
export const isRateRequestExpired = sql<boolean>`(rate_requests.status = ${sql.lit(RateRequestStatus.Sent)} and rate_requests.expires_at is not null and rate_requests.expires_at <= now())`;

/** A Sent (open) request past its expires_at is no longer open; a request without expiry stays open. */
export const RATE_REQUEST_STATUS_RULE: OfferStatusRule = {
  sent: RateRequestStatus.Sent,
  statusIn: (codes) => rateRequests('rate_requests.status', 'in', [...codes]),
  stillOpen: rateRequests.or([rateRequests('rate_requests.expires_at', 'is', null), rateRequests('rate_requests.expires_at', '>', sql<Date>`now()`)]),
  expired: isRateRequestExpired,
};

export async function countRateRequests(db: Db, caller: Caller, statuses: readonly number[]): Promise<number> {
  let query = applyVisibility(db.selectFrom('rate_requests'), visibleRateRequests, caller);
  if (statuses.length > 0) query = query.where(storedStatusCondition(RATE_REQUEST_STATUS_RULE, statuses));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
