import { route } from '../api/route-contract';
import {
  CounterOfferBodySchema,
  DeclineOfferBodySchema,
  MakeOfferBodySchema,
  OfferAnswerSchema,
  OfferDetailAnswerSchema,
  OfferIdParamsSchema,
  OfferListAnswerSchema,
  OffersQuerySchema,
  OfferSummaryAnswerSchema,
} from './offer-schemas';

const offers = { service: 'portal', tags: ['offers'] } as const;

/**
 * Offers on board loads: a carrier names its rate on a Ready to Book load, the load's brokerage
 * accepts, declines or counters, the carrier answers, and an accepted offer is confirmed by the
 * carrier within its window, which books the load. Who may make each move is checked in the service.
 */
export const offerRoutes = {
  list: route({
    ...offers,
    method: 'GET',
    path: '/offers',
    summary: "The negotiations the caller may see: a carrier's own, or every carrier's on the brokerage's loads, with each carrier's score card tier and compliance for the brokerage",
    query: OffersQuerySchema,
    answer: OfferListAnswerSchema,
  }),
  summary: route({
    ...offers,
    method: 'GET',
    path: '/offers/summary',
    summary: 'How many negotiations wait for the caller, and the first few (the dashboard card)',
    answer: OfferSummaryAnswerSchema,
  }),
  get: route({
    ...offers,
    method: 'GET',
    path: '/offers/:offerId',
    summary: 'One negotiation with its rounds',
    params: OfferIdParamsSchema,
    answer: OfferDetailAnswerSchema,
  }),
  make: route({
    ...offers,
    method: 'POST',
    path: '/offers',
    status: 201,
    summary: 'A carrier offers its rate on a board load (rate, note, valid until)',
    body: MakeOfferBodySchema,
    answer: OfferAnswerSchema,
  }),
  counter: route({
    ...offers,
    method: 'POST',
    path: '/offers/:offerId/counter',
    summary: 'The side whose turn it is names another rate (at most five offers and counters in all)',
    params: OfferIdParamsSchema,
    body: CounterOfferBodySchema,
    answer: OfferAnswerSchema,
  }),
  accept: route({
    ...offers,
    method: 'POST',
    path: '/offers/:offerId/accept',
    summary: "The side whose turn it is accepts the rate on the table; the brokerage's acceptance opens the carrier's 15 minutes to confirm (409 once the rate expired)",
    params: OfferIdParamsSchema,
    answer: OfferAnswerSchema,
  }),
  decline: route({
    ...offers,
    method: 'POST',
    path: '/offers/:offerId/decline',
    summary: 'The side whose turn it is ends the negotiation',
    params: OfferIdParamsSchema,
    body: DeclineOfferBodySchema,
    answer: OfferAnswerSchema,
  }),
  confirm: route({
    ...offers,
    method: 'POST',
    path: '/offers/:offerId/confirm',
    summary: 'The carrier confirms an accepted offer within 15 minutes: the load is booked to it at the agreed rate (409 when it was booked to another carrier, the window ended, or compliance refuses)',
    params: OfferIdParamsSchema,
    answer: OfferAnswerSchema,
  }),
} as const;
