import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShipmentIdParamsSchema } from '@portal/domain/load-board/load-board-schemas';
import {
  BrokerShipmentAnswerSchema,
  BrokerShipmentChangeAnswerSchema,
  MaxBuyBodySchema,
  OriginationBodySchema,
  ReasonBodySchema,
  TenderRateStatusAnswerSchema,
} from '@portal/domain/rates/broker-booking-schemas';
import { requireBroker } from '../../rates/broker-access';
import { getBrokerShipment, rescindBooking, tenderRateStatus, updateMaxBuy, updateOrigination, voidShipment } from './broker-booking.service';

const tags = ['shipments'];
const security = [{ bearer: [] }];

/** The broker's changes to a shipment's booking: rescind, void, max buy, origination, and what its tenders stand at. */
export const brokerBookingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = ShipmentIdParamsSchema;

  app.get(
    '/shipments/:id/booking',
    { onRequest: requireBroker, schema: { tags, security, summary: "The shipment's booking as the broker sees it (status, carrier, rate, max buy, origination)", params, response: { 200: BrokerShipmentAnswerSchema } } },
    async (request) => ({ data: await getBrokerShipment(app.db, request.caller, request.params.id) }),
  );

  app.post(
    '/shipments/:id/rescind',
    {
      onRequest: requireBroker,
      schema: { tags, security, summary: 'Rescind a booking (the carrier is e-mailed and its tender shows Booking Rescinded) or a running tender (its tenders read Rescinded); the load returns to Ready to Book', params, body: ReasonBodySchema, response: { 200: BrokerShipmentChangeAnswerSchema } },
    },
    async (request) => rescindBooking(app.db, app.mailer, request.caller, request.params.id, request.body.reason),
  );

  app.post(
    '/shipments/:id/void',
    {
      onRequest: requireBroker,
      schema: { tags, security, summary: 'Void a shipment not yet dispatched (status Voided -1); a booked carrier is told and loses it', params, body: ReasonBodySchema, response: { 200: BrokerShipmentChangeAnswerSchema } },
    },
    async (request) => voidShipment(app.db, app.mailer, request.caller, request.params.id, request.body.reason),
  );

  app.put(
    '/shipments/:id/max-buy',
    { onRequest: requireBroker, schema: { tags, security, summary: 'Set the max buy (decimal dollars)', params, body: MaxBuyBodySchema, response: { 200: BrokerShipmentChangeAnswerSchema } } },
    async (request) => updateMaxBuy(app.db, request.caller, request.params.id, request.body.maxBuy),
  );

  app.put(
    '/shipments/:id/origination',
    { onRequest: requireBroker, schema: { tags, security, summary: "Set the order's origination (Portal, TmsContract, TmsSpot)", params, body: OriginationBodySchema, response: { 200: BrokerShipmentChangeAnswerSchema } } },
    async (request) => updateOrigination(app.db, request.caller, request.params.id, request.body.origination),
  );

  app.get(
    '/shipments/:id/tender-rate-status',
    { onRequest: requireBroker, schema: { tags, security, summary: "The shipment's tenders: carrier, rate and status (Expired past the deadline)", params, response: { 200: TenderRateStatusAnswerSchema } } },
    async (request) => tenderRateStatus(app.db, request.caller, request.params.id),
  );
};
