import { route } from '../api/route-contract';
import {
  activityListSchema,
  billingConfigurationSchema,
  billOfLadingAnswerSchema,
  bookedCarrierSchema,
  chargeDetailsSchema,
  contactDetailsSchema,
  driverListSchema,
  emptyLocationSchema,
  equipmentSchema,
  laneMatchesSchema,
  latestActivitySchema,
  messageSchema,
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
  shipmentCaseListSchema,
  tenderListSchema,
  tripListSchema,
} from './shipment-detail-schemas';
import {
  activityQuery,
  appointmentBody,
  arrivalBody,
  cancelBookingBody,
  casesQuery,
  departureBody,
  driversBody,
  emptyLocationBody,
  equipmentBody,
  problemBody,
  proNumberBody,
  shipmentDriverParams,
  shipmentIdAltParams,
  shipmentIdParams,
  shipmentNumberParams,
  shipmentStopAltParams,
  shipmentStopParams,
} from './shipment-request-schemas';
import { appointmentAnswerSchema, shipmentSchema, stopListSchema, stopsAnswerSchema } from './shipment-schemas';
import { trackingConsentAnswerSchema, trackingConsentBody } from './tracking-consent';

const trucks = { service: 'trucks', tags: ['shipments'] } as const;
const portal = { service: 'portal', tags: ['shipments'] } as const;
/** Trucks API calls on one shipment, by its id. */
const trucksShipment = { ...trucks, params: shipmentIdParams } as const;
/** Portal API calls on one shipment, by its id. */
const portalShipment = { ...portal, params: shipmentIdParams } as const;

/**
 * One shipment: its details, documents, stop events and the carrier's updates, under the Trucks API
 * (the spec's paths, '/v2/...') and the Portal API (our paths). The lists and counts are in
 * shipment-list-routes.ts, the broker's booking changes in broker-booking-routes.ts. The drivers
 * and equipment calls are offered under both APIs: the Trucks API's are named trucks...
 */
export const shipmentRoutes = {
  // ---- Trucks API -------------------------------------------------------------------------------
  get: route({ ...trucksShipment, method: 'GET', path: '/v2/shipments/:id', summary: 'One shipment', answer: shipmentSchema, compiledAnswer: true }),
  requirements: route({ ...trucksShipment, method: 'GET', path: '/v2/shipments/:id/requirements', summary: 'Requirements of the shipment', answer: requirementListSchema }),
  latestActivity: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/latest_activity',
    summary: 'The newest activity (timeStamp null when there is none)',
    answer: latestActivitySchema,
  }),
  reloads: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/reloads',
    summary: 'Ready to Book loads picking up within 100 miles of the delivery, after its delivery window, nearest first',
    answer: reloadListSchema,
  }),
  trips: route({ ...trucksShipment, method: 'GET', path: '/v2/shipments/:id/trips', summary: "The shipment's trip with its shipments", answer: tripListSchema }),
  rateConfirmation: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/rate_confirmation_document',
    summary: 'The rate confirmation (application/pdf), generated from the shipment',
    answer: 'file',
  }),
  stops: route({ ...trucksShipment, method: 'GET', path: '/v2/shipments/:id/stops', summary: 'Stops in route order', answer: stopListSchema }),
  orderDropoffs: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/order_dropoffs',
    summary: 'Dropoffs per order (stopNumber zero-based within the order, stopId the order stop id)',
    answer: orderDropoffsSchema,
  }),
  billingConfiguration: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/billing_configuration',
    summary: 'Remit-to, factoring and third-party billing of the shipment',
    answer: billingConfigurationSchema,
  }),
  trackingProblems: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/tracking_problems',
    summary: 'Problems reported on the shipment, newest first',
    answer: problemListSchema,
  }),
  reportProblem: route({ ...trucksShipment, method: 'POST', path: '/v2/shipments/:id/problems', summary: 'Reports a problem', body: problemBody, status: 201, answer: problemSchema }),
  orderRequirements: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/order_requirements',
    summary: 'Requirements of the orders behind the shipment',
    answer: orderRequirementListSchema,
  }),
  contactDetails: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/contact_details',
    summary: 'Broker representative and carrier dispatcher',
    answer: contactDetailsSchema,
  }),
  lineItems: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/line_items',
    summary: 'Line items of the orders behind the shipment',
    answer: orderLineItemListSchema,
  }),
  tenders: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/tenders',
    summary: 'Tenders of the shipment (a carrier sees its own)',
    answer: tenderListSchema,
  }),
  offers: route({
    ...trucksShipment,
    method: 'GET',
    path: '/v2/shipments/:id/offers',
    summary: 'Rate offers on the shipment (a carrier sees its own)',
    answer: offerListSchema,
  }),
  laneMatches: route({
    ...trucks,
    method: 'GET',
    path: '/v2/shipments/:shipmentId/lane_matches',
    summary: "The caller's saved lanes and live equipment matching the shipment",
    params: shipmentIdAltParams,
    answer: laneMatchesSchema,
  }),
  setAppointment: route({
    ...trucks,
    method: 'PATCH',
    path: '/v2/shipments/:shipmentId/stops/:stopId/appointments',
    summary: 'Sets the appointment of a stop (ISO date-time within 30 days of the window; not for departed stops)',
    params: shipmentStopAltParams,
    body: appointmentBody,
    answer: appointmentAnswerSchema,
  }),
  setProNumber: route({
    ...trucks,
    method: 'PATCH',
    path: '/v2/shipments/:shipmentId/shipping_pro_number',
    summary: 'Sets the shipping PRO number (trimmed, 1-30 letters, digits or dashes)',
    params: shipmentIdAltParams,
    body: proNumberBody,
    answer: proNumberAnswerSchema,
  }),
  quickClosure: route({
    ...trucksShipment,
    method: 'PATCH',
    path: '/v2/shipments/:id/quick_closure',
    summary: 'Closes a Delivered shipment as Delivery Confirmed (empty body); 409 otherwise',
    answer: quickClosureAnswerSchema,
  }),
  trucksDrivers: route({ ...trucksShipment, method: 'GET', path: '/v2/shipments/:id/drivers', summary: 'Drivers assigned to the shipment', answer: driverListSchema }),
  trucksRemoveDriver: route({
    ...trucks,
    method: 'DELETE',
    path: '/v2/shipments/:id/drivers/:driverId',
    summary: 'Removes a driver from the shipment',
    params: shipmentDriverParams,
    answer: driverListSchema,
  }),
  trucksEquipment: route({ ...trucksShipment, method: 'GET', path: '/v2/shipments/:id/equipment', summary: 'Truck and trailer of the shipment', answer: equipmentSchema }),

  // ---- Portal API: one shipment -----------------------------------------------------------------
  byNumber: route({ ...portal, method: 'GET', path: '/shipments/by-number/:shipmentNumber', summary: 'One shipment by its number', params: shipmentNumberParams, answer: shipmentSchema }),
  stopsByNumber: route({
    ...portal,
    method: 'GET',
    path: '/shipments/by-number/:shipmentNumber/stops',
    summary: 'Stops of a shipment by its number',
    params: shipmentNumberParams,
    answer: stopListSchema,
  }),
  trackingActivities: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/tracking-activities',
    summary: 'Activity, newest first, with who and when',
    query: activityQuery,
    answer: activityListSchema,
  }),
  trackingConsent: route({
    ...portalShipment,
    method: 'PUT',
    path: '/shipments/:id/tracking-consent',
    summary: 'The carrier on the load chooses what it shares of its tracking: LivePosition, EtaOnly or MilestonesOnly',
    body: trackingConsentBody,
    answer: trackingConsentAnswerSchema,
  }),
  carrierChargeDetails: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/carrier-charge-details',
    summary: 'Carrier charges with line totals (rate x units, exact to the cent) and their total',
    answer: chargeDetailsSchema,
  }),
  bookedCarrierDetails: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/booked-carrier-details',
    summary: 'The booked carrier; 404 when none is booked',
    answer: bookedCarrierSchema,
  }),
  cases: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/cases',
    summary: 'Cases of the shipment (page 1, size up to 1000)',
    query: casesQuery,
    answer: shipmentCaseListSchema,
  }),
  drivers: route({ ...portalShipment, method: 'GET', path: '/shipments/:id/drivers', summary: 'Drivers assigned to the shipment', answer: driverListSchema }),
  removeDriver: route({
    ...portal,
    method: 'DELETE',
    path: '/shipments/:id/drivers/:driverId',
    summary: 'Removes a driver from the shipment',
    params: shipmentDriverParams,
    answer: driverListSchema,
  }),
  equipment: route({ ...portalShipment, method: 'GET', path: '/shipments/:id/equipment', summary: 'Truck and trailer of the shipment', answer: equipmentSchema }),

  // ---- Portal API: stop events ------------------------------------------------------------------
  recordArrival: route({
    ...portal,
    method: 'POST',
    path: '/shipments/:id/stops/:stopId/arrival',
    summary: 'Records the arrival at a stop (arrivedAt defaults to now): the shipment becomes At Stop',
    params: shipmentStopParams,
    body: arrivalBody,
    answer: stopsAnswerSchema,
  }),
  recordDeparture: route({
    ...portal,
    method: 'POST',
    path: '/shipments/:id/stops/:stopId/departure',
    summary: 'Records the departure with confirmed package counts: In Transit, or Delivered from the last stop',
    params: shipmentStopParams,
    body: departureBody,
    answer: stopsAnswerSchema,
  }),
  recordPreload: route({ ...portal, method: 'POST', path: '/shipments/:id/stops/:stopId/preload', summary: "Records a pickup's preload", params: shipmentStopParams, answer: messageSchema }),
  dispatch: route({ ...portalShipment, method: 'POST', path: '/shipments/:id/dispatch', summary: 'Dispatches a Booked shipment', answer: shipmentSchema }),

  // ---- Portal API: the carrier's updates --------------------------------------------------------
  emptyLocation: route({ ...portalShipment, method: 'GET', path: '/shipments/:id/empty-location', summary: 'Where the truck empties after delivery', answer: emptyLocationSchema }),
  saveEmptyLocation: route({
    ...portalShipment,
    method: 'PUT',
    path: '/shipments/:id/empty-location',
    summary: 'Sets the empty location',
    body: emptyLocationBody,
    answer: emptyLocationSchema,
  }),
  cancelBooking: route({
    ...portalShipment,
    method: 'POST',
    path: '/shipments/:id/cancel-booking',
    summary:
      'The booked carrier cancels its booking before pickup: the load returns to Ready to Book; the cancellation counts on its score card when less than 24 hours before pickup',
    body: cancelBookingBody,
    answer: messageSchema,
  }),
  saveEquipment: route({
    ...portalShipment,
    method: 'PUT',
    path: '/shipments/:id/equipment',
    summary: 'Saves truck and trailer numbers (blank clears)',
    body: equipmentBody,
    answer: equipmentSchema,
  }),
  saveDrivers: route({
    ...portalShipment,
    method: 'PUT',
    path: '/shipments/:id/drivers',
    summary: "Sets the shipment's drivers (active drivers of the booked carrier); the first one dispatches a Booked shipment",
    body: driversBody,
    answer: driverListSchema,
  }),

  // ---- Portal API: bill of lading ---------------------------------------------------------------
  generateBillOfLading: route({
    ...portalShipment,
    method: 'POST',
    path: '/shipments/:id/bill-of-lading',
    summary: "Generates the bill of lading ('BOL successfully generated for {number}'); GET the same path for the PDF",
    answer: billOfLadingAnswerSchema,
  }),
  billOfLading: route({ ...portalShipment, method: 'GET', path: '/shipments/:id/bill-of-lading', summary: 'The bill of lading (application/pdf)', answer: 'file' }),
} as const;
