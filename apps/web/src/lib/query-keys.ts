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
  },
  tenders: {
    all: ['tenders'] as const,
    count: (statuses: readonly number[]) => ['tenders', 'count', { statuses }] as const,
  },
  rateRequests: {
    all: ['rate-requests'] as const,
    count: (statuses: readonly number[]) => ['rate-requests', 'count', { statuses }] as const,
  },
  apInvoices: {
    all: ['ap-invoices'] as const,
    counts: () => ['ap-invoices', 'counts'] as const,
  },
  cases: {
    all: ['cases'] as const,
    statusCounts: () => ['cases', 'status-counts'] as const,
  },
  contacts: {
    all: ['contacts'] as const,
    openAccessRequestCount: () => ['contacts', 'access-requests', 'open-count'] as const,
  },
  releaseNotes: {
    all: ['release-notes'] as const,
    list: () => ['release-notes', 'list'] as const,
  },
} as const;
