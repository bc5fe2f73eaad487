import { describe, expect, it } from 'vitest';
import { type AccessSubject, canAccess, isAdmin, isDriverOnly, isDriverPortalUser, landingPath, NAV_ACCESS, type NavKey, ROUTE_ACCESS, type RouteArea, canBrokerFreight } from './access';

const user = (over: Partial<AccessSubject>): AccessSubject => ({ roles: [], permissions: [], isBroker: false, has3PLNetwork: false, ...over });

/** The demo users of the seed data. */
const demo = {
  carrierAdmin: user({ permissions: ['CarrierPortal'], roles: ['Admin'] }),
  dispatcher: user({ permissions: ['CarrierPortal'] }),
  broker: user({ permissions: ['CarrierPortal'], isBroker: true }),
  driver: user({ permissions: ['DriverPortal'], roles: ['Driver'] }),
  factoring: user({ permissions: ['FactoringCompanyPortal'] }),
  payer: user({ permissions: ['CarrierBillingSettings'], roles: ['BillTo'], has3PLNetwork: true }),
};

const navFor = (subject: AccessSubject) => (Object.keys(NAV_ACCESS) as NavKey[]).filter((key) => canAccess(subject, NAV_ACCESS[key]));
const routesFor = (subject: AccessSubject) => (Object.keys(ROUTE_ACCESS) as RouteArea[]).filter((area) => canAccess(subject, ROUTE_ACCESS[area]));

const CARRIER_ROUTES: RouteArea[] = [
  'dashboard', 'rates', 'tenders', 'availableFreight', 'equipment', 'drivers', 'locations', 'scoreCard', 'videos', 'liveEquipment', 'savedLanes', 'lanes',
  'reloads', 'shipments', 'myShipments', 'allShipments', 'cases', 'accounting', 'invoices', 'payments',
  'contacts', 'profile', 'help', 'liveUpdates',
];

describe('canAccess', () => {
  it('refuses a missing user', () => {
    expect(canAccess(null, {})).toBe(false);
    expect(canAccess(undefined, ROUTE_ACCESS.profile)).toBe(false);
  });

  it('needs a match in every permission group', () => {
    const rule = { permissionGroups: [['CarrierPortal', 'DriverPortal'], ['Admin']] as const };
    expect(canAccess(user({ permissions: ['DriverPortal', 'Admin'] }), rule)).toBe(true);
    expect(canAccess(user({ permissions: ['DriverPortal'] }), rule)).toBe(false);
    expect(canAccess(user({ permissions: ['Admin'] }), rule)).toBe(false);
  });

  it('needs any one of the roles', () => {
    expect(canAccess(user({ roles: ['AR'] }), { anyRole: ['AP', 'AR'] })).toBe(true);
    expect(canAccess(user({ roles: ['Driver'] }), { anyRole: ['AP', 'AR'] })).toBe(false);
  });

  it('lets any signed-in user through an empty rule', () => {
    expect(canAccess(user({}), {})).toBe(true);
  });
});

describe('navigation by demo user (with the readings chosen where the spec gives two)', () => {
  it('carrier admin sees everything but Third Party Payer Invoices without the 3PL network', () => {
    expect(navFor(demo.carrierAdmin)).toEqual([
      'dashboard', 'loadBoard', 'liveEquipment', 'savedLanes', 'topPicks', 'shipments', 'tenders', 'rateRequests',
      'accounting', 'paymentRemittance', 'accessorialRequests', 'videos', 'contacts', 'locations', 'equipment', 'drivers',
      'scoreCard', 'activity', 'compliance', 'support', 'logout',
    ]);
    expect(navFor({ ...demo.carrierAdmin, has3PLNetwork: true })).toContain('thirdPartyPayerInvoices');
  });

  it('offers the fleet only to users its routes let in', () => {
    for (const subject of Object.values(demo)) {
      if (canAccess(subject, NAV_ACCESS.equipment)) expect(canAccess(subject, ROUTE_ACCESS.equipment)).toBe(true);
      if (canAccess(subject, NAV_ACCESS.drivers)) expect(canAccess(subject, ROUTE_ACCESS.drivers)).toBe(true);
    }
  });

  it('dispatcher sees the same carrier navigation, without the admins\' Activity', () => {
    expect(navFor(demo.dispatcher)).toEqual(navFor(demo.carrierAdmin).filter((key) => key !== 'activity'));
  });

  it('broker loses the Load Board group, Accessorial Requests and the score card', () => {
    expect(navFor(demo.broker)).toEqual([
      'dashboard', 'shipments', 'orders', 'quickQuote', 'tenders', 'rateRequests', 'accounting', 'paymentRemittance', 'videos', 'contacts', 'locations', 'support', 'logout',
    ]);
  });

  it('driver sees Shipments only', () => {
    expect(navFor(demo.driver)).toEqual(['shipments', 'support', 'logout']);
  });

  it('factoring company sees Accounting, Payment Remittance and Contacts', () => {
    expect(navFor(demo.factoring)).toEqual(['accounting', 'paymentRemittance', 'noticesOfAssignment', 'contacts', 'support', 'logout']);
    expect(navFor({ ...demo.factoring, has3PLNetwork: true })).toContain('thirdPartyPayerInvoices');
  });

  it('third-party payer sees Third Party Payer Invoices', () => {
    expect(navFor(demo.payer)).toEqual(['thirdPartyPayerInvoices', 'support', 'logout']);
    expect(navFor({ ...demo.payer, has3PLNetwork: false })).toEqual(['support', 'logout']);
  });
});

describe('routes by demo user', () => {
  it('carrier admin reaches every carrier area, and third-party invoices by the Admin role', () => {
    // The company's ELD install: every carrier user reads it, its admins manage it.
    expect(routesFor(demo.carrierAdmin).sort()).toEqual([...CARRIER_ROUTES, 'thirdPartyPayerInvoices', 'trackingIntegrations', 'trackingIntegrationsManage', 'auditLog', 'compliance', 'paySpeed', 'noticesOfAssignment'].sort());
  });

  it('dispatcher reaches every carrier area but not third-party invoices (no billing role)', () => {
    expect(routesFor(demo.dispatcher)).toEqual([...CARRIER_ROUTES, 'trackingIntegrations', 'compliance', 'paySpeed', 'noticesOfAssignment']);
    expect(canAccess({ ...demo.dispatcher, roles: ['AP'] }, ROUTE_ACCESS.thirdPartyPayerInvoices)).toBe(true);
  });

  it('broker is kept out of the load board group and cases', () => {
    const loadBoardGroup = ['reloads', 'availableFreight', 'liveEquipment', 'savedLanes', 'lanes'];
    // A broker company holds no carrier score card either; orders are the brokers' own.
    expect(routesFor(demo.broker).sort()).toEqual([...CARRIER_ROUTES.filter((area) => !loadBoardGroup.includes(area) && area !== 'cases' && area !== 'scoreCard'), 'orders', 'paySpeed'].sort());
  });

  it('only brokers reach orders', () => {
    expect(canAccess(demo.broker, ROUTE_ACCESS.orders)).toBe(true);
    expect([demo.carrierAdmin, demo.dispatcher, demo.driver, demo.factoring, demo.payer].some((u) => canAccess(u, ROUTE_ACCESS.orders))).toBe(false);
  });

  it('driver reaches shipments, my shipments, all shipments, cases and profile', () => {
    expect(routesFor(demo.driver)).toEqual(['shipments', 'myShipments', 'allShipments', 'cases', 'profile', 'help', 'liveUpdates']);
  });

  it('factoring company reaches accounting, invoices, payments, contacts and profile', () => {
    expect(routesFor(demo.factoring)).toEqual(['accounting', 'invoices', 'payments', 'contacts', 'profile', 'help', 'liveUpdates', 'paySpeed', 'noticesOfAssignment']);
    expect(canAccess({ ...demo.factoring, roles: ['AR'] }, ROUTE_ACCESS.thirdPartyPayerInvoices)).toBe(true);
  });

  it('third-party payer reaches third-party invoices, and its own profile (password, sessions, second factor)', () => {
    expect(routesFor(demo.payer)).toEqual(['thirdPartyPayerInvoices', 'profile', 'help', 'liveUpdates']);
  });

  it('every signed-in user reaches the help page; the brokerage staff (Admin only) also the videos they manage', () => {
    for (const subject of Object.values(demo)) expect(canAccess(subject, ROUTE_ACCESS.help)).toBe(true);
    expect(routesFor(user({ permissions: ['Admin'], roles: ['Admin'] }))).toEqual(['videos', 'thirdPartyPayerInvoices', 'profile', 'help', 'liveUpdates', 'auditLog']);
  });

  it('the back office is the brokerage staff\'s alone, whatever their role, and their landing page', () => {
    const staff = (roles: string[]) => user({ permissions: ['Admin'], roles, isBrokerage: true });
    for (const roles of [['Admin'], ['AP'], []]) {
      expect(canAccess(staff(roles), ROUTE_ACCESS.backOffice)).toBe(true);
      expect(navFor(staff(roles))).toEqual([
        'backOfficeAttention',
        'backOfficeApprove',
        'backOfficeSchedule',
        'backOfficePaid',
        'backOfficeCarriers',
        'backOfficeAccessRequests',
        'risk',
        'shipments',
        'noticesOfAssignment',
        'quickPayFees',
        'detentionTerms',
        'videos',
        'activity',
        'compliance',
        'support',
        'logout',
      ]);
      expect(canAccess(staff(roles), ROUTE_ACCESS.shipments)).toBe(true);
      expect(canAccess(staff(roles), ROUTE_ACCESS.allShipments)).toBe(true);
      expect(landingPath(staff(roles))).toBe('/back-office');
    }
    for (const subject of [...Object.values(demo), user({ permissions: ['Admin'], roles: ['Admin'] })]) {
      expect(canAccess(subject, ROUTE_ACCESS.backOffice)).toBe(false);
      expect(navFor(subject).filter((key) => key.startsWith('backOffice'))).toEqual([]);
      expect(canAccess(subject, ROUTE_ACCESS.risk)).toBe(false);
      expect(navFor(subject)).not.toContain('risk');
    }
  });

  it('the audit log is for company admins and every member of the brokerage\'s staff', () => {
    expect(canAccess(demo.carrierAdmin, ROUTE_ACCESS.auditLog)).toBe(true);
    expect(canAccess(user({ permissions: ['FactoringCompanyPortal'], roles: ['Admin'] }), ROUTE_ACCESS.auditLog)).toBe(true);
    expect(canAccess(user({ permissions: ['Admin'], roles: ['AP'], isBrokerage: true }), ROUTE_ACCESS.auditLog)).toBe(true);
    for (const subject of [demo.dispatcher, demo.broker, demo.driver, demo.factoring, demo.payer]) {
      expect(canAccess(subject, ROUTE_ACCESS.auditLog)).toBe(false);
      expect(navFor(subject)).not.toContain('activity');
    }
  });

  it('third-party invoice route takes any of the five roles and needs no 3PL flag', () => {
    for (const role of ['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR']) {
      expect(canAccess(user({ permissions: ['Admin'], roles: [role] }), ROUTE_ACCESS.thirdPartyPayerInvoices)).toBe(true);
    }
    expect(canAccess(user({ permissions: ['DriverPortal'], roles: ['BillTo'] }), ROUTE_ACCESS.thirdPartyPayerInvoices)).toBe(false);
  });
});

describe('landingPath', () => {
  it('sends each kind of user to its home', () => {
    expect(landingPath(demo.carrierAdmin)).toBe('/dashboard');
    expect(landingPath(demo.dispatcher)).toBe('/dashboard');
    expect(landingPath(demo.broker)).toBe('/dashboard');
    expect(landingPath(demo.driver)).toBe('/all-shipments');
    expect(landingPath(demo.factoring)).toBe('/accounting');
  });

  it('sends a third-party payer to its invoices, which it may open', () => {
    expect(landingPath(demo.payer)).toBe('/third-party-payer-invoices');
  });

  it('sends anyone else to the dashboard, as the spec says', () => {
    expect(landingPath(user({ permissions: ['CarrierBillingSettings'], roles: [] }))).toBe('/dashboard');
  });

  it('prefers the dashboard for a user with both carrier and factoring portals', () => {
    expect(landingPath(user({ permissions: ['FactoringCompanyPortal', 'CarrierPortal'] }))).toBe('/dashboard');
  });
});

describe('isDriverOnly and isAdmin', () => {
  it('treats a user whose only role is Driver as a driver user', () => {
    expect(isDriverOnly(demo.driver)).toBe(true);
    expect(isDriverOnly(user({ roles: ['Driver', 'Admin'] }))).toBe(false);
    expect(isDriverOnly(user({ roles: [] }))).toBe(false);
  });

  it('treats the driver portal without the carrier portal as a driver portal user', () => {
    expect(isDriverPortalUser(demo.driver)).toBe(true);
    expect(isDriverPortalUser(user({ permissions: ['DriverPortal', 'CarrierPortal'], roles: ['Driver'] }))).toBe(false);
    expect(isDriverPortalUser(demo.dispatcher)).toBe(false);
    expect(isDriverPortalUser(demo.factoring)).toBe(false);
  });

  it('finds admins by role or permission', () => {
    expect(isAdmin(demo.carrierAdmin)).toBe(true);
    expect(isAdmin(user({ permissions: ['Admin'] }))).toBe(true);
    expect(isAdmin(demo.dispatcher)).toBe(false);
    expect(isAdmin(demo.driver)).toBe(false);
  });
});

describe('canBrokerFreight', () => {
  const base = { roles: ['Admin'], permissions: ['CarrierPortal'], isBroker: false, has3PLNetwork: false };
  it('lets brokers with the carrier portal and the brokerage act, and refuses carriers', () => {
    expect(canBrokerFreight({ ...base, isBroker: true })).toBe(true);
    expect(canBrokerFreight({ ...base, permissions: ['Admin'], isBrokerage: true })).toBe(true);
    expect(canBrokerFreight(base)).toBe(false);
    expect(canBrokerFreight({ ...base, isBroker: true, permissions: ['DriverPortal'] })).toBe(false);
    expect(canBrokerFreight(null)).toBe(false);
  });
});
