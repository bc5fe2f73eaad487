import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledAnswer } from '../../lib/serializer-compiler';
import {
  activityListSchema,
  billOfLadingAnswerSchema,
  bookedCarrierSchema,
  chargeDetailsSchema,
  driverListSchema,
  emptyLocationSchema,
  equipmentSchema,
  messageSchema,
  shipmentCaseListSchema,
} from '@portal/domain/shipments/shipment-detail-schemas';
import {
  activityQuery,
  arrivalBody,
  cancelBookingBody,
  bookingListQuery,
  casesQuery,
  departureBody,
  driversBody,
  emptyLocationBody,
  equipmentBody,
  shipmentIdParams,
  shipmentNumberParams,
  shipmentStopParams,
} from '@portal/domain/shipments/shipment-request-schemas';
import {
  filterSetsSchema,
  onTimeCountsSchema,
  shipmentListSchema,
  shipmentSchema,
  statusCountsSchema,
  stopListSchema,
  stopsAnswerSchema,
} from '@portal/domain/shipments/shipment-schemas';
import { getActivity, getShipment, getShipmentByNumber, getStopsByNumber } from './detail/shipment-details.service';
import { getShipmentCases } from './detail/shipment-cases.service';
import { saveDrivers } from './stops/shipment-drivers.service';
import { getFilterSets, getOnTimeStatusCounts, getStatusCounts, listBookings } from './list/shipment-list.service';
import { getCarrierChargeDetails } from './detail/shipment-money.service';
import { getBookedCarrierDetails } from './detail/shipment-parties.service';
import { billOfLadingPdf, generateBillOfLading } from './documents/shipment-pdfs';
import { registerSharedShipmentCalls, SHIPMENT_ROUTE_SECURITY as security, SHIPMENT_ROUTE_TAGS as tags } from './shipment-route-table';
import { sendPdf, useShipmentRouteDefaults } from './shipment-routes-support';
import { recordArrival, recordDeparture, recordPreload } from './stops/shipment-stops.service';
import { cancelBookingAsCarrier } from './booking/carrier-cancellation.service';
import { trackingConsentAnswerSchema, trackingConsentBody } from '@portal/domain/shipments/tracking-consent';
import { setTrackingConsent } from './tracking/tracking-consent';
import { dispatchShipment, getEmptyLocation, saveEmptyLocation, saveEquipment } from './stops/shipment-updates.service';

/** Portal API shipment operations a carrier uses (the paths are ours). */
export const shipmentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  useShipmentRouteDefaults(app);
  const db = app.db;
  registerSharedShipmentCalls(app, 'portal');

  // ---- lists and counts (static paths first for readers; the router prefers them anyway) ----

  app.get(
    '/shipments/bookings',
    {
      schema: {
        tags,
        security,
        summary: 'The booking list: view booking or tracking supplies the statuses and needsUpdates not given',
        querystring: bookingListQuery,
        response: { 200: compiledAnswer(shipmentListSchema) },
      },
    },
    async (request) => listBookings(db, request.caller, request.query),
  );

  app.get(
    '/shipments/status-counts',
    { schema: { tags, security, summary: "Counts of the caller's booked shipments by status", response: { 200: statusCountsSchema } } },
    async (request) => getStatusCounts(db, request.caller),
  );

  app.get(
    '/shipments/on-time-status-counts',
    {
      schema: {
        tags,
        security,
        summary: 'On time, late (late arrival or overdue next stop) and unknown, over open and delivered shipments',
        response: { 200: onTimeCountsSchema },
      },
    },
    async (request) => getOnTimeStatusCounts(db, request.caller),
  );

  app.get(
    '/shipments/filter-sets',
    { schema: { tags, security, summary: 'The booking and tracking filter sets of the shipment list', response: { 200: filterSetsSchema } } },
    async () => getFilterSets(),
  );

  // ---- one shipment -----------------------------------------------------------------------------

  app.get(
    '/shipments/by-number/:shipmentNumber',
    { schema: { tags, security, summary: 'One shipment by its number', params: shipmentNumberParams, response: { 200: shipmentSchema } } },
    async (request) => getShipmentByNumber(db, request.caller, request.params.shipmentNumber),
  );

  app.get(
    '/shipments/by-number/:shipmentNumber/stops',
    { schema: { tags, security, summary: 'Stops of a shipment by its number', params: shipmentNumberParams, response: { 200: stopListSchema } } },
    async (request) => getStopsByNumber(db, request.caller, request.params.shipmentNumber),
  );

  app.get(
    '/shipments/:id/tracking-activities',
    {
      schema: { tags, security, summary: 'Activity, newest first, with who and when', params: shipmentIdParams, querystring: activityQuery, response: { 200: activityListSchema } },
    },
    async (request) => getActivity(db, request.caller, request.params.id, request.query.page, request.query.pageSize),
  );

  app.put(
    '/shipments/:id/tracking-consent',
    {
      schema: {
        tags,
        security,
        summary: 'The carrier on the load chooses what it shares of its tracking: LivePosition, EtaOnly or MilestonesOnly',
        params: shipmentIdParams,
        body: trackingConsentBody,
        response: { 200: trackingConsentAnswerSchema },
      },
    },
    async (request) => setTrackingConsent(db, request.caller, request.params.id, request.body.level),
  );

  app.get(
    '/shipments/:id/carrier-charge-details',
    {
      schema: { tags, security, summary: 'Carrier charges with line totals (rate x units, exact to the cent) and their total', params: shipmentIdParams, response: { 200: chargeDetailsSchema } },
    },
    async (request) => getCarrierChargeDetails(db, request.caller, request.params.id),
  );

  app.get(
    '/shipments/:id/booked-carrier-details',
    { schema: { tags, security, summary: 'The booked carrier; 404 when none is booked', params: shipmentIdParams, response: { 200: bookedCarrierSchema } } },
    async (request) => getBookedCarrierDetails(db, request.caller, request.params.id),
  );

  app.get(
    '/shipments/:id/cases',
    {
      schema: { tags, security, summary: 'Cases of the shipment (page 1, size up to 1000)', params: shipmentIdParams, querystring: casesQuery, response: { 200: shipmentCaseListSchema } },
    },
    async (request) => getShipmentCases(db, request.caller, request.params.id, request.query.page, request.query.pageSize),
  );

  // ---- stop events ------------------------------------------------------------------------------

  app.post(
    '/shipments/:id/stops/:stopId/arrival',
    {
      schema: {
        tags,
        security,
        summary: 'Records the arrival at a stop (arrivedAt defaults to now): the shipment becomes At Stop',
        params: shipmentStopParams,
        body: arrivalBody,
        response: { 200: stopsAnswerSchema },
      },
    },
    async (request) => recordArrival(db, request.caller, request.params.id, request.params.stopId, request.body),
  );

  app.post(
    '/shipments/:id/stops/:stopId/departure',
    {
      schema: {
        tags,
        security,
        summary: 'Records the departure with confirmed package counts: In Transit, or Delivered from the last stop',
        params: shipmentStopParams,
        body: departureBody,
        response: { 200: stopsAnswerSchema },
      },
    },
    async (request) => recordDeparture(db, request.caller, request.params.id, request.params.stopId, request.body),
  );

  app.post(
    '/shipments/:id/stops/:stopId/preload',
    { schema: { tags, security, summary: "Records a pickup's preload", params: shipmentStopParams, response: { 200: messageSchema } } },
    async (request) => recordPreload(db, request.caller, request.params.id, request.params.stopId),
  );

  app.post(
    '/shipments/:id/dispatch',
    { schema: { tags, security, summary: 'Dispatches a Booked shipment', params: shipmentIdParams, response: { 200: shipmentSchema } } },
    async (request) => {
      await dispatchShipment(db, request.caller, request.params.id);
      return getShipment(db, request.caller, request.params.id);
    },
  );

  // ---- carrier updates --------------------------------------------------------------------------

  app.get(
    '/shipments/:id/empty-location',
    { schema: { tags, security, summary: 'Where the truck empties after delivery', params: shipmentIdParams, response: { 200: emptyLocationSchema } } },
    async (request) => getEmptyLocation(db, request.caller, request.params.id),
  );

  app.put(
    '/shipments/:id/empty-location',
    { schema: { tags, security, summary: 'Sets the empty location', params: shipmentIdParams, body: emptyLocationBody, response: { 200: emptyLocationSchema } } },
    async (request) => saveEmptyLocation(db, request.caller, request.params.id, request.body),
  );

  app.post(
    '/shipments/:id/cancel-booking',
    {
      schema: {
        tags,
        security,
        summary: 'The booked carrier cancels its booking before pickup: the load returns to Ready to Book; the cancellation counts on its score card when less than 24 hours before pickup',
        params: shipmentIdParams,
        body: cancelBookingBody,
        response: { 200: messageSchema },
      },
    },
    async (request) => cancelBookingAsCarrier(db, request.caller, request.params.id, request.body.reason),
  );

  app.put(
    '/shipments/:id/equipment',
    { schema: { tags, security, summary: 'Saves truck and trailer numbers (blank clears)', params: shipmentIdParams, body: equipmentBody, response: { 200: equipmentSchema } } },
    async (request) => saveEquipment(db, request.caller, request.params.id, request.body),
  );

  app.put(
    '/shipments/:id/drivers',
    {
      schema: {
        tags,
        security,
        summary: "Sets the shipment's drivers (active drivers of the booked carrier); the first one dispatches a Booked shipment",
        params: shipmentIdParams,
        body: driversBody,
        response: { 200: driverListSchema },
      },
    },
    async (request) => saveDrivers(db, request.caller, request.params.id, request.body.driverIds),
  );

  // ---- bill of lading ---------------------------------------------------------------------------

  app.post(
    '/shipments/:id/bill-of-lading',
    {
      schema: {
        tags,
        security,
        summary: "Generates the bill of lading ('BOL successfully generated for {number}'); GET the same path for the PDF",
        params: shipmentIdParams,
        response: { 200: billOfLadingAnswerSchema },
      },
    },
    async (request) => generateBillOfLading(db, request.caller, request.params.id),
  );

  app.get(
    '/shipments/:id/bill-of-lading',
    { schema: { tags, security, summary: 'The bill of lading (application/pdf)', params: shipmentIdParams } },
    async (request, reply) => sendPdf(reply, await billOfLadingPdf(db, request.caller, request.params.id)),
  );
};
