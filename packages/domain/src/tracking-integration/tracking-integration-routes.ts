import { route } from '../api/route-contract';
import {
  AuthorizeAnswerSchema,
  CallbackQuerySchema,
  CompleteAuthorizeBodySchema,
  IntegrationAnswerSchema,
  IntegrationListSchema,
  ProposalAnswerSchema,
  ProposalListSchema,
  ProviderParamsSchema,
  ShipmentIdParamsSchema,
  ShipmentProposalParamsSchema,
  TestAnswerSchema,
} from './tracking-integration-schemas';

const integrations = { service: 'portal', tags: ['tracking-integrations'] } as const;

/**
 * The company's ELD integrations (read, connect by OAuth, test, disconnect), the provider's redirect
 * back (public, a 302), and the stop events the ELD proposes on a shipment.
 */
export const trackingIntegrationRoutes = {
  list: route({
    ...integrations,
    method: 'GET',
    path: '/tracking-integrations',
    summary: "The company's tracking integrations: status, who connected it, last position, power units matched to ELD vehicles",
    answer: IntegrationListSchema,
  }),
  authorize: route({
    ...integrations,
    method: 'POST',
    path: '/tracking-integrations/:provider/authorize',
    summary: 'Starts the OAuth 2.0 authorization-code flow (PKCE S256): the URL of the consent page',
    params: ProviderParamsSchema,
    answer: AuthorizeAnswerSchema,
  }),
  complete: route({
    ...integrations,
    method: 'POST',
    path: '/tracking-integrations/:provider/complete',
    summary: 'Completes the flow the caller started in this sign-in: checks the state, exchanges the code with its PKCE verifier, stores the tokens',
    params: ProviderParamsSchema,
    body: CompleteAuthorizeBodySchema,
    answer: IntegrationAnswerSchema,
  }),
  test: route({
    ...integrations,
    method: 'POST',
    path: '/tracking-integrations/:provider/test',
    summary: 'Calls the provider (GET /me and the GPS feed) and answers how it went',
    params: ProviderParamsSchema,
    answer: TestAnswerSchema,
  }),
  disconnect: route({
    ...integrations,
    method: 'DELETE',
    path: '/tracking-integrations/:provider',
    summary: 'Revokes the grant at the provider and wipes the tokens (even when the revoke fails)',
    params: ProviderParamsSchema,
    answer: IntegrationAnswerSchema,
  }),
  callback: route({
    ...integrations,
    method: 'GET',
    path: '/tracking-integrations/:provider/callback',
    summary: 'OAuth 2.0 redirect target: redirects to the integrations tab with the code and state, which the signed-in page completes',
    params: ProviderParamsSchema,
    query: CallbackQuerySchema,
    status: 302,
    public: true,
  }),
  stopEventProposals: route({
    ...integrations,
    method: 'GET',
    path: '/shipments/:id/stop-event-proposals',
    summary: 'Arrivals and departures the ELD proposed from stop geofences',
    params: ShipmentIdParamsSchema,
    answer: ProposalListSchema,
  }),
  acceptStopEventProposal: route({
    ...integrations,
    method: 'POST',
    path: '/shipments/:id/stop-event-proposals/:proposalId/accept',
    summary: 'Records the proposed arrival or departure at the time the ELD saw it, with source ELD',
    params: ShipmentProposalParamsSchema,
    answer: ProposalAnswerSchema,
  }),
  dismissStopEventProposal: route({
    ...integrations,
    method: 'POST',
    path: '/shipments/:id/stop-event-proposals/:proposalId/dismiss',
    summary: 'Dismisses a proposed arrival or departure',
    params: ShipmentProposalParamsSchema,
    answer: ProposalAnswerSchema,
  }),
} as const;
