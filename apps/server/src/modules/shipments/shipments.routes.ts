import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledAnswer } from '../../lib/serializer-compiler';
import {
  billingConfigurationSchema,
  contactDetailsSchema,
  laneMatchesSchema,
  latestActivitySchema,
  offerListSchema,
  orderDropoffsSchema,
  orderLineItemListSchema,
  orderRequirementListSchema,
  problemListSchema,
  problemSchema,
  proNumberAnswerSchema,
  quickClosureAnswerSchema,
  reloadListSchema,
  requirementListSchema,
  tenderListSchema,
  tripListSchema,
} from '@portal/domain/shipments/shipment-detail-schemas';
import {
  appointmentBody,
  problemBody,
  problemShipmentsQuery,
  proNumberBody,
  shipmentIdAltParams,
  shipmentIdParams,
  shipmentListQuery,
  shipmentStopAltParams,
} from '@portal/domain/shipments/shipment-request-schemas';
import { appointmentAnswerSchema, shipmentListSchema, shipmentSchema, stopListSchema } from '@portal/domain/shipments/shipment-schemas';
import { getLatestActivity, getRequirements, getShipment, getStops, getTrips } from './detail/shipment-details.service';
import { listProblemShipments, listShipments } from './list/shipment-list.service';
import { getLaneMatches, getReloads } from './list/shipment-matching.service';
import { getBillingConfiguration } from './detail/shipment-money.service';
import { getOffers, getTenders } from './detail/shipment-offers.service';
import { getLineItems, getOrderDropoffs, getOrderRequirements } from './detail/shipment-orders.service';
import { getContactDetails } from './detail/shipment-parties.service';
import { rateConfirmationPdf } from './documents/shipment-pdfs';
import { getTrackingProblems, reportProblem } from './stops/shipment-problems.service';
import { registerSharedShipmentCalls, SHIPMENT_ROUTE_SECURITY as security, SHIPMENT_ROUTE_TAGS as tags } from './shipment-route-table';
import { sendPdf, useShipmentRouteDefaults } from './shipment-routes-support';
import { updateAppointment } from './stops/shipment-stops.service';
import { quickClosure, updateShippingProNumber } from './stops/shipment-updates.service';

/** Trucks API shipment calls, the spec's paths verbatim under /trucks/api. */
export const shipmentsTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  useShipmentRouteDefaults(app);
  const db = app.db;
  registerSharedShipmentCalls(app, 'trucks');

  app.get(
    '/v2/shipments',
    {
      schema: {
        tags,
        security,
        summary: "The caller's shipments: query (number prefix, reference or PRO number), statuses (default: the list's default statuses), needsUpdates, paging and sorting",
        querystring: shipmentListQuery,
        response: { 200: compiledAnswer(shipmentListSchema) },
      },
    },
    async (request) => listShipments(db, request.caller, request.query),
  );

  app.get(
    '/v2/problem_shipments',
    {
      schema: { tags, security, summary: "The caller's booked shipments with an unresolved problem", querystring: problemShipmentsQuery, response: { 200: shipmentListSchema } },
    },
    async (request) => listProblemShipments(db, request.caller, request.query),
  );

  app.get(
    '/v2/shipments/:id',
    { schema: { tags, security, summary: 'One shipment', params: shipmentIdParams, response: { 200: compiledAnswer(shipmentSchema) } } },
    async (request) => getShipment(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/requirements',
    { schema: { tags, security, summary: 'Requirements of the shipment', params: shipmentIdParams, response: { 200: requirementListSchema } } },
    async (request) => getRequirements(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/latest_activity',
    { schema: { tags, security, summary: 'The newest activity (timeStamp null when there is none)', params: shipmentIdParams, response: { 200: latestActivitySchema } } },
    async (request) => getLatestActivity(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/reloads',
    {
      schema: {
        tags,
        security,
        summary: 'Ready to Book loads picking up within 100 miles of the delivery, after its delivery window, nearest first',
        params: shipmentIdParams,
        response: { 200: reloadListSchema },
      },
    },
    async (request) => getReloads(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/trips',
    { schema: { tags, security, summary: "The shipment's trip with its shipments", params: shipmentIdParams, response: { 200: tripListSchema } } },
    async (request) => getTrips(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/rate_confirmation_document',
    { schema: { tags, security, summary: 'The rate confirmation (application/pdf), generated from the shipment', params: shipmentIdParams } },
    async (request, reply) => sendPdf(reply, await rateConfirmationPdf(db, request.caller, request.params.id)),
  );

  app.get(
    '/v2/shipments/:id/stops',
    { schema: { tags, security, summary: 'Stops in route order', params: shipmentIdParams, response: { 200: stopListSchema } } },
    async (request) => getStops(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/order_dropoffs',
    {
      schema: {
        tags,
        security,
        summary: 'Dropoffs per order (stopNumber zero-based within the order, stopId the order stop id)',
        params: shipmentIdParams,
        response: { 200: orderDropoffsSchema },
      },
    },
    async (request) => getOrderDropoffs(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/billing_configuration',
    { schema: { tags, security, summary: 'Remit-to, factoring and third-party billing of the shipment', params: shipmentIdParams, response: { 200: billingConfigurationSchema } } },
    async (request) => getBillingConfiguration(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/tracking_problems',
    { schema: { tags, security, summary: 'Problems reported on the shipment, newest first', params: shipmentIdParams, response: { 200: problemListSchema } } },
    async (request) => getTrackingProblems(db, request.caller, request.params.id),
  );

  app.post(
    '/v2/shipments/:id/problems',
    { schema: { tags, security, summary: 'Reports a problem', params: shipmentIdParams, body: problemBody, response: { 201: problemSchema } } },
    async (request, reply) => reply.status(201).send(await reportProblem(db, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/v2/shipments/:id/order_requirements',
    { schema: { tags, security, summary: 'Requirements of the orders behind the shipment', params: shipmentIdParams, response: { 200: orderRequirementListSchema } } },
    async (request) => getOrderRequirements(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/contact_details',
    { schema: { tags, security, summary: 'Broker representative and carrier dispatcher', params: shipmentIdParams, response: { 200: contactDetailsSchema } } },
    async (request) => getContactDetails(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/line_items',
    { schema: { tags, security, summary: 'Line items of the orders behind the shipment', params: shipmentIdParams, response: { 200: orderLineItemListSchema } } },
    async (request) => getLineItems(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/tenders',
    { schema: { tags, security, summary: 'Tenders of the shipment (a carrier sees its own)', params: shipmentIdParams, response: { 200: tenderListSchema } } },
    async (request) => getTenders(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/offers',
    { schema: { tags, security, summary: 'Rate offers on the shipment (a carrier sees its own)', params: shipmentIdParams, response: { 200: offerListSchema } } },
    async (request) => getOffers(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:shipmentId/lane_matches',
    { schema: { tags, security, summary: "The caller's saved lanes and live equipment matching the shipment", params: shipmentIdAltParams, response: { 200: laneMatchesSchema } } },
    async (request) => getLaneMatches(db, request.caller, request.params.shipmentId),
  );

  app.patch(
    '/v2/shipments/:shipmentId/stops/:stopId/appointments',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the appointment of a stop (ISO date-time within 30 days of the window; not for departed stops)',
        params: shipmentStopAltParams,
        body: appointmentBody,
        response: { 200: appointmentAnswerSchema },
      },
    },
    async (request) => updateAppointment(db, request.caller, request.params.shipmentId, request.params.stopId, request.body.appointment),
  );

  app.patch(
    '/v2/shipments/:shipmentId/shipping_pro_number',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the shipping PRO number (trimmed, 1-30 letters, digits or dashes)',
        params: shipmentIdAltParams,
        body: proNumberBody,
        response: { 200: proNumberAnswerSchema },
      },
    },
    async (request) => updateShippingProNumber(db, request.caller, request.params.shipmentId, request.body.value),
  );

  app.patch(
    '/v2/shipments/:id/quick_closure',
    {
      schema: {
        tags,
        security,
        summary: 'Closes a Delivered shipment as Delivery Confirmed (empty body); 409 otherwise',
        params: shipmentIdParams,
        response: { 200: quickClosureAnswerSchema },
      },
    },
    async (request) => quickClosure(db, request.caller, request.params.id),
  );
};
