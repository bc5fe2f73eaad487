/** What a company is to the brokerage that owns the TMS. */
export const COMPANY_KINDS = ['Brokerage', 'Carrier', 'Customer', 'FactoringCompany', 'ThirdPartyPayer'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];
