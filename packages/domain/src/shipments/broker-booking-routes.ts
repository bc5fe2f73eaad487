import { route } from '../api/route-contract';
import { ShipmentIdParamsSchema } from '../load-board/load-board-schemas';
import {
  BrokerShipmentAnswerSchema,
  BrokerShipmentChangeAnswerSchema,
  MaxBuyBodySchema,
  OriginationBodySchema,
  ReasonBodySchema,
  TenderRateStatusAnswerSchema,
} from '../rates/broker-booking-schemas';

const broker = { service: 'portal', tags: ['shipments'], params: ShipmentIdParamsSchema } as const;

/** The broker's changes to a shipment's booking: rescind, void, max buy, origination, and what its tenders stand at. */
export const brokerBookingRoutes = {
  booking: route({
    ...broker,
    method: 'GET',
    path: '/shipments/:id/booking',
    summary: "The shipment's booking as the broker sees it (status, carrier, rate, max buy, origination)",
    answer: BrokerShipmentAnswerSchema,
  }),
  rescind: route({
    ...broker,
    method: 'POST',
    path: '/shipments/:id/rescind',
    summary:
      'Rescind a booking (the carrier is e-mailed and its tender shows Booking Rescinded) or a running tender (its tenders read Rescinded); the load returns to Ready to Book',
    body: ReasonBodySchema,
    answer: BrokerShipmentChangeAnswerSchema,
  }),
  void: route({
    ...broker,
    method: 'POST',
    path: '/shipments/:id/void',
    summary: 'Void a shipment not yet dispatched (status Voided -1); a booked carrier is told and loses it',
    body: ReasonBodySchema,
    answer: BrokerShipmentChangeAnswerSchema,
  }),
  maxBuy: route({ ...broker, method: 'PUT', path: '/shipments/:id/max-buy', summary: 'Set the max buy (decimal dollars)', body: MaxBuyBodySchema, answer: BrokerShipmentChangeAnswerSchema }),
  origination: route({
    ...broker,
    method: 'PUT',
    path: '/shipments/:id/origination',
    summary: "Set the order's origination (Portal, TmsContract, TmsSpot)",
    body: OriginationBodySchema,
    answer: BrokerShipmentChangeAnswerSchema,
  }),
  tenderRateStatus: route({
    ...broker,
    method: 'GET',
    path: '/shipments/:id/tender-rate-status',
    summary: "The shipment's tenders: carrier, rate and status (Expired past the deadline)",
    answer: TenderRateStatusAnswerSchema,
  }),
} as const;
