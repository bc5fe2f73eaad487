import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentListSchema } from '@portal/domain/documents/document-schemas';
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
} from '@portal/domain/orders/order-schemas';
import { OrderFacilitiesQuerySchema, OrderFacilityListSchema } from '@portal/domain/orders/order-facility';
import { findDocuments } from '../documents/documents.service';
import { bolReadiness, generateOrderBol } from './order-bol.service';
import { findOrderFacilities } from './order-facilities';
import { duplicateOrder } from './order-copies.service';
import { orderHistory } from './order-history.service';
import { findOrders, orderFilterSets, orderStatusCounts } from './order-list.service';
import { assertOrdersArea, getOrder, getVisibleOrderRow } from './order-read.service';
import { createOrder, updateOrderFromBody } from './order-write.service';

/** The orders area guard (brokers and brokerage staff), after the API's authenticate. */
export async function ordersGuard(request: FastifyRequest): Promise<void> {
  assertOrdersArea(request.caller);
}

const tags = ['orders'];
const security = [{ bearer: [] }];

/** Portal API orders: find, counts, filter sets, get, create, update, duplicate, history, documents, bill of lading. */
export const orderPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', ordersGuard);

  app.get(
    '/orders',
    { schema: { tags, security, summary: 'Find orders: a view or statuses, search, modes, pickup dates, sort; 50 a page', querystring: OrderListQuerySchema, response: { 200: OrderListSchema } } },
    async (request) => findOrders(app.db, request.caller, request.query),
  );

  app.get(
    '/orders/status-counts',
    { schema: { tags, security, summary: 'Visible orders per view (Draft, Ready to Book, Tendering, In Progress, Delivered, Voided, All)', response: { 200: OrderStatusCountsSchema } } },
    async (request) => orderStatusCounts(app.db, request.caller),
  );

  app.get(
    '/orders/facilities',
    {
      schema: {
        tags,
        security,
        summary: "Facilities an order stop may pick: the customer's locations and the TMS's shared ones, 20 at most; q searches name, street, city and postal code",
        querystring: OrderFacilitiesQuerySchema,
        response: { 200: OrderFacilityListSchema },
      },
    },
    async (request) => findOrderFacilities(app.db, request.caller, request.query),
  );

  app.get(
    '/orders/filter-sets',
    { schema: { tags, security, summary: "The order list's views and the filter each asks for", response: { 200: OrderFilterSetsSchema } } },
    async () => orderFilterSets(),
  );

  app.get(
    '/orders/:orderNumber',
    { schema: { tags, security, summary: 'One order by its number', params: OrderNumberParamsSchema, response: { 200: OrderAnswerSchema } } },
    async (request) => ({ data: await getOrder(app.db, request.caller, request.params.orderNumber) }),
  );

  app.post(
    '/orders',
    {
      bodyLimit: 256 * 1024,
      schema: { tags, security, summary: 'Create an order and its shipment: a draft (Draft) or submitted (Ready to Book)', body: OrderCreateBodySchema, response: { 201: OrderSavedAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send(await createOrder(app.db, request.caller, request.body)),
  );

  app.put(
    '/orders/:orderNumber',
    {
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        security,
        summary: 'Update an order read at `version` (a stale version is a 409); only before its shipment is booked',
        params: OrderNumberParamsSchema,
        body: OrderUpdateBodySchema,
        response: { 200: OrderSavedAnswerSchema },
      },
    },
    async (request) => updateOrderFromBody(app.db, request.caller, request.params.orderNumber, request.body),
  );

  app.post(
    '/orders/:orderNumber/copies',
    {
      schema: {
        tags,
        security,
        summary: 'Duplicate an order N times (1-50), dates shifted by shiftDays, appointments cleared; an Idempotency-Key makes a retry answer the same copies',
        params: OrderNumberParamsSchema,
        headers: IdempotencyKeyHeadersSchema,
        body: OrderDuplicateBodySchema,
        response: { 201: OrderCopiesAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await duplicateOrder(app.db, request.caller, request.params.orderNumber, request.body, request.headers['idempotency-key'])),
  );

  app.get(
    '/orders/:orderNumber/history',
    { schema: { tags, security, summary: "An order's history (who changed what, when), newest first", params: OrderNumberParamsSchema, querystring: OrderHistoryQuerySchema, response: { 200: OrderHistorySchema } } },
    async (request) => orderHistory(app.db, request.caller, request.params.orderNumber, request.query),
  );

  app.get(
    '/orders/:orderNumber/documents',
    { schema: { tags, security, summary: "Documents of an order and its bill of lading", params: OrderNumberParamsSchema, response: { 200: DocumentListSchema } } },
    async (request) => {
      const order = await getVisibleOrderRow(app.db, request.caller, request.params.orderNumber);
      return findDocuments(app.db, request.caller, { orderId: order.id });
    },
  );

  app.get(
    '/orders/:orderNumber/bill-of-lading/readiness',
    { schema: { tags, security, summary: 'Whether a bill of lading can be made, and what is missing', params: OrderNumberParamsSchema, response: { 200: BolReadinessSchema } } },
    async (request) => ({ data: await bolReadiness(app.db, request.caller, request.params.orderNumber) }),
  );

  app.post(
    '/orders/:orderNumber/bill-of-lading',
    {
      schema: { tags, security, summary: "Generate the order's bill of lading and file it with the shipment's documents", params: OrderNumberParamsSchema, response: { 201: BolGeneratedSchema } },
    },
    async (request, reply) => reply.status(201).send(await generateOrderBol(app, request.caller, request.params.orderNumber)),
  );
};
