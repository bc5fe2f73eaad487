import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { applyShipmentVisibility, isDriverUser } from '../shipments/shipment-visibility';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Which cases a caller sees; every case query goes through it (select from `cases` without an
 * alias). The brokerage: all. Driver users: their company's cases on shipments they see (their
 * assigned loads). Everyone else: cases of their company as the carrier, or where their company is
 * an involved party.
 */
export function applyCaseVisibility<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB | 'cases', O>,
  caller: Caller,
): SelectQueryBuilder<Database, TB | 'cases', O> {
  return qb.where((eb) => caseVisibility(eb as unknown as ExpressionBuilder<Database, 'cases'>, caller));
}

function caseVisibility(eb: ExpressionBuilder<Database, 'cases'>, caller: Caller): Expression<SqlBool> {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (isDriverUser(caller)) {
    return eb.and([
      eb('cases.carrier_id', '=', caller.companyId),
      eb('cases.shipment_id', 'in', applyShipmentVisibility(eb.selectFrom('shipments'), caller).select('shipments.id')),
    ]);
  }
  return eb.or([
    eb('cases.carrier_id', '=', caller.companyId),
    eb(
      'cases.id',
      'in',
      eb.selectFrom('case_involved_parties').select('case_involved_parties.case_id').where('case_involved_parties.company_id', '=', caller.companyId),
    ),
  ]);
}

/** Visible cases counted per detailed status, resolution and source (a handful of rows). */
export function countCasesByStatus(db: Db, caller: Caller) {
  return applyCaseVisibility(db.selectFrom('cases'), caller)
    .select(['cases.status', 'cases.carrier_case_resolution_type', 'cases.case_source', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['cases.status', 'cases.carrier_case_resolution_type', 'cases.case_source'])
    .execute();
}
