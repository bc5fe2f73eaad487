/**
 * Every route of the web app, as a pattern for the router and a function that builds
 * the address. Nothing else in the app writes a path by hand.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  // Public
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  requestPasswordReset: {
    path: '/request-password-reset',
    getHref: (loginHint?: string) =>
      loginHint ? `/request-password-reset?login_hint=${encodeURIComponent(loginHint)}` : '/request-password-reset',
  },
  resetPassword: {
    path: '/reset-password/:resetToken',
    /** The address the reset e-mail links to; the service appends the token. */
    linkBase: () => '/reset-password',
    getHref: (resetToken: string) => `/reset-password/${seg(resetToken)}`,
  },
  confirmEmail: { path: '/confirm-email/:token', getHref: (token: string) => `/confirm-email/${seg(token)}` },
  /** The link mailed to a carrier's registered address to confirm a change of payee its only admin asked for. */
  confirmPayeeChange: { path: '/confirm-payee-change/:token', getHref: (token: string) => `/confirm-payee-change/${seg(token)}` },
  requestAccess: { path: '/request-access', getHref: () => '/request-access' },
  /** Where a rate confirmation's printed address and QR code lead: anyone may check it, signed in or not. */
  verifyRateConfirmation: { path: '/verify/:code', getHref: (code: string) => `/verify/${seg(code)}` },
  /** A load's share link: its last position and ETA on a map, for anyone holding the link, no sign-in. */
  sharedLoad: { path: '/track/:token', getHref: (token: string) => `/track/${seg(token)}` },
  activateUser: { path: '/ActivateUser/:resetToken', getHref: (resetToken: string) => `/ActivateUser/${seg(resetToken)}` },
  notFound: { path: '/not-found', getHref: () => '/not-found' },

  // Dashboard
  dashboard: {
    path: '/dashboard',
    getHref: () => '/dashboard',
    shipments: { path: '/dashboard/shipments', getHref: () => '/dashboard/shipments' },
    shipmentPreview: {
      path: '/dashboard/shipments/:shipmentNumber/preview',
      getHref: (shipmentNumber: string) => `/dashboard/shipments/${seg(shipmentNumber)}/preview`,
    },
    tenders: { path: '/dashboard/tenders', getHref: () => '/dashboard/tenders' },
    tenderPreview: {
      path: '/dashboard/tenders/:tenderId/preview',
      getHref: (tenderId: string | number) => `/dashboard/tenders/${seg(tenderId)}/preview`,
    },
    rates: { path: '/dashboard/rates', getHref: () => '/dashboard/rates' },
    ratePreview: {
      path: '/dashboard/rates/:rateId/preview',
      getHref: (rateId: string | number) => `/dashboard/rates/${seg(rateId)}/preview`,
    },
    accounting: { path: '/dashboard/accounting', getHref: () => '/dashboard/accounting' },
    accountingPreview: {
      path: '/dashboard/accounting/:invoiceNumber/preview',
      getHref: (invoiceNumber: string) => `/dashboard/accounting/${seg(invoiceNumber)}/preview`,
    },
  },

  /** The brokerage staff's back office: carrier invoices to approve, payments to schedule, recent payments. */
  backOffice: {
    path: '/back-office',
    getHref: () => '/back-office',
    section: { path: '/back-office/:section', getHref: (section: BackOfficeSection) => `/back-office/${section}` },
  },

  /** Fraud signals on carriers and their loads (the brokerage's staff). */
  risk: { path: '/risk', getHref: () => '/risk' },
  videos: { path: '/videos', getHref: () => '/videos' },
  /** The audit log: who did what to accounts, access and money (company admins and the brokerage's staff). */
  activity: { path: '/activity', getHref: () => '/activity' },
  /** Carrier compliance: a carrier's own record, or the brokerage's list of carriers and one carrier's record. */
  compliance: {
    path: '/compliance',
    getHref: () => '/compliance',
    carrier: { path: '/compliance/carriers/:carrierId', getHref: (carrierId: number) => `/compliance/carriers/${seg(carrierId)}` },
  },
  /** The brokerage's quick pay fee table (versions by effective day, a rate per score-card tier). */
  quickPayFees: { path: '/quick-pay-fees', getHref: () => '/quick-pay-fees' },
  detentionTerms: { path: '/detention-terms', getHref: () => '/detention-terms' },
  /** Notices of assignment: factors file them, the brokerage decides, carriers read theirs. */
  noticesOfAssignment: { path: '/notices-of-assignment', getHref: () => '/notices-of-assignment' },
  /** The portal's help page (the top bar's help desk link and the rail's Support). */
  help: { path: '/help', getHref: () => '/help' },

  // Shipments
  shipments: {
    path: '/shipments',
    getHref: () => '/shipments',
    detail: { path: '/shipments/:shipmentNumber', getHref: (shipmentNumber: string) => `/shipments/${seg(shipmentNumber)}` },
  },
  allShipments: {
    path: '/all-shipments',
    getHref: () => '/all-shipments',
    trip: {
      path: '/all-shipments/trip/:tripId',
      /** The trip is read through one of its shipments (GET shipments/{id}/trips), named by ?shipmentId=. */
      getHref: (tripId: string | number, shipmentId?: string | number) =>
        `/all-shipments/trip/${seg(tripId)}${shipmentId === undefined ? '' : `?shipmentId=${seg(shipmentId)}`}`,
    },
    preview: {
      path: '/all-shipments/:shipmentNumber/preview',
      getHref: (shipmentNumber: string) => `/all-shipments/${seg(shipmentNumber)}/preview`,
    },
    previewTab: {
      /** Tabs of the preview: details, financials, cases, documents, SignedRateConfirmation. */
      pathFor: (tab: AllShipmentsPreviewTab) => `/all-shipments/:shipmentNumber/preview/${tab}`,
      getHref: (shipmentNumber: string, tab: AllShipmentsPreviewTab) => `/all-shipments/${seg(shipmentNumber)}/preview/${tab}`,
    },
  },
  /**
   * Where an entry link's shipment_id lands (not a spec route): the key, a shipment number or id, is
   * looked up and the page sends the user on to the shipment's page
   * (docs/decisions/0290-a-shipment-id-entry-link-resolves-number-first.md).
   */
  shipmentLink: {
    path: '/shipment-link',
    key: { path: '/shipment-link/:shipmentKey', getHref: (shipmentKey: string | number) => `/shipment-link/${seg(shipmentKey)}` },
  },
  myShipments: {
    path: '/my-shipments',
    getHref: () => '/my-shipments',
    detail: { path: '/my-shipments/:shipmentNumber', getHref: (shipmentNumber: string) => `/my-shipments/${seg(shipmentNumber)}` },
  },
  availableFreight: {
    path: '/available-freight',
    getHref: () => '/available-freight',
    detail: {
      path: '/available-freight/:shipmentNumber',
      getHref: (shipmentNumber: string | number) => `/available-freight/${seg(shipmentNumber)}`,
    },
  },

  // Cases (Accessorial Requests)
  cases: {
    path: '/cases',
    getHref: () => '/cases',
    preview: { path: '/cases/:caseNumber/preview', getHref: (caseNumber: string) => `/cases/${seg(caseNumber)}/preview` },
    previewTab: {
      pathFor: (tab: CasePreviewTab | typeof CASE_PREVIEW_TAB_MISSPELLED) => `/cases/:caseNumber/preview/${tab}`,
      getHref: (caseNumber: string, tab: CasePreviewTab) => `/cases/${seg(caseNumber)}/preview/${tab}`,
    },
  },

  // Financials
  invoices: {
    path: '/invoices',
    getHref: () => '/invoices',
    preview: { path: '/invoices/:invoiceNumber/preview', getHref: (invoiceNumber: string) => `/invoices/${seg(invoiceNumber)}/preview` },
  },
  payments: {
    path: '/payments',
    getHref: () => '/payments',
    preview: { path: '/payments/:checkNumber/preview', getHref: (checkNumber: string) => `/payments/${seg(checkNumber)}/preview` },
  },
  accounting: {
    path: '/accounting',
    getHref: () => '/accounting',
    preview: {
      path: '/accounting/:invoiceNumber/preview',
      getHref: (invoiceNumber: string) => `/accounting/${seg(invoiceNumber)}/preview`,
    },
  },
  thirdPartyPayerInvoices: {
    path: '/third-party-payer-invoices',
    getHref: () => '/third-party-payer-invoices',
    preview: {
      path: '/third-party-payer-invoices/:invoiceNumber/preview',
      getHref: (invoiceNumber: string) => `/third-party-payer-invoices/${seg(invoiceNumber)}/preview`,
    },
  },

  // The broker's quick quote (docs/decisions/0293-the-quick-quote-page-is-quotes.md).
  quotes: { path: '/quotes', getHref: () => '/quotes' },

  // Orders
  orders: {
    path: '/orders',
    getHref: () => '/orders',
    create: { path: '/orders/create', getHref: () => '/orders/create' },
    preview: { path: '/orders/:orderNumber/preview', getHref: (orderNumber: string) => `/orders/${seg(orderNumber)}/preview` },
    previewTab: {
      pathFor: (tab: OrderPreviewTab) => `/orders/:orderNumber/preview/${tab}`,
      getHref: (orderNumber: string, tab: OrderPreviewTab) => `/orders/${seg(orderNumber)}/preview/${tab}`,
    },
    edit: { path: '/orders/:orderNumber/edit', getHref: (orderNumber: string) => `/orders/${seg(orderNumber)}/edit` },
  },

  // Tenders: /tenders/{tenderId} and /tenders/{shipmentNumber} share one pattern.
  tenders: {
    path: '/tenders',
    getHref: () => '/tenders',
    detail: { path: '/tenders/:tenderKey', getHref: (tenderId: string | number) => `/tenders/${seg(tenderId)}` },
    forShipment: { path: '/tenders/:tenderKey', getHref: (shipmentNumber: string) => `/tenders/${seg(shipmentNumber)}` },
  },

  // Rate requests: /rates/{rateId}/... and /rates/{shipmentNumber} share the first segment.
  rates: {
    path: '/rates',
    getHref: () => '/rates',
    shipmentRate: {
      path: '/rates/:rateType/shipment/:shipmentNumber',
      getHref: (rateType: string, shipmentNumber: string) => `/rates/${seg(rateType)}/shipment/${seg(shipmentNumber)}`,
    },
    preview: { path: '/rates/:rateKey/preview', getHref: (rateId: string | number) => `/rates/${seg(rateId)}/preview` },
    previewDetails: {
      path: '/rates/:rateKey/preview/details',
      getHref: (rateId: string | number) => `/rates/${seg(rateId)}/preview/details`,
    },
    forShipment: { path: '/rates/:rateKey', getHref: (shipmentNumber: string) => `/rates/${seg(shipmentNumber)}` },
  },

  // Load board and equipment
  reloads: {
    path: '/reloads',
    getHref: (query?: Record<string, string>) => {
      const search = query ? new URLSearchParams(query).toString() : '';
      return search ? `/reloads?${search}` : '/reloads';
    },
  },
  liveEquipment: { path: '/live-equipment', getHref: () => '/live-equipment' },
  savedLanes: { path: '/saved-lanes', getHref: () => '/saved-lanes' },
  lanes: { path: '/lanes', getHref: () => '/lanes' },
  equipment: {
    path: '/equipment',
    getHref: () => '/equipment',
    trailers: { path: '/equipment/trailers', getHref: () => '/equipment/trailers' },
    powerUnits: { path: '/equipment/power-units', getHref: () => '/equipment/power-units' },
  },
  /** The company's drivers (not a spec route: the spec lists drivers among the carrier's data; docs/decisions/0158-drivers.md). */
  drivers: { path: '/drivers', getHref: () => '/drivers' },

  // Account
  profile: {
    path: '/profile',
    getHref: () => '/profile',
    edit: { path: '/profile/edit', getHref: () => '/profile/edit' },
    integrations: { path: '/profile', getHref: () => '/profile?tab=integrations' },
    /** Where an account that must set up a second factor is sent before anything else. */
    twoFactorSetup: { path: '/profile', getHref: () => '/profile?tab=security&setup=required' },
  },
  contacts: {
    path: '/contacts',
    getHref: () => '/contacts',
    create: { path: '/contacts/create', getHref: () => '/contacts/create' },
    preview: { path: '/contacts/:contactId/preview', getHref: (contactId: string) => `/contacts/${seg(contactId)}/preview` },
    edit: { path: '/contacts/:contactId/edit', getHref: (contactId: string) => `/contacts/${seg(contactId)}/edit` },
  },

  locations: {
    path: '/locations',
    getHref: () => '/locations',
    create: { path: '/locations/create', getHref: () => '/locations/create' },
    edit: { path: '/locations/:locationId/edit', getHref: (locationId: string | number) => `/locations/${seg(locationId)}/edit` },
  },
  scoreCard: { path: '/score-card', getHref: () => '/score-card' },

  /** Served by the server, outside the single-page app. */
  external: {
    apiDocumentation: { getHref: () => '/docs' },
  },
} as const;

export const ALL_SHIPMENTS_PREVIEW_TABS = ['details', 'financials', 'cases', 'documents', 'history', 'SignedRateConfirmation'] as const;
export type AllShipmentsPreviewTab = (typeof ALL_SHIPMENTS_PREVIEW_TABS)[number];

export const CASE_PREVIEW_TABS = ['notes', 'documents', 'history'] as const;
export type CasePreviewTab = (typeof CASE_PREVIEW_TABS)[number];
/** One reading of the spec spells the documents tab 'docuents'; that address redirects (docs/decisions/0001-readings-where-the-spec-gives-two.md). */
export const CASE_PREVIEW_TAB_MISSPELLED = 'docuents';

/** Details and logistics, plus the order's history and documents. */
export const ORDER_PREVIEW_TABS = ['details', 'logistics', 'history', 'documents'] as const;
export type OrderPreviewTab = (typeof ORDER_PREVIEW_TABS)[number];

/** The back office's sections: loads needing attention, invoices to approve, payments to schedule, paid, carriers, access requests. */
export const BACK_OFFICE_SECTIONS = ['attention', 'approve', 'schedule', 'paid', 'carriers', 'access-requests'] as const;
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number];

/** Query parameters read at load (entry redirects). */
export const ENTRY_QUERY = { shipmentId: 'shipment_id', driverToken: 'driverToken', loginHint: 'login_hint', tab: 'tab' } as const;
export const PROFILE_TAB_INTEGRATIONS = 'integrations';
