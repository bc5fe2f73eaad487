import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsolidatableOrdersSchema,
  ConsolidationQuerySchema,
  ShipmentCreatedAnswerSchema,
  ShipmentFromOrderBodySchema,
  ShipmentStopsUpdateBodySchema,
} from '@portal/domain/orders/order-shipment-schemas';
import { idParam } from '@portal/domain/common/query-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { z } from 'zod';
import { consolidatableOrders, shipmentFromOrder, updateShipmentStops } from './order-shipment-calls.service';
import { ordersGuard } from './orders.routes';

const tags = ['shipments'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParam });

const StopsAnswerSchema = z.object({
  data: z.array(z.object({ shipmentStopId: z.number(), stopNumber: z.number(), stopType: z.string(), early: z.string(), late: z.string().nullable(), appointment: z.string().nullable(), ianaTimezone: z.string() })),
});

/** The Portal API shipment calls of the broker-side flows: create and draft from an order, stops before booking, consolidation. */
export const orderShipmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', ordersGuard);

  app.post(
    '/shipments',
    { schema: { tags, security, summary: "Create an order's shipment (Ready to Book), or submit its draft", body: ShipmentFromOrderBodySchema, response: { 201: ShipmentCreatedAnswerSchema } } },
    async (request, reply) => reply.status(201).send(await shipmentFromOrder(app.db, request.caller, request.body.orderNumber, ShipmentStatus.ReadyToBook)),
  );

  app.post(
    '/shipments/drafts',
    { schema: { tags, security, summary: "Create an order's shipment as a draft", body: ShipmentFromOrderBodySchema, response: { 201: ShipmentCreatedAnswerSchema } } },
    async (request, reply) => reply.status(201).send(await shipmentFromOrder(app.db, request.caller, request.body.orderNumber, ShipmentStatus.Draft)),
  );

  app.put(
    '/shipments/:id/stops',
    { schema: { tags, security, summary: "Update the stops' windows and appointments of a shipment not yet booked", params, body: ShipmentStopsUpdateBodySchema, response: { 200: StopsAnswerSchema } } },
    async (request) => updateShipmentStops(app.db, request.caller, request.params.id, request.body),
  );

  app.get(
    '/shipments/:id/consolidatable-orders',
    {
      schema: {
        tags,
        security,
        summary: 'Orders that could travel with this shipment (defaults: 45,000 lb, 60 units, 40 miles, pickup within 2 days)',
        params,
        querystring: ConsolidationQuerySchema,
        response: { 200: ConsolidatableOrdersSchema },
      },
    },
    async (request) =>
      consolidatableOrders(app.db, request.caller, request.params.id, {
        maxWeightLbs: request.query.maxWeight,
        maxUnits: request.query.maxUnits,
        distanceMiles: request.query.distance,
        dateWindowDays: request.query.dateWindowDays,
      }),
  );
};
