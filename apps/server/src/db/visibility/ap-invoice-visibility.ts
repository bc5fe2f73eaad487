import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';

/**
 * Which payables (AP) invoices a caller sees. The brokerage: all. Users refused the invoices area:
 * none. A factoring company: the invoices remitted to it (remit_to_company_id), which is how
 * factored carriers are paid. A carrier (not a broker): the invoices it is owed (carrier_id).
 * Anyone else (brokers, payers, drivers): none.
 */
export const visibleApInvoices: VisibilityRule<'ap_invoices'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.invoices)) return sql<SqlBool>`false`;
  if (caller.companyKind === 'FactoringCompany') return eb('ap_invoices.remit_to_company_id', '=', caller.companyId);
  if (caller.companyKind === 'Carrier' && !caller.isBroker) return eb('ap_invoices.carrier_id', '=', caller.companyId);
  return sql<SqlBool>`false`;
};
