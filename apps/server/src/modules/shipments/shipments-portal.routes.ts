import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shipmentListRoutes } from '@portal/domain/shipments/shipment-list-routes';
import { shipmentRoutes } from '@portal/domain/shipments/shipment-routes';
import { idempotentWrite } from '../../lib/idempotent-write';
import { serve } from '../../lib/serve-route';
import { getActivity, getShipment, getShipmentByNumber, getShipmentByNumberOrId, getStopsByNumber } from './detail/shipment-details.service';
import { getShipmentCases } from './detail/shipment-cases.service';
import { saveDrivers } from './stops/shipment-drivers.service';
import { getFilterSets, getOnTimeStatusCounts, getStatusCounts, listBookings } from './list/shipment-list.service';
import { getCarrierChargeDetails } from './detail/shipment-money.service';
import { getBookedCarrierDetails } from './detail/shipment-parties.service';
import { billOfLadingPdf, generateBillOfLading } from './documents/shipment-pdfs';
import { serveSharedShipmentCalls } from './shared-shipment-calls';
import { sendPdf, useShipmentRouteDefaults } from './shipment-routes-support';
import { recordArrival, recordDeparture, recordPreload } from './stops/shipment-stops.service';
import { cancelBookingAsCarrier } from './booking/carrier-cancellation.service';
import { setTrackingConsent } from './tracking/tracking-consent';
import { dispatchShipment, getEmptyLocation, saveEmptyLocation, saveEquipment } from './stops/shipment-updates.service';

/** Portal API shipment operations a carrier uses (the paths are ours). */
export const shipmentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  useShipmentRouteDefaults(app);
  const db = app.db;
  serveSharedShipmentCalls(app, 'portal');

  // ---- lists and counts (static paths first for readers; the router prefers them anyway) ----
  serve(app, shipmentListRoutes.bookings, async (request) => listBookings(db, request.caller, request.query));
  serve(app, shipmentListRoutes.statusCounts, async (request) => getStatusCounts(db, request.caller));
  serve(app, shipmentListRoutes.onTimeStatusCounts, async (request) => getOnTimeStatusCounts(db, request.caller));
  serve(app, shipmentListRoutes.filterSets, async () => getFilterSets());

  // ---- one shipment -----------------------------------------------------------------------------
  serve(app, shipmentRoutes.byNumber, async (request) => getShipmentByNumber(db, request.caller, request.params.shipmentNumber));
  serve(app, shipmentRoutes.byNumberOrId, async (request) => getShipmentByNumberOrId(db, request.caller, request.params.shipmentNumberOrId));
  serve(app, shipmentRoutes.stopsByNumber, async (request) => getStopsByNumber(db, request.caller, request.params.shipmentNumber));
  serve(app, shipmentRoutes.trackingActivities, async (request) => getActivity(db, request.caller, request.params.id, request.query.page, request.query.pageSize));
  serve(app, shipmentRoutes.trackingConsent, async (request) => setTrackingConsent(db, request.caller, request.params.id, request.body.level));
  serve(app, shipmentRoutes.carrierChargeDetails, async (request) => getCarrierChargeDetails(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.bookedCarrierDetails, async (request) => getBookedCarrierDetails(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.cases, async (request) => getShipmentCases(db, request.caller, request.params.id, request.query.page, request.query.pageSize));

  // ---- stop events ------------------------------------------------------------------------------
  // A phone offline sends these again from its outbox: the Idempotency-Key makes the retry answer the first time's answer.
  serve(app, shipmentRoutes.recordArrival, async ({ caller, params, body, headers }) =>
    idempotentWrite(db, caller, { operation: 'shipments.arrival', key: headers['idempotency-key'], request: [params, body], statusCode: 200, write: (trx) => recordArrival(trx, caller, params.id, params.stopId, body) }),
  );
  serve(app, shipmentRoutes.recordDeparture, async ({ caller, params, body, headers }) =>
    idempotentWrite(db, caller, { operation: 'shipments.departure', key: headers['idempotency-key'], request: [params, body], statusCode: 200, write: (trx) => recordDeparture(trx, caller, params.id, params.stopId, body) }),
  );
  serve(app, shipmentRoutes.recordPreload, async (request) => recordPreload(db, request.caller, request.params.id, request.params.stopId));
  serve(app, shipmentRoutes.dispatch, async (request) => {
    await dispatchShipment(db, request.caller, request.params.id);
    return getShipment(db, request.caller, request.params.id);
  });

  // ---- carrier updates --------------------------------------------------------------------------
  serve(app, shipmentRoutes.emptyLocation, async (request) => getEmptyLocation(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.saveEmptyLocation, async (request) => saveEmptyLocation(db, request.caller, request.params.id, request.body));
  serve(app, shipmentRoutes.cancelBooking, async (request) => cancelBookingAsCarrier(db, request.caller, request.params.id, request.body.reason));
  serve(app, shipmentRoutes.saveEquipment, async (request) => saveEquipment(db, request.caller, request.params.id, request.body));
  serve(app, shipmentRoutes.saveDrivers, async (request) => saveDrivers(db, request.caller, request.params.id, request.body.driverIds));

  // ---- bill of lading ---------------------------------------------------------------------------
  serve(app, shipmentRoutes.generateBillOfLading, async (request) => generateBillOfLading(db, request.caller, request.params.id));
  serve(app, shipmentRoutes.billOfLading, async (request, reply) => sendPdf(reply, await billOfLadingPdf(db, request.caller, request.params.id)));
};
