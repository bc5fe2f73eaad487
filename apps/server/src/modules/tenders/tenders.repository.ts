import { expressionBuilder, sql } from 'kysely';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import { storedStatusCondition, type OfferStatusRule } from '../../db/offer-list';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleTenders } from '../../db/visibility/tender-visibility';
import type { Caller } from '../../lib/caller';

const tenders = expressionBuilder<Database, 'tenders'>();

/** A Sent tender past its deadline. */
export const isTenderExpired = sql<boolean>`(tenders.status = ${sql.lit(TenderOfferStatus.Sent)} and tenders.expires_at <= now())`;

/** A Sent tender whose expires_at has passed is Expired: the carrier can no longer accept it. */
export const TENDER_STATUS_RULE: OfferStatusRule = {
  sent: TenderOfferStatus.Sent,
  statusIn: (codes) => tenders('tenders.status', 'in', [...codes]),
  stillOpen: tenders('tenders.expires_at', '>', sql<Date>`now()`),
  expired: isTenderExpired,
};

export async function countTenders(db: Db, caller: Caller, statuses: readonly number[]): Promise<number> {
  let query = applyVisibility(db.selectFrom('tenders'), visibleTenders, caller);
  if (statuses.length > 0) query = query.where(storedStatusCondition(TENDER_STATUS_RULE, statuses));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
