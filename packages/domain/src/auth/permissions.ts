export const PERMISSIONS = ['CarrierPortal', 'DriverPortal', 'FactoringCompanyPortal', 'CarrierBillingSettings', 'Admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR', 'Driver'] as const;
export type Role = (typeof ROLES)[number];
