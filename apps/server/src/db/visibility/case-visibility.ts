import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { applyVisibility, type VisibilityRule } from './apply-visibility';
import { isDriverUser, visibleShipments } from './shipment-visibility';

/**
 * Which cases a caller sees (docs/decisions/0119-who-sees-a-case.md). The brokerage: all. Users
 * refused the cases area (CarrierPortal or DriverPortal, brokers excluded, so also
 * factoring companies and payers): none, even where their company is an involved party. Driver
 * users: their company's cases on shipments they see (their assigned loads). Everyone else: cases
 * of their company as the carrier, or where their company is an involved party.
 */
export const visibleCases: VisibilityRule<'cases'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.cases)) return sql<SqlBool>`false`;
  if (isDriverUser(caller)) {
    return eb.and([
      eb('cases.carrier_id', '=', caller.companyId),
      eb('cases.shipment_id', 'in', applyVisibility(eb.selectFrom('shipments'), visibleShipments, caller).select('shipments.id')),
    ]);
  }
  return eb.or([
    eb('cases.carrier_id', '=', caller.companyId),
    eb('cases.id', 'in', eb.selectFrom('case_involved_parties').select('case_involved_parties.case_id').where('case_involved_parties.company_id', '=', caller.companyId)),
  ]);
};
