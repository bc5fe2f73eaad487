import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from '@portal/domain/orders/order-routes';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { serve } from '../../lib/serve-route';
import { consolidateOrders } from './order-consolidation.service';
import { consolidatableOrders, shipmentFromOrder, updateShipmentStops } from './order-shipment-calls.service';
import { ordersGuard } from './orders.routes';

/** The Portal API shipment calls of the broker-side flows: create and draft from an order, stops before booking, consolidation. */
export const orderShipmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', ordersGuard);

  serve(app, orderRoutes.createShipment, async (request, reply) =>
    reply.status(201).send(await shipmentFromOrder(app.db, request.caller, request.body.orderNumber, ShipmentStatus.ReadyToBook)),
  );
  serve(app, orderRoutes.createDraftShipment, async (request, reply) =>
    reply.status(201).send(await shipmentFromOrder(app.db, request.caller, request.body.orderNumber, ShipmentStatus.Draft)),
  );
  serve(app, orderRoutes.updateShipmentStops, async (request) => updateShipmentStops(app.db, request.caller, request.params.id, request.body));
  serve(app, orderRoutes.consolidatableOrders, async (request) =>
    consolidatableOrders(app.db, request.caller, request.params.id, {
      maxWeightLbs: request.query.maxWeight,
      maxUnits: request.query.maxUnits,
      distanceMiles: request.query.distance,
      dateWindowDays: request.query.dateWindowDays,
    }),
  );
  serve(app, orderRoutes.consolidate, async (request) => consolidateOrders(app.db, request.caller, request.params.id, request.body));
};
