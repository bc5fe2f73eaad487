import { landingPath, type AccessSubject, type RouteArea } from '@portal/domain/auth/access';
import type { TFunction } from '../i18n/i18n';
import type { ComponentType } from 'react';
import { createBrowserRouter, type Params, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteNotFound } from '../components/route-not-found';
import { ALL_SHIPMENTS_PREVIEW_TABS, CASE_PREVIEW_TAB_MISSPELLED, CASE_PREVIEW_TABS, ORDER_PREVIEW_TABS, paths } from '../config/paths';
import { importWithReload } from '../lib/lazy-import';
import type { RouteHandle } from '../lib/route-handle';
import { msg } from '../i18n/msg';
import { LandingRedirect } from './guards/landing-redirect';
import { PublicOnly } from './guards/public-only';
import { RouteGuard } from './guards/route-guard';
import { AllShipmentsIndexRedirect, CaseDocumentsMisspelledRedirect } from './routes/redirects';
import { RootRouteError, RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

type RouteModule = { Component: ComponentType };

/** A lazily loaded route module; a failed chunk download reloads the page once. */
function lazyPage(load: () => Promise<RouteModule>) {
  const loadWithReload = importWithReload(load);
  return async () => ({ Component: (await loadWithReload()).Component });
}

const modules = {
  login: lazyPage(() => import('./routes/auth/login')),
  requestPasswordReset: lazyPage(() => import('./routes/auth/request-password-reset')),
  resetPassword: lazyPage(() => import('./routes/auth/reset-password')),
  confirmEmail: lazyPage(() => import('./routes/auth/confirm-email')),
  confirmPayeeChange: lazyPage(() => import('./routes/auth/confirm-payee-change')),
  activateUser: lazyPage(() => import('./routes/auth/activate-user')),
  requestAccess: lazyPage(() => import('./routes/auth/request-access')),
  verifyRateConfirmation: lazyPage(() => import('./routes/verify-rate-confirmation')),
  sharedLoad: lazyPage(() => import('./routes/shared-load')),
  notFound: lazyPage(() => import('./routes/not-found')),
  dashboard: lazyPage(() => import('./routes/app/dashboard')),
  backOffice: lazyPage(() => import('./routes/app/back-office')),
  risk: lazyPage(() => import('./routes/app/risk')),
  videos: lazyPage(() => import('./routes/app/videos')),
  help: lazyPage(() => import('./routes/app/help')),
  shipments: lazyPage(() => import('./routes/app/shipments')),
  shipmentDetail: lazyPage(() => import('./routes/app/shipment-detail')),
  allShipments: lazyPage(() => import('./routes/app/all-shipments')),
  shipmentLink: lazyPage(() => import('./routes/app/shipment-link')),
  myShipments: lazyPage(() => import('./routes/app/my-shipments')),
  availableFreight: lazyPage(() => import('./routes/app/available-freight')),
  cases: lazyPage(() => import('./routes/app/cases')),
  invoices: lazyPage(() => import('./routes/app/invoices')),
  payments: lazyPage(() => import('./routes/app/payments')),
  orders: lazyPage(() => import('./routes/app/orders')),
  tenders: lazyPage(() => import('./routes/app/tenders')),
  rates: lazyPage(() => import('./routes/app/rates')),
  quotes: lazyPage(() => import('./routes/app/quotes')),
  reloads: lazyPage(() => import('./routes/app/reloads')),
  accounting: lazyPage(() => import('./routes/app/accounting')),
  thirdPartyPayerInvoices: lazyPage(() => import('./routes/app/third-party-payer-invoices')),
  equipment: lazyPage(() => import('./routes/app/equipment')),
  drivers: lazyPage(() => import('./routes/app/drivers')),
  lanes: lazyPage(() => import('./routes/app/lanes')),
  savedLanes: lazyPage(() => import('./routes/app/saved-lanes')),
  liveEquipment: lazyPage(() => import('./routes/app/live-equipment')),
  profile: lazyPage(() => import('./routes/app/profile')),
  contacts: lazyPage(() => import('./routes/app/contacts')),
  locations: lazyPage(() => import('./routes/app/locations')),
  scoreCard: lazyPage(() => import('./routes/app/score-card')),
  activity: lazyPage(() => import('./routes/app/activity')),
  compliance: lazyPage(() => import('./routes/app/compliance')),
  complianceCarrier: lazyPage(() => import('./routes/app/compliance-carrier')),
  quickPayFees: lazyPage(() => import('./routes/app/quick-pay-fees')),
  detentionTerms: lazyPage(() => import('./routes/app/detention-terms')),
  noticesOfAssignment: lazyPage(() => import('./routes/app/notices-of-assignment')),
};
type ModuleKey = keyof typeof modules;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const tabTitle = (tab: string) => (tab === 'SignedRateConfirmation' ? 'Signed Rate Confirmation' : capitalize(tab));

/** One page of an area: its pattern (absolute), module, and the handle that titles it. */
function page(path: string | undefined, module: ModuleKey, handle: RouteHandle): RouteObject {
  return path === undefined ? { index: true, lazy: modules[module], handle } : { path, lazy: modules[module], handle };
}

/**
 * An area behind its guard (ROUTE_ACCESS). Its own unknown sub-paths show 'Route Not Found'
 * inside the shell.
 */
function area(access: RouteArea, path: string, children: RouteObject[], options: { redirectWhenDenied?: (user: AccessSubject) => string } = {}): RouteObject {
  return {
    path,
    element: <RouteGuard area={access} redirectWhenDenied={options.redirectWhenDenied} />,
    children: [...children, { path: '*', element: <RouteNotFound />, handle: { title: msg('Not Found') } satisfies RouteHandle }],
  };
}

/** A title naming the record of the path by its `param`; `template` is an English text with {{number}}, marked msg(). */
const numberedTitle =
  (template: string, param: string) =>
  (params: Params, t: TFunction) =>
    t(template, { number: params[param] ?? '' }).trim();

const shipmentTitle = (template: string = msg('Shipment {{number}}')) => numberedTitle(template, 'shipmentNumber');
const caseTitle = numberedTitle(msg('Case {{number}}'), 'caseNumber');
const invoiceTitle = numberedTitle(msg('Invoice {{number}}'), 'invoiceNumber');
const orderTitle = numberedTitle(msg('Order {{number}}'), 'orderNumber');
const rateRequestTitle = numberedTitle(msg('Rate Request {{number}}'), 'rateKey');

/** A page per tab of a record's preview, titled as the preview and described as that tab of the `record`. */
function previewTabPages<Tab extends string>(tabs: readonly Tab[], pathFor: (tab: Tab) => string, module: ModuleKey, title: RouteHandle['title'], record: string): RouteObject[] {
  return tabs.map((tab) => page(pathFor(tab), module, { title, description: `${tabTitle(tab)} of the ${record}.` }));
}

const authenticatedAreas: RouteObject[] = [
  area(
    'dashboard',
    paths.dashboard.path,
    [
      page(undefined, 'dashboard', {
        title: msg('Dashboard'),
        description: 'Your day at a glance: shipments that need updates, open tenders and rate requests, and invoices that need action.',
      }),
      page(paths.dashboard.shipments.path, 'dashboard', {
        title: msg('Dashboard'),
        description: 'Shipments on the dashboard, with the ones needing updates first.',
      }),
      page(paths.dashboard.shipmentPreview.path, 'dashboard', {
        title: shipmentTitle(),
        description: 'A quick preview of the shipment: stops, status and latest activity.',
      }),
      page(paths.dashboard.tenders.path, 'dashboard', { title: msg('Dashboard'), description: 'Tenders waiting for your answer.' }),
      page(paths.dashboard.tenderPreview.path, 'dashboard', {
        title: numberedTitle(msg('Tender {{number}}'), 'tenderId'),
        description: 'The tender offer, with accept and reject.',
      }),
      page(paths.dashboard.rates.path, 'dashboard', { title: msg('Dashboard'), description: 'Open rate requests from the broker.' }),
      page(paths.dashboard.ratePreview.path, 'dashboard', {
        title: numberedTitle(msg('Rate Request {{number}}'), 'rateId'),
        description: 'The rate request and your response.',
      }),
      page(paths.dashboard.accounting.path, 'dashboard', { title: msg('Dashboard'), description: 'Invoices that need action before you can be paid.' }),
      page(paths.dashboard.accountingPreview.path, 'dashboard', {
        title: invoiceTitle,
        description: 'The invoice, its charges and documents.',
      }),
    ],
    // The dashboard, for a user without CarrierPortal, redirects to the all-shipments list;
    // that list is a driver's, so a factoring user or a payer goes to their own start page instead.
    { redirectWhenDenied: landingPath },
  ),

  area('backOffice', paths.backOffice.path, [
    page(undefined, 'backOffice', { title: msg('Back Office'), description: 'Carrier invoices to approve, approved invoices to pay, and recent payments.' }),
    page(paths.backOffice.section.path, 'backOffice', { title: msg('Back Office'), description: 'Carrier invoices to approve, approved invoices to pay, and recent payments.' }),
  ]),

  area('risk', paths.risk.path, [
    page(undefined, 'risk', { title: msg('Risk'), description: 'Fraud signals on carriers and their loads, each with its evidence, to check and acknowledge.' }),
  ]),

  area('videos', paths.videos.path, [
    page(undefined, 'videos', { title: msg('Videos'), description: 'Short training videos on booking, tracking and getting paid through the portal.' }),
  ]),

  area('help', paths.help.path, [
    page(undefined, 'help', { title: msg('Help'), description: 'Answers to common questions, how to reach carrier support, and the how-to videos.' }),
  ]),

  area('shipments', paths.shipments.path, [
    page(undefined, 'shipments', {
      title: msg('Shipments'),
      description: 'Your shipments in booking and tracking views, with filters and the ones needing updates flagged.',
    }),
    page(paths.shipments.detail.path, 'shipmentDetail', {
      title: shipmentTitle(),
      description: 'The shipment with its stops, activity, tenders, documents and notes.',
    }),
  ]),

  area('allShipments', paths.allShipments.path, [
    { index: true, element: <AllShipmentsIndexRedirect /> },
    page(paths.allShipments.trip.path, 'allShipments', {
      title: numberedTitle(msg('Trip {{number}}'), 'tripId'),
      description: 'The shipments of one trip, stop by stop.',
    }),
    page(paths.allShipments.preview.path, 'allShipments', {
      title: shipmentTitle(),
      description: 'The shipment preview: details, financials, cases, documents and the signed rate confirmation.',
    }),
    ...previewTabPages(ALL_SHIPMENTS_PREVIEW_TABS, paths.allShipments.previewTab.pathFor, 'allShipments', shipmentTitle(), 'shipment'),
  ]),

  area('shipments', paths.shipmentLink.path, [
    page(paths.shipmentLink.key.path, 'shipmentLink', {
      title: msg('Shipments'),
      description: 'Opens the shipment a link names, by its number or id.',
    }),
  ]),

  area('myShipments', paths.myShipments.path, [
    page(undefined, 'myShipments', { title: msg('My Shipments'), description: 'The shipments assigned to you.' }),
    page(paths.myShipments.detail.path, 'myShipments', {
      title: shipmentTitle(),
      description: 'Your shipment: stops, arrival and departure updates, and documents.',
    }),
  ]),

  area('availableFreight', paths.availableFreight.path, [
    page(undefined, 'availableFreight', {
      title: msg('Top Picks'),
      description: 'Available freight picked for your lanes and equipment, ready to book.',
    }),
    page(paths.availableFreight.detail.path, 'availableFreight', {
      title: shipmentTitle(msg('Top Pick {{number}}')),
      description: 'The available shipment with its stops, requirements and booking options.',
    }),
  ]),

  area('cases', paths.cases.path, [
    page(undefined, 'cases', {
      title: msg('Accessorial Requests'),
      description: 'Your accessorial requests, claims and disputes by status: New, In Progress, On Hold and Resolved.',
    }),
    page(paths.cases.preview.path, 'cases', {
      title: caseTitle,
      description: 'The case with its notes, documents and history.',
    }),
    ...previewTabPages(CASE_PREVIEW_TABS, paths.cases.previewTab.pathFor, 'cases', caseTitle, 'case'),
    { path: paths.cases.previewTab.pathFor(CASE_PREVIEW_TAB_MISSPELLED), element: <CaseDocumentsMisspelledRedirect /> },
  ]),

  area('invoices', paths.invoices.path, [
    page(undefined, 'invoices', { title: msg('Invoices'), description: 'Your invoices with their status, amounts and documents.' }),
    page(paths.invoices.preview.path, 'invoices', {
      title: invoiceTitle,
      description: 'The invoice, its charges, documents and comments.',
    }),
  ]),

  area('payments', paths.payments.path, [
    page(undefined, 'payments', {
      title: msg('Payment Remittance'),
      description: 'Payments made to you over the last three months, by check number.',
    }),
    page(paths.payments.preview.path, 'payments', {
      title: numberedTitle(msg('Payment {{number}}'), 'checkNumber'),
      description: 'The invoices and shipments a payment settled.',
    }),
  ]),

  area('orders', paths.orders.path, [
    page(undefined, 'orders', { title: msg('Orders'), description: 'Your orders with their status, ready to rate, book or tender.' }),
    page(paths.orders.create.path, 'orders', {
      title: msg('Create Order'),
      description: 'Create an order: stops, line items, equipment, accessorials and reference numbers.',
    }),
    page(paths.orders.preview.path, 'orders', {
      title: orderTitle,
      description: 'The order preview: details and logistics.',
    }),
    ...previewTabPages(ORDER_PREVIEW_TABS, paths.orders.previewTab.pathFor, 'orders', orderTitle, 'order'),
    page(paths.orders.edit.path, 'orders', {
      title: numberedTitle(msg('Edit Order {{number}}'), 'orderNumber'),
      description: 'Edit the order before it is booked.',
    }),
  ]),

  // Guarded like the orders it makes.
  area('orders', paths.quotes.path, [
    page(undefined, 'quotes', { title: msg('Quick Quote'), description: 'Rates for a lane before there is an order, a quote kept for an hour, and an order made from it.' }),
  ]),

  area('tenders', paths.tenders.path, [
    page(undefined, 'tenders', { title: msg('Tenders'), description: 'Offers from the broker to accept or reject, open (Sent) ones first.' }),
    page(paths.tenders.detail.path, 'tenders', {
      title: numberedTitle(msg('Tender {{number}}'), 'tenderKey'),
      description: 'The tender offer with its shipment, stops and rate, to accept or reject.',
    }),
  ]),

  area('rates', paths.rates.path, [
    page(undefined, 'rates', { title: msg('Rate Requests'), description: 'Rate requests from the broker: open, offered and declined.' }),
    page(paths.rates.shipmentRate.path, 'rates', {
      title: shipmentTitle(msg('Rates for Shipment {{number}}')),
      description: 'Rates for the shipment, to compare and book.',
    }),
    page(paths.rates.preview.path, 'rates', {
      title: rateRequestTitle,
      description: 'The rate request and your response.',
    }),
    page(paths.rates.previewDetails.path, 'rates', {
      title: rateRequestTitle,
      description: 'Details of the rate request.',
    }),
    page(paths.rates.forShipment.path, 'rates', {
      title: rateRequestTitle,
      description: 'The rate request of a shipment.',
    }),
  ]),

  area('reloads', paths.reloads.path, [
    page(undefined, 'reloads', {
      title: msg('Load Board'),
      description: 'Search reloads near your trucks by origin, destination, radius and date, ordered by pickup date.',
    }),
  ]),

  area('accounting', paths.accounting.path, [
    page(undefined, 'accounting', {
      title: msg('Accounting'),
      description: 'Payables by status: Action Required, Pending, In Progress and Paid.',
    }),
    page(paths.accounting.preview.path, 'accounting', {
      title: invoiceTitle,
      description: 'The invoice: enter your invoice number and amount, and upload the required documents.',
    }),
  ]),

  area('thirdPartyPayerInvoices', paths.thirdPartyPayerInvoices.path, [
    page(undefined, 'thirdPartyPayerInvoices', {
      title: msg('Third Party Payer Invoices'),
      description: 'Invoices you pay as a third party: Action Required, Draft, Received, Settled and All.',
    }),
    page(paths.thirdPartyPayerInvoices.preview.path, 'thirdPartyPayerInvoices', {
      title: invoiceTitle,
      description: 'The invoice with its documents, charges, comments and payment summary.',
    }),
  ]),

  area('equipment', paths.equipment.path, [
    page(undefined, 'equipment', { title: msg('Equipment'), description: 'Your trailers and power units, with totals on each tab.' }),
    page(paths.equipment.trailers.path, 'equipment', { title: msg('Equipment'), description: 'Your trailers.' }),
    page(paths.equipment.powerUnits.path, 'equipment', { title: msg('Equipment'), description: 'Your power units.' }),
  ]),

  area('drivers', paths.drivers.path, [
    page(undefined, 'drivers', { title: msg('Drivers'), description: 'Your drivers, their licences and their sign-in links.' }),
  ]),

  area('lanes', paths.lanes.path, [
    page(undefined, 'lanes', { title: msg('Lanes'), description: 'The lanes you run, to match you with freight.' }),
  ]),

  area('savedLanes', paths.savedLanes.path, [
    page(undefined, 'savedLanes', { title: msg('Saved Lanes'), description: 'Lanes you saved, with the freight available on each.' }),
  ]),

  area('liveEquipment', paths.liveEquipment.path, [
    page(undefined, 'liveEquipment', {
      title: msg('Live Equipment'),
      description: 'Where your trucks are now and when they will be empty, to find their next load.',
    }),
  ]),

  area('profile', paths.profile.path, [
    page(undefined, 'profile', {
      title: msg('My Profile'),
      description: 'Your details, profile picture, notification preferences and tracking integrations.',
    }),
    page(paths.profile.edit.path, 'profile', { title: msg('Edit Profile'), description: 'Change your name, phone numbers and picture.' }),
  ]),

  area('contacts', paths.contacts.path, [
    page(undefined, 'contacts', { title: msg('Contacts'), description: "Your company's contacts, their roles and portal access." }),
    page(paths.contacts.create.path, 'contacts', { title: msg('New Contact'), description: 'Add a contact and invite them to the portal.' }),
    page(paths.contacts.preview.path, 'contacts', { title: msg('Contact'), description: "The contact's details, roles and locations." }),
    page(paths.contacts.edit.path, 'contacts', { title: msg('Edit Contact'), description: "Change the contact's details, roles and access." }),
  ]),

  area('locations', paths.locations.path, [
    page(undefined, 'locations', { title: msg('Locations'), description: "Your company's locations, with whether each dock is open now." }),
    page(paths.locations.create.path, 'locations', { title: msg('New Location'), description: 'Add a location: address, phones, dock facts and directions.' }),
    page(paths.locations.edit.path, 'locations', {
      title: msg('Edit Location'),
      description: 'Change the location, its shipping and receiving dock hours, closures and EDI codes.',
    }),
  ]),

  area('auditLog', paths.activity.path, [
    page(undefined, 'activity', {
      title: msg('Activity'),
      description: 'Who did what to accounts, access and money: sign-ins, permissions, access requests, invoices and payments.',
    }),
  ]),

  area('compliance', paths.compliance.path, [
    page(undefined, 'compliance', {
      title: msg('Compliance'),
      description: 'Authority, insurance and what blocks bookings.',
    }),
    page(paths.compliance.carrier.path, 'complianceCarrier', { title: msg('Carrier Compliance'), description: "A carrier's authority and insurance." }),
  ]),

  area('quickPayFees', paths.quickPayFees.path, [
    page(undefined, 'quickPayFees', { title: msg('Quick Pay Fees'), description: 'Quick pay rates by tier.' }),
  ]),

  area('detentionTerms', paths.detentionTerms.path, [
    page(undefined, 'detentionTerms', { title: msg('Detention Terms'), description: 'Detention free time and rates.' }),
  ]),

  area('noticesOfAssignment', paths.noticesOfAssignment.path, [
    page(undefined, 'noticesOfAssignment', { title: msg('Notices of Assignment'), description: 'Factoring notices and releases.' }),
  ]),

  area('scoreCard', paths.scoreCard.path, [
    page(undefined, 'scoreCard', {
      title: msg('Score Card'),
      description: 'Your tier, each metric behind it with the loads it counts, the last six months and where this month is heading.',
    }),
  ]),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: RootRouteError,
    HydrateFallback: () => <PageLoader fullPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { index: true, lazy: modules.login, handle: { title: msg('Sign in') } satisfies RouteHandle },
          { path: paths.login.path, lazy: modules.login, handle: { title: msg('Sign in') } satisfies RouteHandle },
        ],
      },
      { path: paths.requestPasswordReset.path, lazy: modules.requestPasswordReset },
      { path: paths.resetPassword.path, lazy: modules.resetPassword },
      { path: paths.confirmEmail.path, lazy: modules.confirmEmail },
      { path: paths.confirmPayeeChange.path, lazy: modules.confirmPayeeChange },
      { path: paths.activateUser.path, lazy: modules.activateUser },
      { path: paths.requestAccess.path, lazy: modules.requestAccess, handle: { title: msg('Request access') } satisfies RouteHandle },
      { path: paths.verifyRateConfirmation.path, lazy: modules.verifyRateConfirmation },
      { path: paths.sharedLoad.path, lazy: modules.sharedLoad },
      { path: paths.notFound.path, lazy: modules.notFound },
      {
        element: <RouteGuard />,
        children: [
          {
            Component: AppShell,
            children: [
              {
                ErrorBoundary: RouteError,
                children: [
                  ...authenticatedAreas,
                  // The catch-all sends signed-in users to their landing page.
                  { path: '*', element: <LandingRedirect /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
