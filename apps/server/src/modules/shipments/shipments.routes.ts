import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLaneMatches, getReloads } from './shipment-matching.service';
import { listProblemShipments, listShipments } from './shipment-list.service';
import { rateConfirmationPdf } from './shipment-pdfs';
import { sendPdf, useShipmentRouteDefaults } from './shipment-routes-support';
import {
  appointmentBody,
  driverSchema,
  equipmentSchema,
  latestActivitySchema,
  lineItemSchema,
  problemBody,
  problemSchema,
  problemShipmentsQuery,
  proNumberBody,
  shipmentDriverParams,
  shipmentIdAltParams,
  shipmentIdParams,
  shipmentListQuery,
  shipmentListSchema,
  shipmentSchema,
  shipmentStopAltParams,
  stopSchema,
} from './shipment-schemas';
import {
  getContactDetails,
  getLatestActivity,
  getLineItems,
  getOffers,
  getOrderDropoffs,
  getOrderRequirements,
  getRequirements,
  getShipment,
  getStops,
  getTenders,
  getTrips,
  getBillingConfiguration,
} from './shipment-details.service';
import { updateAppointment } from './shipment-stops.service';
import { getDrivers, getEquipment, getTrackingProblems, quickClosure, removeDriver, reportProblem, updateShippingProNumber } from './shipments.service';
import {
  billingConfigurationSchema,
  contactDetailsSchema,
  laneMatchesSchema,
  offerSchema,
  orderDropoffsSchema,
  orderRequirementSchema,
  reloadSchema,
  tenderSchema,
  tripSchema,
} from './shipment-detail-schemas';

const tags = ['shipments'];
const security = [{ bearer: [] }];
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), totalCount: z.number().int() });

/** Trucks API shipment calls (spec section 7), paths verbatim under /trucks/api. */
export const shipmentsTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  useShipmentRouteDefaults(app);
  const db = app.db;

  app.get(
    '/v2/shipments',
    {
      schema: {
        tags,
        security,
        summary: "The caller's shipments: query (number prefix, reference or PRO number), statuses (default: the list's default statuses), needsUpdates, paging and sorting",
        querystring: shipmentListQuery,
        response: { 200: shipmentListSchema },
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
    { schema: { tags, security, summary: 'One shipment (spec section 3)', params: shipmentIdParams, response: { 200: shipmentSchema } } },
    async (request) => getShipment(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/requirements',
    { schema: { tags, security, summary: 'Requirements of the shipment', params: shipmentIdParams, response: { 200: list(z.string()) } } },
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
        response: { 200: list(reloadSchema) },
      },
    },
    async (request) => getReloads(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/trips',
    { schema: { tags, security, summary: "The shipment's trip with its shipments", params: shipmentIdParams, response: { 200: list(tripSchema) } } },
    async (request) => getTrips(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/drivers',
    { schema: { tags, security, summary: 'Drivers assigned to the shipment', params: shipmentIdParams, response: { 200: list(driverSchema) } } },
    async (request) => getDrivers(db, request.caller, request.params.id),
  );

  app.delete(
    '/v2/shipments/:id/drivers/:driverId',
    { schema: { tags, security, summary: 'Removes a driver from the shipment', params: shipmentDriverParams, response: { 200: list(driverSchema) } } },
    async (request) => removeDriver(db, request.caller, request.params.id, request.params.driverId),
  );

  app.get(
    '/v2/shipments/:id/rate_confirmation_document',
    { schema: { tags, security, summary: 'The rate confirmation (application/pdf), generated from the shipment', params: shipmentIdParams } },
    async (request, reply) => sendPdf(reply, await rateConfirmationPdf(db, request.caller, request.params.id)),
  );

  app.get(
    '/v2/shipments/:id/equipment',
    { schema: { tags, security, summary: 'Truck and trailer of the shipment', params: shipmentIdParams, response: { 200: equipmentSchema } } },
    async (request) => getEquipment(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/stops',
    { schema: { tags, security, summary: 'Stops in route order', params: shipmentIdParams, response: { 200: list(stopSchema) } } },
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
    { schema: { tags, security, summary: 'Problems reported on the shipment, newest first', params: shipmentIdParams, response: { 200: list(problemSchema) } } },
    async (request) => getTrackingProblems(db, request.caller, request.params.id),
  );

  app.post(
    '/v2/shipments/:id/problems',
    { schema: { tags, security, summary: 'Reports a problem', params: shipmentIdParams, body: problemBody, response: { 201: problemSchema } } },
    async (request, reply) => reply.status(201).send(await reportProblem(db, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/v2/shipments/:id/order_requirements',
    { schema: { tags, security, summary: 'Requirements of the orders behind the shipment', params: shipmentIdParams, response: { 200: list(orderRequirementSchema) } } },
    async (request) => getOrderRequirements(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/contact_details',
    { schema: { tags, security, summary: 'Broker representative and carrier dispatcher', params: shipmentIdParams, response: { 200: contactDetailsSchema } } },
    async (request) => getContactDetails(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/line_items',
    { schema: { tags, security, summary: 'Line items of the orders behind the shipment', params: shipmentIdParams, response: { 200: list(lineItemSchema.extend({ orderNumber: z.string() })) } } },
    async (request) => getLineItems(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/tenders',
    { schema: { tags, security, summary: "Tenders of the shipment (a carrier sees its own)", params: shipmentIdParams, response: { 200: list(tenderSchema) } } },
    async (request) => getTenders(db, request.caller, request.params.id),
  );

  app.get(
    '/v2/shipments/:id/offers',
    { schema: { tags, security, summary: "Rate offers on the shipment (a carrier sees its own)", params: shipmentIdParams, response: { 200: list(offerSchema) } } },
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
        response: { 200: z.object({ data: z.array(stopSchema) }) },
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
        response: { 200: z.object({ value: z.string() }) },
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
        response: { 200: z.object({ id: z.number(), shipmentNumber: z.string(), status: z.number() }) },
      },
    },
    async (request) => quickClosure(db, request.caller, request.params.id),
  );
};

