import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';

/**
 * Which orders a caller sees. The brokerage: all. Users refused the orders area: none. Everyone
 * else: the orders of which their company is the customer.
 */
export const visibleOrders: VisibilityRule<'orders'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.orders)) return sql<SqlBool>`false`;
  return eb('orders.customer_id', '=', caller.companyId);
};
