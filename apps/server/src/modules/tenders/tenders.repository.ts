import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Which tenders a caller sees; every tender query goes through it (select from `tenders`
 * without an alias). Carriers: tenders offered to their company. Brokers: tenders on their
 * customers' shipments (the ones they sent). The brokerage: all. Anyone else: none.
 */
export function applyTenderVisibility<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB | 'tenders', O>,
  caller: Caller,
): SelectQueryBuilder<Database, TB | 'tenders', O> {
  return qb.where((eb) => tenderVisibility(eb as unknown as ExpressionBuilder<Database, 'tenders'>, caller));
}

function tenderVisibility(eb: ExpressionBuilder<Database, 'tenders'>, caller: Caller): Expression<SqlBool> {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (caller.isBroker) {
    return eb.exists(
      eb
        .selectFrom('shipments')
        .select(sql`1`.as('one'))
        .whereRef('shipments.id', '=', 'tenders.shipment_id')
        .where('shipments.customer_id', '=', caller.companyId),
    );
  }
  if (caller.companyKind !== 'Carrier' || !caller.permissions.includes('CarrierPortal')) return sql<SqlBool>`false`;
  return eb('tenders.carrier_id', '=', caller.companyId);
}

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
  let query = applyTenderVisibility(db.selectFrom('tenders'), caller);
  if (statuses.length > 0) query = query.where((eb) => tenderStatusCondition(eb, statuses));
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
