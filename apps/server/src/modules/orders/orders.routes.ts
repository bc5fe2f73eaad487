import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from '@portal/domain/orders/order-routes';
import { serve } from '../../lib/serve-route';
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

/** Orders can carry up to 50 stops and their lines. */
const ORDER_BODY_LIMIT = 256 * 1024;

/** Portal API orders: find, counts, filter sets, get, create, update, duplicate, history, documents, bill of lading. */
export const orderPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', ordersGuard);

  serve(app, orderRoutes.list, async (request) => findOrders(app.db, request.caller, request.query));
  serve(app, orderRoutes.statusCounts, async (request) => orderStatusCounts(app.db, request.caller));
  serve(app, orderRoutes.facilities, async (request) => findOrderFacilities(app.db, request.caller, request.query));
  serve(app, orderRoutes.filterSets, async () => orderFilterSets());
  serve(app, orderRoutes.get, async (request) => ({ data: await getOrder(app.db, request.caller, request.params.orderNumber) }));
  serve(app, orderRoutes.create, async (request, reply) => reply.status(201).send(await createOrder(app.db, request.caller, request.body)), { bodyLimit: ORDER_BODY_LIMIT });
  serve(app, orderRoutes.update, async (request) => updateOrderFromBody(app.db, request.caller, request.params.orderNumber, request.body), { bodyLimit: ORDER_BODY_LIMIT });
  serve(app, orderRoutes.duplicate, async (request, reply) =>
    reply.status(201).send(await duplicateOrder(app.db, request.caller, request.params.orderNumber, request.body, request.headers['idempotency-key'])),
  );
  serve(app, orderRoutes.history, async (request) => orderHistory(app.db, request.caller, request.params.orderNumber, request.query));
  serve(app, orderRoutes.documents, async (request) => {
    const order = await getVisibleOrderRow(app.db, request.caller, request.params.orderNumber);
    return findDocuments(app.db, request.caller, { orderId: order.id });
  });
  serve(app, orderRoutes.bolReadiness, async (request) => ({ data: await bolReadiness(app.db, request.caller, request.params.orderNumber) }));
  serve(app, orderRoutes.generateBol, async (request, reply) => reply.status(201).send(await generateOrderBol(app, request.caller, request.params.orderNumber)));
};
