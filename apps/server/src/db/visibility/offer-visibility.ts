import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';
import { isDriverUser } from './shipment-visibility';

/**
 * Who sees a negotiation on a board load: the offering carrier's users, the load's customer when it
 * is a broker, and the brokerage's staff (who run every load). Drivers, other carriers, factoring
 * companies and payers see none: a carrier never learns what another carrier offered.
 */
export const visibleOffers: VisibilityRule<'offers'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (caller.isBroker) {
    return eb.exists(
      eb
        .selectFrom('shipments')
        .select(sql`1`.as('one'))
        .whereRef('shipments.id', '=', 'offers.shipment_id')
        .where('shipments.customer_id', '=', caller.companyId),
    );
  }
  if (caller.companyKind !== 'Carrier' || isDriverUser(caller) || !canAccess(caller, ROUTE_ACCESS.availableFreight)) return sql<SqlBool>`false`;
  return eb('offers.carrier_id', '=', caller.companyId);
};
