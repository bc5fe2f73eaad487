import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledAnswer } from '../../lib/serializer-compiler';
import { NAV_ACCESS, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { findReloads, getAvailableShipment, searchAvailableShipments } from './available-shipments.service';
import { bookContractTl, bookItNow, bookLtl, bookSpot } from './booking.service';
import { LtlBookingBodySchema } from '@portal/domain/rates/broker-booking-schemas';
import { requireBroker } from '../rates/broker-access';
import { ShipmentNumberParamsSchema } from '@portal/domain/load-board/freight-schemas';
import {
  AvailableShipmentsAnswerSchema,
  AvailableShipmentsQuerySchema,
  BookingAnswerSchema,
  ContractBookingAnswerSchema,
  ContractBookingBodySchema,
  FreightDetailSchema,
  ReloadsAnswerSchema,
  ReloadsQuerySchema,
  ShipmentIdParamsSchema,
  SpotBookingBodySchema,
  TopPicksAnswerSchema,
  TopPicksQuerySchema,
} from '@portal/domain/load-board/load-board-schemas';
import { topPicks } from './top-picks.service';
import { createBoardAnswerCache } from './board-answer-cache';

const tags = ['load-board'];
const security = [{ bearer: [] }];

/**
 * The Load Board group (available freight, Top Picks, reloads): carriers only, refused to brokers
 * (the navigation hides it from them; the server says no as well).
 */
export const loadBoardPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadBoard = app.requireAccess(NAV_ACCESS.loadBoard);
  const boardAnswers = createBoardAnswerCache<Awaited<ReturnType<typeof searchAvailableShipments>>>();

  app.get(
    '/available-shipments',
    {
      onRequest: loadBoard,
      schema: {
        tags,
        security,
        summary: 'Search the load board (Ready to Book loads) by origin/destination radius, pickup dates, equipment and partials',
        description:
          'A place is originLat+originLng, originPostalCode, or originCity+originState (resolved through the postal codes); likewise for the destination. Radius defaults to 100 miles. Sorted by pickup date ascending unless sortProperty says otherwise.',
        querystring: AvailableShipmentsQuerySchema,
        response: { 200: compiledAnswer(AvailableShipmentsAnswerSchema) },
      },
    },
    async (request) => boardAnswers(app.db, JSON.stringify(request.query), () => searchAvailableShipments(app.db, request.query)),
  );

  app.get(
    '/available-shipments/top-picks',
    {
      onRequest: loadBoard,
      schema: {
        tags,
        security,
        summary: "Top Picks: loads ranked for the caller's carrier from its live equipment, reload chains, saved lanes and lane history, each with its reasons",
        querystring: TopPicksQuerySchema,
        response: { 200: TopPicksAnswerSchema },
      },
    },
    async (request) => topPicks(app.db, request.caller, request.query.limit),
  );

  app.get(
    '/available-shipments/:shipmentNumber',
    {
      onRequest: loadBoard,
      schema: { tags, security, summary: 'One load of the board with stops and map points', params: ShipmentNumberParamsSchema, response: { 200: FreightDetailSchema } },
    },
    async (request) => getAvailableShipment(app.db, request.caller, request.params.shipmentNumber),
  );

  app.post(
    '/available-shipments/:shipmentNumber/book',
    {
      onRequest: loadBoard,
      schema: {
        tags,
        security,
        summary: 'Book It Now at the posted rate (company must be bookable and not on hold; a load already taken is a 409)',
        params: ShipmentNumberParamsSchema,
        response: { 200: BookingAnswerSchema },
      },
    },
    async (request) => bookItNow(app.db, request.caller, request.params.shipmentNumber),
  );

  app.get(
    '/reloads',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.reloads),
      schema: {
        tags,
        security,
        summary: "Reloads: loads picking up within 100 miles of a shipment's delivery, after it, by pickup date",
        querystring: ReloadsQuerySchema,
        response: { 200: ReloadsAnswerSchema },
      },
    },
    async (request) => findReloads(app.db, request.caller, request.query),
  );
};

/** Brokerage and broker bookings of a shipment at a chosen rate (the service decides who may). */
export const bookingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shipments/:id/book-contract-tl',
    {
      onRequest: requireBroker,
      schema: {
        tags,
        security,
        summary: 'Book a contract truckload rate with a carrier; maxBuy is raised to rate + $5 when missing or below the rate',
        params: ShipmentIdParamsSchema,
        body: ContractBookingBodySchema,
        response: { 200: ContractBookingAnswerSchema },
      },
    },
    async (request) => bookContractTl(app.db, request.caller, request.params.id, request.body),
  );

  app.post(
    '/shipments/:id/book-spot',
    {
      onRequest: requireBroker,
      schema: {
        tags,
        security,
        summary: 'Book a spot rate with a carrier; only the Hazmat accessorial is kept',
        params: ShipmentIdParamsSchema,
        body: SpotBookingBodySchema,
        response: { 200: BookingAnswerSchema },
      },
    },
    async (request) => bookSpot(app.db, request.caller, request.params.id, request.body),
  );

  app.post(
    '/shipments/:id/book-ltl',
    {
      onRequest: requireBroker,
      schema: {
        tags,
        security,
        summary: "Book an LTL rate with a carrier (its tariff's price, or a quote of it)",
        params: ShipmentIdParamsSchema,
        body: LtlBookingBodySchema,
        response: { 200: BookingAnswerSchema },
      },
    },
    async (request) => bookLtl(app.db, request.caller, request.params.id, request.body),
  );
};
