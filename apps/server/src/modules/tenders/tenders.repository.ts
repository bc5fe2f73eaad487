import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { visibleTenders } from '../../db/visibility/tender-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

/**
 * Status filter with expiry applied: a Sent tender whose expires_at has passed is no longer Sent
 * (the carrier can no longer accept it), so it matches no status in this filter.
 */
export function tenderStatusCondition(eb: ExpressionBuilder<Database, 'tenders'>, statuses: readonly number[]): Expression<SqlBool> {
  const others = statuses.filter((s) => s !== TenderOfferStatus.Sent);
  const parts: Expression<SqlBool>[] = [];
  if (statuses.includes(TenderOfferStatus.Sent)) {
    parts.push(eb.and([eb('tenders.status', '=', TenderOfferStatus.Sent), eb('tenders.expires_at', '>', sql<Date>`now()`)]));
  }
  if (others.length > 0) parts.push(eb('tenders.status', 'in', others));
  return eb.or(parts);
}

export async function countTenders(db: Db, caller: Caller, statuses: readonly number[]): Promise<number> {
  let query = applyVisibility(db.selectFrom('tenders'), visibleTenders, caller);
  if (statuses.length > 0) query = query.where((eb) => tenderStatusCondition(eb, statuses));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
