/** The record a list belongs to, as query parameters (shipmentId, apInvoiceId, ...). */
type RecordFilter = Readonly<Record<string, string | number | undefined>>;

/**
 * The one factory of TanStack Query keys. Keys start with the area, so invalidating an area's root
 * (e.g. queryKeys.tenders.all) refreshes its lists, details and the navigation badge together,
 * without features importing each other.
 */
export const queryKeys = {
  session: {
    all: ['session'] as const,
    currentUser: () => ['session', 'current-user'] as const,
    carrierStatus: () => ['session', 'carrier-status'] as const,
  },
  shipments: {
    all: ['shipments'] as const,
    needsUpdatesCount: () => ['shipments', 'count', { needsUpdates: true }] as const,
    quickSearch: (query: string) => ['shipments', 'quick-search', query] as const,
    /** The dropoffs of a shipment's orders (proof-of-delivery stops). */
    orderDropoffs: (shipmentId: string | number) => ['shipments', 'order-dropoffs', String(shipmentId)] as const,
    /** The booking list (view booking or tracking) with its filters and page. */
    bookings: (filter: Readonly<Record<string, string | number | boolean | readonly number[] | undefined>>) => ['shipments', 'bookings', filter] as const,
    statusCounts: () => ['shipments', 'status-counts'] as const,
    onTimeCounts: () => ['shipments', 'on-time-counts'] as const,
    filterSets: () => ['shipments', 'filter-sets'] as const,
    byNumber: (shipmentNumber: string) => ['shipments', 'by-number', shipmentNumber] as const,
    byKey: (shipmentNumberOrId: string) => ['shipments', 'by-key', shipmentNumberOrId] as const,
    /** A shipment's history page (GET {portal}/shipments/{shipmentNumber}/history). */
    history: (shipmentNumber: string, page: number) => ['shipments', 'history', shipmentNumber, page] as const,
    /** One shipment's sub-resources: activity, charges, cases, tenders, requirements, trips. */
    part: (shipmentId: string | number, part: string) => ['shipments', 'detail', String(shipmentId), part] as const,
    trip: (tripId: string | number) => ['shipments', 'trip', String(tripId)] as const,
    /** Whether each stop's dock is open now (GET shipments/{id}/stop-dock-hours). */
    stopDockHours: (shipmentId: string | number) => ['shipments', 'detail', String(shipmentId), 'stop-dock-hours'] as const,
  },
  tenders: {
    all: ['tenders'] as const,
    count: (statuses: readonly number[]) => ['tenders', 'count', { statuses }] as const,
    /** Per-view totals of the tender list (a view may be Expired, which is not a stored status). */
    viewTotal: (statuses: readonly (number | string)[]) => ['tenders', 'view-total', { statuses }] as const,
    list: (params: object) => ['tenders', 'list', params] as const,
    detail: (tenderKey: string) => ['tenders', 'detail', tenderKey] as const,
  },
  /** The caller's drivers, searched by name, e-mail or phone. */
  drivers: {
    all: ['drivers'] as const,
    search: (q: string) => ['drivers', 'search', { q }] as const,
    list: (params: object) => ['drivers', 'list', params] as const,
    detail: (driverId: number) => ['drivers', 'detail', driverId] as const,
  },
  /** The company's trailers and power units (lists carry the tab totals). */
  /** The company's ELD integrations (profile, integrations tab). */
  trackingIntegrations: {
    all: ['tracking-integrations'] as const,
  },
  /** Negotiations on board loads: a load's offers and the dashboard's count of those waiting for the caller. */
  offers: {
    all: ['offers'] as const,
    list: (params: object) => ['offers', 'list', params] as const,
    summary: () => ['offers', 'summary'] as const,
  },
  compliance: {
    all: ['compliance'] as const,
    mine: () => ['compliance', 'mine'] as const,
    carrier: (carrierId: number) => ['compliance', 'carrier', carrierId] as const,
    list: (params: object) => ['compliance', 'list', params] as const,
    file: (documentId: string) => ['compliance', 'file', documentId] as const,
  },
  equipment: {
    all: ['equipment'] as const,
    list: (params: object) => ['equipment', 'list', params] as const,
  },
  rateRequests: {
    all: ['rate-requests'] as const,
    count: (statuses: readonly number[]) => ['rate-requests', 'count', { statuses }] as const,
    statusCounts: () => ['rate-requests', 'status-counts'] as const,
    list: (params: object) => ['rate-requests', 'list', params] as const,
    detail: (rateKey: string, rateType?: string) => ['rate-requests', 'detail', rateKey, rateType ?? null] as const,
  },
  /**
   * The broker's rating of a shipment: its unified rates, booking summary and automatic tendering
   * status. Booking, tendering, rescind and void invalidate all of it (and shipments and tenders).
   */
  rating: {
    all: ['rating'] as const,
    unifiedRates: (shipmentNumber: string) => ['rating', 'unified', shipmentNumber] as const,
    shipmentByNumber: (shipmentNumber: string) => ['rating', 'shipment-by-number', shipmentNumber] as const,
    booking: (shipmentId: number) => ['rating', 'booking', shipmentId] as const,
    tenderingStatus: (shipmentId: number) => ['rating', 'tendering-status', shipmentId] as const,
    carrierAnswers: (shipmentId: number) => ['rating', 'carrier-answers', shipmentId] as const,
  },
  /** The load board: searches, Top Picks and single loads; booking invalidates all of it. */
  loadBoard: {
    all: ['load-board'] as const,
    search: (params: object) => ['load-board', 'search', params] as const,
    topPicks: () => ['load-board', 'top-picks'] as const,
    detail: (shipmentNumber: string) => ['load-board', 'detail', shipmentNumber] as const,
  },
  /** Lanes, saved lanes and live equipment (they feed Top Picks, which lives under loadBoard). */
  lanes: {
    all: ['lanes'] as const,
    history: (params: object) => ['lanes', 'history', params] as const,
    saved: (params: object) => ['lanes', 'saved', params] as const,
    liveEquipment: (params: object) => ['lanes', 'live-equipment', params] as const,
    laneMatches: (liveEquipmentId: number, params: object) => ['lanes', 'lane-matches', liveEquipmentId, params] as const,
  },
  apInvoices: {
    all: ['ap-invoices'] as const,
    counts: () => ['ap-invoices', 'counts'] as const,
    list: (params: object) => ['ap-invoices', 'list', params] as const,
    detail: (invoiceNumber: string) => ['ap-invoices', 'detail', invoiceNumber] as const,
    /** An invoice's pay speed and quick pay fee: under the area, so a switch refreshes the invoice too. */
    paySpeed: (invoiceId: number) => ['ap-invoices', 'pay-speed', invoiceId] as const,
    history: (invoiceNumber: string, page: number) => ['ap-invoices', 'history', invoiceNumber, page] as const,
    /** An invoice's pay timeline: under the area, so a submission, approval or payment refreshes it. */
    payTimeline: (invoiceNumber: string) => ['ap-invoices', 'pay-timeline', invoiceNumber] as const,
    /** The brokerage's back-office list of one status (approving and paying refresh the whole area). */
    backOffice: (params: object) => ['ap-invoices', 'back-office', params] as const,
  },
  /** The brokerage staff's desk: loads needing attention, carriers, access requests waiting. */
  backOfficeDesk: {
    all: ['back-office-desk'] as const,
    list: (list: string, params: object) => ['back-office-desk', list, params] as const,
  },
  /** Fraud signals (the Risk page and the open ones beside a load or carrier); acknowledging refreshes them all. */
  fraudSignals: {
    all: ['fraud-signals'] as const,
    list: (params: object) => ['fraud-signals', 'list', params] as const,
    detail: (id: number) => ['fraud-signals', 'detail', id] as const,
  },
  /** The audit log's pages (Activity), by filters and page. */
  auditEvents: {
    all: ['audit-events'] as const,
    list: (params: object) => ['audit-events', 'list', params] as const,
  },
  payments: {
    all: ['payments'] as const,
    list: (params: object) => ['payments', 'list', params] as const,
    detail: (checkNumber: string) => ['payments', 'detail', checkNumber] as const,
    details: (checkNumber: string, page: number) => ['payments', 'details', checkNumber, { page }] as const,
  },
  thirdPartyInvoices: {
    all: ['third-party-invoices'] as const,
    list: (params: object) => ['third-party-invoices', 'list', params] as const,
    counts: (params: object) => ['third-party-invoices', 'counts', params] as const,
    detail: (invoiceNumber: string) => ['third-party-invoices', 'detail', invoiceNumber] as const,
  },
  cases: {
    all: ['cases'] as const,
    statusCounts: () => ['cases', 'status-counts'] as const,
    list: (params: RecordFilter | Readonly<Record<string, unknown>>) => ['cases', 'list', params] as const,
    detail: (caseNumber: string) => ['cases', 'detail', caseNumber] as const,
    history: (caseId: string | number, page: number) => ['cases', 'history', String(caseId), page] as const,
    /**
     * A shipment's cases (GET {portal}/shipments/{id}/cases, the shipment preview's cases tab). Under
     * the cases root, so opening a case (which invalidates cases.all) reloads it.
     */
    forShipment: (shipmentId: string | number) => ['cases', 'shipment', String(shipmentId)] as const,
  },
  /** Orders: lists, counts, one order, its history and BOL readiness; a save or copy invalidates orders.all. */
  orders: {
    all: ['orders'] as const,
    list: (params: object) => ['orders', 'list', params] as const,
    statusCounts: () => ['orders', 'status-counts'] as const,
    detail: (orderNumber: string) => ['orders', 'detail', orderNumber] as const,
    history: (orderNumber: string, page: number) => ['orders', 'history', orderNumber, page] as const,
    bolReadiness: (orderNumber: string) => ['orders', 'bol-readiness', orderNumber] as const,
    /** The stops of an order's shipment (stop times) and the orders that could join it. */
    shipmentStops: (shipmentNumber: string) => ['orders', 'shipment-stops', shipmentNumber] as const,
    consolidatable: (shipmentId: number, limits: object) => ['orders', 'consolidatable', shipmentId, limits] as const,
  },
  /** Place suggestions (reference data) by typed text and the kinds the box takes. */
  placeSuggestions: (q: string, kinds: readonly string[]) => ['place-suggestions', q, ...kinds] as const,
  /** The how-to video library; the media (bytes and captions) of one video; the support contacts of /help. */
  videos: {
    all: ['videos'] as const,
    list: () => ['videos', 'list'] as const,
    media: (videoId: string) => ['videos', 'media', videoId] as const,
  },
  supportContacts: () => ['support-contacts'] as const,
  contacts: {
    all: ['contacts'] as const,
    openAccessRequestCount: () => ['contacts', 'access-requests', 'open-count'] as const,
    list: (params: object) => ['contacts', 'list', params] as const,
    detail: (contactId: number) => ['contacts', 'detail', contactId] as const,
    accessRequests: (params: object) => ['contacts', 'access-requests', 'list', params] as const,
    /** The company's locations offered in the contact form ("the locations they work at"). */
    locationOptions: () => ['contacts', 'location-options'] as const,
  },
  /** The company's locations; saving one (or its dock schedule) invalidates locations.all. */
  locations: {
    all: ['locations'] as const,
    list: (params: object) => ['locations', 'list', params] as const,
    detail: (locationId: number) => ['locations', 'detail', locationId] as const,
    ediCustomers: () => ['locations', 'edi-customers'] as const,
    ediLocations: (customerId: number) => ['locations', 'edi', customerId] as const,
  },
  /** The Carriers factoring list (Remit To choices); it changes rarely. */
  factoringCompanies: () => ['factoring-companies'] as const,
  scoreCard: {
    all: ['score-card'] as const,
    card: (carrierId: number) => ['score-card', carrierId] as const,
    loads: (carrierId: number, metric: string) => ['score-card', carrierId, 'loads', metric] as const,
  },
  /** Documents of any record; uploads and deletes invalidate documents.all (lists and required documents together). */
  documents: {
    all: ['documents'] as const,
    list: (filter: RecordFilter) => ['documents', 'list', filter] as const,
    required: (filter: RecordFilter) => ['documents', 'required', filter] as const,
    /** A stored file never changes: kept outside documents.all so uploads do not fetch an open file again. */
    file: (documentId: string) => ['document-file', documentId] as const,
  },
  notes: {
    all: ['notes'] as const,
    list: (entityType: number, entityId: string | number) => ['notes', 'list', { entityType, entityId: String(entityId) }] as const,
    mentionableUsers: (entityType: number, entityId: string | number, query: string) =>
      ['notes', 'mentionable-users', { entityType, entityId: String(entityId), query }] as const,
  },
  profile: {
    all: ['profile'] as const,
    notificationPreferences: () => ['profile', 'notification-preferences'] as const,
    twoFactor: () => ['profile', 'two-factor'] as const,
    sessions: () => ['profile', 'sessions'] as const,
    passkeys: () => ['profile', 'passkeys'] as const,
    apiKeys: () => ['profile', 'api-keys'] as const,
  },
  /** Profile pictures by file id (top bar, note cards, mention lists). */
  profilePictures: {
    file: (fileId: string) => ['profile-pictures', fileId] as const,
  },
  releaseNotes: {
    all: ['release-notes'] as const,
    list: () => ['release-notes', 'list'] as const,
  },
  /** The brokerage's quick pay fee table. */
  quickPayFees: {
    all: ['quick-pay-fees'] as const,
  },
  /** Notices of assignment (factors file, the brokerage decides). */
  noticesOfAssignment: {
    all: ['notices-of-assignment'] as const,
    list: (params: object) => ['notices-of-assignment', 'list', params] as const,
  },
  /** A load opened through its share link, without signing in. */
  sharedLoads: {
    one: (token: string) => ['shared-loads', token] as const,
  },
  /** The brokerage's detention free time and hourly rates. */
  detentionTerms: {
    all: ['detention-terms'] as const,
  },
  /** The carrier's choice for arrivals noticed from the track. */
  stopArrivals: {
    settings: ['stop-arrivals', 'settings'] as const,
  },
} as const;
