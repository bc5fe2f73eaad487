import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shipmentListRoutes } from '@portal/domain/shipments/shipment-list-routes';
import { shipmentRoutes } from '@portal/domain/shipments/shipment-routes';
import { idempotentWrite } from '../../lib/idempotent-write';
import { serve } from '../../lib/serve-route';
import { getLatestActivity, getRequirements, getShipment, getStops, getTrips } from './detail/shipment-details.service';
import { listProblemShipments, listShipments } from './list/shipment-list.service';
import { getLaneMatches, getReloads } from './list/shipment-matching.service';
import { getBillingConfiguration } from './detail/shipment-money.service';
import { getOffers, getTenders } from './detail/shipment-offers.service';
import { getLineItems, getOrderDropoffs, getOrderRequirements } from './detail/shipment-orders.service';
import { getContactDetails } from './detail/shipment-parties.service';
import { rateConfirmationPdf } from './documents/shipment-pdfs';
import { getTrackingProblems, reportProblem } from './stops/shipment-problems.service';
import { serveSharedShipmentCalls } from './shared-shipment-calls';
import { sendPdf, useShipmentRouteDefaults } from './shipment-routes-support';
import { updateAppointment } from './stops/shipment-stops.service';
import { quickClosure, updateShippingProNumber } from './stops/shipment-updates.service';

/** Trucks API shipment calls, the spec's paths verbatim under /trucks/api. */
export const shipmentsTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  useShipmentRouteDefaults(app);
  const db = app.db;
  serveSharedShipmentCalls(app, 'trucks');

  serve(app, shipmentListRoutes.list, async (request) => listShipments(db, request.caller, request.query));
  serve(app, shipmentListRoutes.problemShipments, async (request) => listProblemShipments(db, request.caller, request.query));

  serve(app, shipmentRoutes.get, async (request) => getShipment(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.requirements, async (request) => getRequirements(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.latestActivity, async (request) => getLatestActivity(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.reloads, async (request) => getReloads(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.trips, async (request) => getTrips(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.rateConfirmation, async (request, reply) => sendPdf(reply, await rateConfirmationPdf(db, request.caller, request.params.id, app.config.publicUrl)));
  serve(app, shipmentRoutes.stops, async (request) => getStops(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.orderDropoffs, async (request) => getOrderDropoffs(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.billingConfiguration, async (request) => getBillingConfiguration(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.trackingProblems, async (request) => getTrackingProblems(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.reportProblem, async ({ caller, params, body, headers }, reply) =>
    reply.status(201).send(await idempotentWrite(db, caller, { operation: 'shipments.problem', key: headers['idempotency-key'], request: [params, body], statusCode: 201, write: (trx) => reportProblem(trx, caller, params.id, body) })),
  );
  serve(app, shipmentRoutes.orderRequirements, async (request) => getOrderRequirements(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.contactDetails, async (request) => getContactDetails(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.lineItems, async (request) => getLineItems(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.tenders, async (request) => getTenders(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.offers, async (request) => getOffers(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.laneMatches, async (request) => getLaneMatches(db, request.caller, request.params.shipmentId));
  serve(app, shipmentRoutes.setAppointment, async (request) =>
    updateAppointment(db, request.caller, request.params.shipmentId, request.params.stopId, request.body.appointment),
  );
  serve(app, shipmentRoutes.setProNumber, async (request) => updateShippingProNumber(db, request.caller, request.params.shipmentId, request.body.value));
  serve(app, shipmentRoutes.quickClosure, async (request) => quickClosure(db, request.caller, request.params.id));
};
