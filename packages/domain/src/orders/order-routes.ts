import { z } from 'zod';
import { route } from '../api/route-contract';
import { idParam } from '../common/query-schemas';
import { DocumentListSchema } from '../documents/document-schemas';
import { OrderFacilitiesQuerySchema, OrderFacilityListSchema } from './order-facility';
import {
  BolGeneratedSchema,
  BolReadinessSchema,
  IdempotencyKeyHeadersSchema,
  OrderAnswerSchema,
  OrderCopiesAnswerSchema,
  OrderCreateBodySchema,
  OrderDuplicateBodySchema,
  OrderFilterSetsSchema,
  OrderHistoryQuerySchema,
  OrderHistorySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderNumberParamsSchema,
  OrderSavedAnswerSchema,
  OrderStatusCountsSchema,
  OrderUpdateBodySchema,
} from './order-schemas';
import {
  ConsolidatableOrdersSchema,
  ConsolidationQuerySchema,
  ShipmentCreatedAnswerSchema,
  ShipmentFromOrderBodySchema,
  ShipmentStopsAnswerSchema,
  ShipmentStopsUpdateBodySchema,
} from './order-shipment-schemas';

const orders = { service: 'portal', tags: ['orders'] } as const;
const shipments = { service: 'portal', tags: ['shipments'] } as const;
const shipmentParams = z.object({ id: idParam });

/** The orders area: find, counts, filter sets, read, create, update, duplicate, history, documents, bill of lading. */
export const orderRoutes = {
  list: route({ ...orders, method: 'GET', path: '/orders', summary: 'Find orders: a view or statuses, search, modes, pickup dates, sort; 50 a page', query: OrderListQuerySchema, answer: OrderListSchema }),
  statusCounts: route({
    ...orders,
    method: 'GET',
    path: '/orders/status-counts',
    summary: 'Visible orders per view (Draft, Ready to Book, Tendering, In Progress, Delivered, Voided, All)',
    answer: OrderStatusCountsSchema,
  }),
  facilities: route({
    ...orders,
    method: 'GET',
    path: '/orders/facilities',
    summary: "Facilities an order stop may pick: the customer's locations and the TMS's shared ones, 20 at most; q searches name, street, city and postal code",
    query: OrderFacilitiesQuerySchema,
    answer: OrderFacilityListSchema,
  }),
  filterSets: route({ ...orders, method: 'GET', path: '/orders/filter-sets', summary: "The order list's views and the filter each asks for", answer: OrderFilterSetsSchema }),
  get: route({ ...orders, method: 'GET', path: '/orders/:orderNumber', summary: 'One order by its number', params: OrderNumberParamsSchema, answer: OrderAnswerSchema }),
  create: route({
    ...orders,
    method: 'POST',
    path: '/orders',
    summary: 'Create an order and its shipment: a draft (Draft) or submitted (Ready to Book)',
    body: OrderCreateBodySchema,
    status: 201,
    answer: OrderSavedAnswerSchema,
  }),
  update: route({
    ...orders,
    method: 'PUT',
    path: '/orders/:orderNumber',
    summary: 'Update an order read at `version` (a stale version is a 409); only before its shipment is booked',
    params: OrderNumberParamsSchema,
    body: OrderUpdateBodySchema,
    answer: OrderSavedAnswerSchema,
  }),
  duplicate: route({
    ...orders,
    method: 'POST',
    path: '/orders/:orderNumber/copies',
    summary: 'Duplicate an order N times (1-50), dates shifted by shiftDays, appointments cleared; an Idempotency-Key makes a retry answer the same copies',
    params: OrderNumberParamsSchema,
    headers: IdempotencyKeyHeadersSchema,
    body: OrderDuplicateBodySchema,
    status: 201,
    answer: OrderCopiesAnswerSchema,
  }),
  history: route({
    ...orders,
    method: 'GET',
    path: '/orders/:orderNumber/history',
    summary: "An order's history (who changed what, when), newest first",
    params: OrderNumberParamsSchema,
    query: OrderHistoryQuerySchema,
    answer: OrderHistorySchema,
  }),
  documents: route({ ...orders, method: 'GET', path: '/orders/:orderNumber/documents', summary: 'Documents of an order and its bill of lading', params: OrderNumberParamsSchema, answer: DocumentListSchema }),
  bolReadiness: route({
    ...orders,
    method: 'GET',
    path: '/orders/:orderNumber/bill-of-lading/readiness',
    summary: 'Whether a bill of lading can be made, and what is missing',
    params: OrderNumberParamsSchema,
    answer: BolReadinessSchema,
  }),
  generateBol: route({
    ...orders,
    method: 'POST',
    path: '/orders/:orderNumber/bill-of-lading',
    summary: "Generate the order's bill of lading and file it with the shipment's documents",
    params: OrderNumberParamsSchema,
    status: 201,
    answer: BolGeneratedSchema,
  }),
  createShipment: route({
    ...shipments,
    method: 'POST',
    path: '/shipments',
    summary: "Create an order's shipment (Ready to Book), or submit its draft",
    body: ShipmentFromOrderBodySchema,
    status: 201,
    answer: ShipmentCreatedAnswerSchema,
  }),
  createDraftShipment: route({
    ...shipments,
    method: 'POST',
    path: '/shipments/drafts',
    summary: "Create an order's shipment as a draft",
    body: ShipmentFromOrderBodySchema,
    status: 201,
    answer: ShipmentCreatedAnswerSchema,
  }),
  updateShipmentStops: route({
    ...shipments,
    method: 'PUT',
    path: '/shipments/:id/stops',
    summary: "Update the stops' windows and appointments of a shipment not yet booked",
    params: shipmentParams,
    body: ShipmentStopsUpdateBodySchema,
    answer: ShipmentStopsAnswerSchema,
  }),
  consolidatableOrders: route({
    ...shipments,
    method: 'GET',
    path: '/shipments/:id/consolidatable-orders',
    summary: 'Orders that could travel with this shipment (defaults: 45,000 lb, 60 units, 40 miles, pickup within 2 days)',
    params: shipmentParams,
    query: ConsolidationQuerySchema,
    answer: ConsolidatableOrdersSchema,
  }),
} as const;
