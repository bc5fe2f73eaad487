import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';

/**
 * Which payments (checks) a caller sees, the same parties as the AP invoices they pay. The
 * brokerage: all. Users refused the payments area: none. A factoring company: the checks paid to it
 * (paid_to_company_id). A carrier (not a broker): its own checks (carrier_id), whoever they were
 * paid to. Anyone else: none.
 */
export const visiblePayments: VisibilityRule<'payments'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.payments)) return sql<SqlBool>`false`;
  if (caller.companyKind === 'FactoringCompany') return eb('payments.paid_to_company_id', '=', caller.companyId);
  if (caller.companyKind === 'Carrier' && !caller.isBroker) return eb('payments.carrier_id', '=', caller.companyId);
  return sql<SqlBool>`false`;
};
