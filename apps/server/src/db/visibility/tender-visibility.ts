import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';

/**
 * Which tenders a caller sees. The brokerage: all. Users refused the tenders area: none. Brokers:
 * tenders on their customers' shipments (the ones they sent). Carriers: tenders offered to their
 * company. Anyone else: none.
 */
export const visibleTenders: VisibilityRule<'tenders'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.tenders)) return sql<SqlBool>`false`;
  if (caller.isBroker) {
    return eb.exists(
      eb
        .selectFrom('shipments')
        .select(sql`1`.as('one'))
        .whereRef('shipments.id', '=', 'tenders.shipment_id')
        .where('shipments.customer_id', '=', caller.companyId),
    );
  }
  if (caller.companyKind !== 'Carrier') return sql<SqlBool>`false`;
  return eb('tenders.carrier_id', '=', caller.companyId);
};
