import { sql, type SqlBool } from 'kysely';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { VisibilityRule } from './apply-visibility';

/**
 * Which third-party payer invoices a caller sees. The brokerage: all. Users refused the third-party
 * invoices area: none. A factoring company: none (named as Remit To, it reads the carrier's AP side,
 * not the payer's invoices). Everyone else: the payer company's invoices (payer_company_id) and the
 * carrier's own (carrier_id).
 */
export const visibleThirdPartyInvoices: VisibilityRule<'third_party_invoices'> = (eb, caller) => {
  if (caller.isBrokerage) return sql<SqlBool>`true`;
  if (!canAccess(caller, ROUTE_ACCESS.thirdPartyPayerInvoices)) return sql<SqlBool>`false`;
  if (caller.companyKind === 'FactoringCompany') return sql<SqlBool>`false`;
  return eb.or([eb('third_party_invoices.payer_company_id', '=', caller.companyId), eb('third_party_invoices.carrier_id', '=', caller.companyId)]);
};
