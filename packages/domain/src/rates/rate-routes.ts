import { route } from '../api/route-contract';
import { CountAnswerSchema } from '../common/query-schemas';
import { ShipmentNumberParamsSchema } from '../load-board/freight-schemas';
import {
  ByShipmentQuerySchema,
  DeclineBodySchema,
  RateIdParamsSchema,
  RateRequestAnswerSchema,
  RateRequestChangeAnswerSchema,
  RateRequestCountQuerySchema,
  RateRequestListSchema,
  RateRequestsQuerySchema,
  RateResponseBodySchema,
  StatusCountsSchema,
  UnifiedRatesAnswerSchema,
  UnifiedRatesQuerySchema,
} from './rate-schemas';
import {
  ApiQuoteAnswerSchema,
  ApiQuoteBodySchema,
  CarrierRateRequestAnswerSchema,
  CarrierRateRequestBodySchema,
  OrderIdParamsSchema,
  QuoteIdParamsSchema,
  RawRatingBodySchema,
} from './rating-schemas';
import { CarrierAnswersAnswerSchema, CarrierRateRequestBatchAnswerSchema, CarrierRateRequestBatchBodySchema } from './carrier-rate-request-schemas';
import { ShipmentIdParamsSchema } from '../load-board/load-board-schemas';

const rates = { service: 'portal', tags: ['rates'] } as const;

/**
 * The rates area: rate requests (count, list, counts by status, by shipment, detail, respond,
 * decline) and the broker's rating calls (unified rates of a shipment, an order or raw stops, API
 * quotes, carrier rate requests).
 */
export const rateRoutes = {
  count: route({
    ...rates,
    method: 'GET',
    path: '/rate-requests/count',
    summary: "Count of the caller's rate requests by status (0 Sent = open)",
    query: RateRequestCountQuerySchema,
    answer: CountAnswerSchema,
  }),
  list: route({
    ...rates,
    method: 'GET',
    path: '/rate-requests',
    summary: "The caller's rate requests (default Sent/open; Offered = responded; Declined)",
    query: RateRequestsQuerySchema,
    answer: RateRequestListSchema,
  }),
  statusCounts: route({ ...rates, method: 'GET', path: '/rate-requests/status-counts', summary: 'Rate requests by status (sent counts open, unexpired requests)', answer: StatusCountsSchema }),
  byShipment: route({
    ...rates,
    method: 'GET',
    path: '/rate-requests/by-shipment/:shipmentNumber',
    summary: "The caller's latest rate request on a shipment (of a rate type, when given)",
    params: ShipmentNumberParamsSchema,
    query: ByShipmentQuerySchema,
    answer: RateRequestAnswerSchema,
  }),
  get: route({ ...rates, method: 'GET', path: '/rate-requests/:rateId', summary: 'One rate request with stops and map points', params: RateIdParamsSchema, answer: RateRequestAnswerSchema }),
  respond: route({
    ...rates,
    method: 'POST',
    path: '/rate-requests/:rateId/response',
    summary: 'Answer a Sent rate request with a rate (decimal dollars) and notes: it becomes Offered',
    params: RateIdParamsSchema,
    body: RateResponseBodySchema,
    answer: RateRequestChangeAnswerSchema,
  }),
  decline: route({
    ...rates,
    method: 'POST',
    path: '/rate-requests/:rateId/decline',
    summary: 'Decline a Sent rate request',
    params: RateIdParamsSchema,
    body: DeclineBodySchema,
    answer: RateRequestChangeAnswerSchema,
  }),
  unifiedOfShipment: route({
    ...rates,
    method: 'GET',
    path: '/rates/unified',
    summary: 'Unified rates for a shipment (contract lane rates, LTL tariff with fuel, spot quotes, posted, booked, tenders, lane rates, lane market average), cheapest first, at most 50',
    query: UnifiedRatesQuerySchema,
    answer: UnifiedRatesAnswerSchema,
  }),
  unifiedOfOrder: route({
    ...rates,
    method: 'GET',
    path: '/rates/unified/orders/:orderId',
    summary: "Unified rates for an order (its stops' locations and line items), cheapest first, at most 50",
    params: OrderIdParamsSchema,
    answer: UnifiedRatesAnswerSchema,
  }),
  unifiedOfStops: route({
    ...rates,
    method: 'POST',
    path: '/rates/unified/by-stops',
    summary: 'Unified rates for raw stops (postal codes) and products, cheapest first, at most 50',
    body: RawRatingBodySchema,
    answer: UnifiedRatesAnswerSchema,
  }),
  createQuote: route({
    ...rates,
    method: 'POST',
    path: '/rates/quotes',
    summary: 'API quote: the cheapest bookable carrier rate for a shipment, an order or raw freight, kept with a quote id and an expiry (60 minutes)',
    body: ApiQuoteBodySchema,
    answer: ApiQuoteAnswerSchema,
  }),
  getQuote: route({ ...rates, method: 'GET', path: '/rates/quotes/:quoteId', summary: 'One quote (API quote or answered rate request)', params: QuoteIdParamsSchema, answer: ApiQuoteAnswerSchema }),
  requestCarrierRate: route({
    ...rates,
    method: 'POST',
    path: '/rates/carrier-rate-requests',
    summary: "Ask a carrier for a rate on the broker's shipment; the carrier answers on its Rate Requests page and its answer becomes a spot quote",
    body: CarrierRateRequestBodySchema,
    answer: CarrierRateRequestAnswerSchema,
  }),
  requestCarrierRates: route({
    ...rates,
    method: 'POST',
    path: '/rates/carrier-rate-requests/batch',
    summary: "Ask up to 25 carriers at once for a rate on the broker's shipment: all are asked or none (409 when one already has an open request on it)",
    body: CarrierRateRequestBatchBodySchema,
    answer: CarrierRateRequestBatchAnswerSchema,
  }),
  carrierAnswersOfShipment: route({
    ...rates,
    method: 'GET',
    path: '/rates/shipments/:id/carrier-rate-requests',
    summary: "The rate requests of the broker's shipment with each carrier's answer, offers cheapest first",
    params: ShipmentIdParamsSchema,
    answer: CarrierAnswersAnswerSchema,
  }),
} as const;
