import { route } from '../api/route-contract';
import { CountAnswerSchema } from '../common/query-schemas';
import { bookingListQuery, problemShipmentsQuery, shipmentListQuery } from './shipment-request-schemas';
import { filterSetsSchema, onTimeCountsSchema, shipmentListSchema, statusCountsSchema } from './shipment-schemas';
import { quickSearchQuery, shipmentSearchAnswerSchema, shipmentTotalCountQuery } from './shipment-search-schemas';

const trucks = { service: 'trucks', tags: ['shipments'] } as const;
const portal = { service: 'portal', tags: ['shipments'] } as const;
const carrier = { service: 'carrier', tags: ['shipments'] } as const;

/** The shipment lists and counts: My Shipments, the booking and tracking lists, the dashboard's counts, the Shipments badge and the top bar's search. */
export const shipmentListRoutes = {
  list: route({
    ...trucks,
    method: 'GET',
    path: '/v2/shipments',
    summary: "The caller's shipments: query (number prefix, reference or PRO number), statuses (default: the list's default statuses), needsUpdates, paging and sorting",
    query: shipmentListQuery,
    answer: shipmentListSchema,
    compiledAnswer: true,
  }),
  problemShipments: route({
    ...trucks,
    method: 'GET',
    path: '/v2/problem_shipments',
    summary: "The caller's booked shipments with an unresolved problem",
    query: problemShipmentsQuery,
    answer: shipmentListSchema,
  }),
  totalCount: route({
    ...trucks,
    method: 'GET',
    path: '/v2/shipments/total_count',
    summary: "Count of the caller's own shipments (booked to the carrier, the broker's customer loads, a driver's assigned loads; not the load board)",
    query: shipmentTotalCountQuery,
    answer: CountAnswerSchema,
    compiledAnswer: true,
  }),
  bookings: route({
    ...portal,
    method: 'GET',
    path: '/shipments/bookings',
    summary: 'The booking list: view booking or tracking supplies the statuses and needsUpdates not given',
    query: bookingListQuery,
    answer: shipmentListSchema,
    compiledAnswer: true,
  }),
  statusCounts: route({ ...portal, method: 'GET', path: '/shipments/status-counts', summary: "Counts of the caller's booked shipments by status", answer: statusCountsSchema }),
  onTimeStatusCounts: route({
    ...portal,
    method: 'GET',
    path: '/shipments/on-time-status-counts',
    summary: 'On time, late (late arrival or overdue next stop) and unknown, over open and delivered shipments',
    answer: onTimeCountsSchema,
  }),
  filterSets: route({ ...portal, method: 'GET', path: '/shipments/filter-sets', summary: 'The booking and tracking filter sets of the shipment list', answer: filterSetsSchema }),
  quickSearch: route({
    ...carrier,
    method: 'GET',
    path: '/v2/quick_searches/shipments',
    summary: 'Shipments by number prefix (and, for brokers, exact reference number)',
    description: 'totalCount is exact up to 1,000 matches and answers 1,000 beyond that.',
    query: quickSearchQuery,
    answer: shipmentSearchAnswerSchema,
    compiledAnswer: true,
  }),
} as const;
