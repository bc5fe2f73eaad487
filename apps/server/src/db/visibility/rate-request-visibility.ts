import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';

/**
 * Which rate requests a caller sees. The brokerage: all. Users refused the rates area: none.
 * Brokers: requests on their customers' shipments. Carriers: requests sent to their company.
 * Anyone else: none.
 */
export const visibleRateRequests: VisibilityRule<'rate_requests'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.rates)) return sql<SqlBool>`false`;
  if (caller.isBroker) {
    return eb.exists(
      eb
        .selectFrom('shipments')
        .select(sql`1`.as('one'))
        .whereRef('shipments.id', '=', 'rate_requests.shipment_id')
        .where('shipments.customer_id', '=', caller.companyId),
    );
  }
  if (caller.companyKind !== 'Carrier') return sql<SqlBool>`false`;
  return eb('rate_requests.carrier_id', '=', caller.companyId);
};
