import type { Permission, Role } from './permissions';

/** What the access rules need to know about a user. */
export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
  isBroker: boolean;
  has3PLNetwork: boolean;
  /** A user of the brokerage that owns the TMS (its back-office staff). */
  isBrokerage?: boolean;
}

/**
 * One rule of the route guard: every permission group needs at least one match,
 * any one of the roles is enough, brokers can be excluded, and some items need the 3PL network.
 */
export interface AccessRule {
  permissionGroups?: readonly (readonly Permission[])[];
  anyRole?: readonly Role[];
  excludeBrokers?: boolean;
  /** Only brokers (the broker-side flows: orders). */
  brokersOnly?: boolean;
  requires3PLNetwork?: boolean;
  /** Only the brokerage's own staff (the back office). */
  brokerageOnly?: boolean;
  /** The brokerage's own staff pass whatever their permissions: they run every load of the TMS. */
  alsoBrokerage?: boolean;
  /** Only the company's admins (the Admin role or permission, as isAdmin reads them). */
  adminsOnly?: boolean;
}

export function canAccess(user: AccessSubject | null | undefined, rule: AccessRule): boolean {
  if (!user) return false;
  if (rule.alsoBrokerage === true && user.isBrokerage === true) return true;
  const groupsMet = (rule.permissionGroups ?? []).every((group) => group.some((p) => user.permissions.includes(p)));
  const roleMet = !rule.anyRole || rule.anyRole.some((r) => user.roles.includes(r));
  const brokerMet = (!rule.excludeBrokers || !user.isBroker) && (!rule.brokersOnly || user.isBroker);
  const networkMet = !rule.requires3PLNetwork || user.has3PLNetwork;
  const brokerageMet = !rule.brokerageOnly || user.isBrokerage === true;
  const adminMet = !rule.adminsOnly || isAdmin(user);
  return groupsMet && roleMet && brokerMet && networkMet && brokerageMet && adminMet;
}

const carrier: AccessRule = { permissionGroups: [['CarrierPortal']] };
const carrierOrDriver: AccessRule = { permissionGroups: [['CarrierPortal', 'DriverPortal']] };
/** Shipments: the carrier's and driver's own, and every one for the brokerage's staff. */
const shipmentsRule: AccessRule = { ...carrierOrDriver, alsoBrokerage: true };
const loadBoard: AccessRule = { permissionGroups: [['CarrierPortal']], excludeBrokers: true };
/** The broker-side flows: brokers enter orders for their own company; carriers never see orders. */
const brokerOnly: AccessRule = { permissionGroups: [['CarrierPortal']], brokersOnly: true };
/** The how-to videos: carriers watch; the brokerage's staff (Admin only) manage the library (docs/decisions/0203-who-manages-the-library.md). */
const videoLibrary: AccessRule = { permissionGroups: [['CarrierPortal', 'Admin']] };
const carrierOrFactoring: AccessRule = { permissionGroups: [['CarrierPortal', 'FactoringCompanyPortal']] };
/** The audit log (Activity): a company's admins read its own entries, the brokerage's staff every entry. */
const auditLog: AccessRule = { adminsOnly: true, alsoBrokerage: true };

/** Route guards by area. Where the spec gives two readings, the one in docs/decisions/0001-readings-where-the-spec-gives-two.md. */
export const ROUTE_ACCESS = {
  dashboard: carrier,
  rates: carrier,
  tenders: carrier,
  // The Load Board group (Top Picks, live equipment, lanes, reloads) is hidden from brokers and the
  // server refuses them, so the routes exclude brokers too (the spec: "hidden for brokers").
  availableFreight: loadBoard,
  equipment: carrier,
  // Drivers are carrier assets like equipment, so the same rule.
  drivers: carrier,
  // Company locations with dock hours and EDI codes (docs/decisions/0133-paths.md).
  locations: carrier,
  // A carrier's own score card; brokers hold no carrier card (docs/decisions/0139-access.md).
  scoreCard: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  videos: videoLibrary,
  liveEquipment: loadBoard,
  savedLanes: loadBoard,
  lanes: loadBoard,
  reloads: loadBoard,
  orders: brokerOnly,
  shipments: shipmentsRule,
  myShipments: carrierOrDriver,
  allShipments: shipmentsRule,
  cases: { permissionGroups: [['CarrierPortal', 'DriverPortal']], excludeBrokers: true },
  accounting: carrierOrFactoring,
  invoices: carrierOrFactoring,
  payments: carrierOrFactoring,
  contacts: carrierOrFactoring,
  thirdPartyPayerInvoices: {
    permissionGroups: [['CarrierPortal', 'FactoringCompanyPortal', 'CarrierBillingSettings', 'Admin']],
    anyRole: ['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR'],
  },
  // Every signed-in user keeps their own account: details, password, sessions and second factor.
  profile: {},
  // The brokerage's back office (approving carrier invoices, scheduling their payments); what each
  // person may do there is by role (back-office/back-office-rules.ts).
  backOffice: { brokerageOnly: true },
  // The help page: every signed-in user, whatever their roles (no dead ends).
  help: {},
  // What changed for the caller, as it happens: every signed-in user; each event is filtered by the area it belongs to.
  liveUpdates: {},
  // The company's ELD install: carriers read it; its admins connect, test and disconnect it.
  trackingIntegrations: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  trackingIntegrationsManage: { permissionGroups: [['CarrierPortal']], excludeBrokers: true, anyRole: ['Admin'] },
  auditLog,
  // Fraud signals: the brokerage's own staff only; a carrier never learns what is suspected of it.
  risk: { brokerageOnly: true },
  // A carrier's compliance record: its own users read it (its admins upload certificates, checked in
  // the service); the brokerage's staff read every carrier's.
  compliance: { permissionGroups: [['CarrierPortal']], excludeBrokers: true, alsoBrokerage: true },
  // An invoice's pay speed: read by the invoice's readers and the brokerage; only its carrier switches (the service).
  paySpeed: { permissionGroups: [['CarrierPortal', 'FactoringCompanyPortal']], alsoBrokerage: true },
  // The quick pay fee table: the brokerage's staff read it, its payables staff add versions (the service).
  quickPayFees: { brokerageOnly: true },
  // The detention free time and rates: the brokerage's staff read them (carriers read them through
  // their loads' detention), its admins change them (the service).
  detentionTerms: { brokerageOnly: true },
  // Notices of assignment: factors file them, carriers read those naming them, the brokerage decides.
  noticesOfAssignment: { permissionGroups: [['CarrierPortal', 'FactoringCompanyPortal']], excludeBrokers: true, alsoBrokerage: true },
} as const satisfies Record<string, AccessRule>;
export type RouteArea = keyof typeof ROUTE_ACCESS;

/** Navigation items by key, in the rail's order within their groups. */
export const NAV_ACCESS = {
  dashboard: carrier,
  // The back office's sections (the brokerage staff's home).
  backOfficeAttention: { brokerageOnly: true },
  backOfficeApprove: { brokerageOnly: true },
  backOfficeSchedule: { brokerageOnly: true },
  backOfficePaid: { brokerageOnly: true },
  backOfficeCarriers: { brokerageOnly: true },
  backOfficeAccessRequests: { brokerageOnly: true },
  risk: { brokerageOnly: true },
  loadBoard: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  liveEquipment: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  savedLanes: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  topPicks: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  shipments: shipmentsRule,
  orders: brokerOnly,
  // The quick quote beside Orders: the same rule as the orders it makes.
  quickQuote: brokerOnly,
  tenders: carrier,
  rateRequests: carrier,
  accounting: carrierOrFactoring,
  paymentRemittance: carrierOrFactoring,
  noticesOfAssignment: { permissionGroups: [['FactoringCompanyPortal']], alsoBrokerage: true },
  quickPayFees: { brokerageOnly: true },
  detentionTerms: { brokerageOnly: true },
  thirdPartyPayerInvoices: {
    permissionGroups: [['CarrierPortal', 'FactoringCompanyPortal', 'CarrierBillingSettings']],
    requires3PLNetwork: true,
  },
  accessorialRequests: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  videos: videoLibrary,
  contacts: carrierOrFactoring,
  // Beside Contacts (docs/decisions/0133-paths.md); the same rules as their routes.
  locations: carrier,
  // The fleet (equipment and drivers) is a carrier's; a broker, though its route lets it in, runs
  // no trucks, so the rail offers the fleet to carriers only.
  equipment: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  drivers: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  scoreCard: { permissionGroups: [['CarrierPortal']], excludeBrokers: true },
  activity: auditLog,
  compliance: { permissionGroups: [['CarrierPortal']], excludeBrokers: true, alsoBrokerage: true },
  support: {},
  logout: {},
} as const satisfies Record<string, AccessRule>;
export type NavKey = keyof typeof NAV_ACCESS;

/** A user whose only role is Driver is a driver user (no expired-token dialog, driver landing). */
export function isDriverOnly(user: Pick<AccessSubject, 'roles'>): boolean {
  return user.roles.length === 1 && user.roles[0] === 'Driver';
}

/**
 * A driver portal user: the driver portal without the carrier portal. Their shipments are the loads
 * assigned to them (/my-shipments), and their shipment pages leave out what only dispatch may do.
 */
export function isDriverPortalUser(user: Pick<AccessSubject, 'permissions'>): boolean {
  return user.permissions.includes('DriverPortal') && !user.permissions.includes('CarrierPortal');
}

export function isAdmin(user: Pick<AccessSubject, 'roles' | 'permissions'>): boolean {
  return user.roles.includes('Admin') || user.permissions.includes('Admin');
}

/**
 * Where the catch-all route sends a signed-in user (entry redirects). The spec sends
 * "anyone else" to the dashboard, which a third-party payer (CarrierBillingSettings only) may not
 * open; such a user lands on its invoice list instead when it may open it (docs/decisions/0012-third-party-payers-land-on-their-invoices.md).
 */
export function landingPath(user: AccessSubject): '/accounting' | '/dashboard' | '/all-shipments' | '/third-party-payer-invoices' | '/back-office' {
  // The brokerage's staff work carrier invoices through to payment; their home is the back office.
  if (user.isBrokerage === true) return '/back-office';
  if (user.permissions.includes('FactoringCompanyPortal') && !user.permissions.includes('CarrierPortal')) return '/accounting';
  if (user.permissions.includes('CarrierPortal')) return '/dashboard';
  if (user.permissions.includes('DriverPortal')) return '/all-shipments';
  if (canAccess(user, ROUTE_ACCESS.thirdPartyPayerInvoices)) return '/third-party-payer-invoices';
  return '/dashboard';
}

/**
 * Rating, booking and tendering for customers (the broker side of the spec): brokers (company
 * isBroker, with the carrier portal) on their own customers' freight, and the brokerage's own staff
 * on all of it (docs/decisions/0148-who-may-act.md). Carriers never: they answer, not ask.
 */
export function canBrokerFreight(user: (AccessSubject & { isBrokerage?: boolean }) | null | undefined): boolean {
  if (!user) return false;
  if (user.isBrokerage === true) return true;
  return user.isBroker && user.permissions.includes('CarrierPortal');
}
