import { route } from '../api/route-contract';
import { shipmentIdParams, shipmentStopParams } from '../shipments/shipment-request-schemas';
import { DetentionNoteBodySchema, DetentionRequestAnswerSchema, DetentionRequestListSchema, DetentionTermsBodySchema, DetentionTermsSchema } from './detention-schemas';

const portal = { service: 'portal', tags: ['detention'] } as const;

/** Detention drafted from the track for the load's carrier, submitted as a Detention request; the brokerage's free time and rates. */
export const detentionRoutes = {
  list: route({
    ...portal,
    method: 'GET',
    path: '/shipments/:id/detention-requests',
    params: shipmentIdParams,
    summary: "The load's detention: the carrier sees its drafts, a stay still running and what it submitted; the brokerage sees what was submitted",
    answer: DetentionRequestListSchema,
  }),
  editNote: route({
    ...portal,
    method: 'PUT',
    path: '/shipments/:id/stops/:stopId/detention-request',
    params: shipmentStopParams,
    summary: "The load's carrier edits the note of a detention draft",
    body: DetentionNoteBodySchema,
    answer: DetentionRequestAnswerSchema,
  }),
  submit: route({
    ...portal,
    method: 'POST',
    path: '/shipments/:id/stops/:stopId/detention-request/submit',
    params: shipmentStopParams,
    summary: 'The load\'s carrier submits a detention draft: it becomes a Detention request (a case) the brokerage sees, with its evidence',
    body: DetentionNoteBodySchema,
    answer: DetentionRequestAnswerSchema,
  }),
  discard: route({
    ...portal,
    method: 'POST',
    path: '/shipments/:id/stops/:stopId/detention-request/discard',
    params: shipmentStopParams,
    summary: "The load's carrier discards a detention draft",
    answer: DetentionRequestAnswerSchema,
  }),
  getTerms: route({
    ...portal,
    method: 'GET',
    path: '/detention/terms',
    summary: "The brokerage's detention free time and hourly rates by equipment type (carriers and the brokerage read them)",
    answer: DetentionTermsSchema,
  }),
  saveTerms: route({
    ...portal,
    method: 'PUT',
    path: '/detention/terms',
    summary: "The brokerage's admins set the detention free time and the hourly rates",
    body: DetentionTermsBodySchema,
    answer: DetentionTermsSchema,
  }),
} as const;
