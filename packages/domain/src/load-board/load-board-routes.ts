import { route } from '../api/route-contract';
import { LtlBookingBodySchema } from '../rates/broker-booking-schemas';
import { ShipmentNumberParamsSchema } from './freight-schemas';
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
} from './load-board-schemas';

const loadBoard = { service: 'portal', tags: ['load-board'] } as const;

/**
 * The load board: search (a hot list: its answer is written by a compiled serializer), Top Picks,
 * one load, Book It Now, reloads; and the brokerage's and brokers' bookings of a shipment at a
 * chosen rate.
 */
export const loadBoardRoutes = {
  search: route({
    ...loadBoard,
    method: 'GET',
    path: '/available-shipments',
    summary: 'Search the load board (Ready to Book loads) by origin/destination radius, pickup dates, equipment and partials',
    description:
      'A place is originLat+originLng, originPostalCode, or originCity+originState (resolved through the postal codes); likewise for the destination. Radius defaults to 100 miles. Pickup dates are pickupFrom and pickupTo, or dateRange=start,end (either form; both must agree). Sorted by pickup date ascending unless sortProperty says otherwise.',
    query: AvailableShipmentsQuerySchema,
    answer: AvailableShipmentsAnswerSchema,
    compiledAnswer: true,
  }),
  topPicks: route({
    ...loadBoard,
    method: 'GET',
    path: '/available-shipments/top-picks',
    summary: "Top Picks: loads ranked for the caller's carrier from its live equipment, reload chains, saved lanes and lane history, each with its reasons",
    query: TopPicksQuerySchema,
    answer: TopPicksAnswerSchema,
  }),
  get: route({
    ...loadBoard,
    method: 'GET',
    path: '/available-shipments/:shipmentNumber',
    summary: 'One load of the board with stops and map points',
    params: ShipmentNumberParamsSchema,
    answer: FreightDetailSchema,
  }),
  bookItNow: route({
    ...loadBoard,
    method: 'POST',
    path: '/available-shipments/:shipmentNumber/book',
    summary: 'Book It Now at the posted rate (company must be bookable and not on hold; a load already taken is a 409)',
    params: ShipmentNumberParamsSchema,
    answer: BookingAnswerSchema,
  }),
  reloads: route({
    ...loadBoard,
    method: 'GET',
    path: '/reloads',
    summary: "Reloads: loads picking up within 100 miles of a shipment's delivery, after it, by pickup date",
    query: ReloadsQuerySchema,
    answer: ReloadsAnswerSchema,
  }),
  bookContractTl: route({
    ...loadBoard,
    method: 'POST',
    path: '/shipments/:id/book-contract-tl',
    summary: 'Book a contract truckload rate with a carrier; maxBuy is raised to rate + $5 when missing or below the rate',
    params: ShipmentIdParamsSchema,
    body: ContractBookingBodySchema,
    answer: ContractBookingAnswerSchema,
  }),
  bookSpot: route({
    ...loadBoard,
    method: 'POST',
    path: '/shipments/:id/book-spot',
    summary: 'Book a spot rate with a carrier; only the Hazmat accessorial is kept',
    params: ShipmentIdParamsSchema,
    body: SpotBookingBodySchema,
    answer: BookingAnswerSchema,
  }),
  bookLtl: route({
    ...loadBoard,
    method: 'POST',
    path: '/shipments/:id/book-ltl',
    summary: "Book an LTL rate with a carrier (its tariff's price, or a quote of it)",
    params: ShipmentIdParamsSchema,
    body: LtlBookingBodySchema,
    answer: BookingAnswerSchema,
  }),
} as const;
