import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionIdOf } from '../../plugins/auth';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  AuthorizeAnswerSchema,
  CallbackQuerySchema,
  CompleteAuthorizeBodySchema,
  IntegrationAnswerSchema,
  IntegrationListSchema,
  ProposalAnswerSchema,
  ProposalIdParamsSchema,
  ProposalListSchema,
  ProviderParamsSchema,
  ShipmentIdParamsSchema,
  TestAnswerSchema,
} from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { decideStopEventProposal, listStopEventProposals } from '../shipments/tracking/shipment-eld.service';
import { trackingContext } from './tracking-context';
import { callbackTarget, completeAuthorize, disconnect, listIntegrations, startAuthorize, testConnection, type FlowOwner } from './tracking-integration.service';

const tags = ['tracking-integrations'];
const security = [{ bearer: [] }];

const contextOf = (app: FastifyInstance) => trackingContext({ db: app.db, samsara: app.config.samsara, publicUrl: app.config.publicUrl, log: app.log });

/** The caller and its sign-in session, so a connection started in one sign-in completes only in it. */
function flowOwner(request: FastifyRequest): FlowOwner {
  return { caller: request.caller, sessionId: sessionIdOf(request) };
}

/** The company's ELD integrations: CarrierPortal users read them; admins connect, test and disconnect. */
export const trackingIntegrationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (read) => {
    read.addHook('onRequest', read.requireAccess(ROUTE_ACCESS.trackingIntegrations));
    read.get(
      '/tracking-integrations',
      { schema: { tags, security, summary: "The company's tracking integrations: status, who connected it, last position, power units matched to ELD vehicles", response: { 200: IntegrationListSchema } } },
      async (request) => listIntegrations(app.db, app.config.samsara !== undefined, request.caller),
    );
  });

  await app.register(async (manage) => {
    manage.addHook('onRequest', manage.requireAccess(ROUTE_ACCESS.trackingIntegrationsManage));
    manage.post(
      '/tracking-integrations/:provider/authorize',
      { schema: { tags, security, summary: 'Starts the OAuth 2.0 authorization-code flow (PKCE S256): the URL of the consent page', params: ProviderParamsSchema, response: { 200: AuthorizeAnswerSchema } } },
      async (request) => startAuthorize(contextOf(app), flowOwner(request)),
    );
    manage.withTypeProvider<ZodTypeProvider>().post(
      '/tracking-integrations/:provider/complete',
      {
        schema: {
          tags,
          security,
          summary: 'Completes the flow the caller started in this sign-in: checks the state, exchanges the code with its PKCE verifier, stores the tokens',
          params: ProviderParamsSchema,
          body: CompleteAuthorizeBodySchema,
          response: { 200: IntegrationAnswerSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => completeAuthorize(contextOf(app), flowOwner(request), request.body),
    );
    manage.post(
      '/tracking-integrations/:provider/test',
      { schema: { tags, security, summary: 'Calls the provider (GET /me and the GPS feed) and answers how it went', params: ProviderParamsSchema, response: { 200: TestAnswerSchema } } },
      async (request) => testConnection(contextOf(app), request.caller),
    );
    manage.delete(
      '/tracking-integrations/:provider',
      { schema: { tags, security, summary: 'Revokes the grant at the provider and wipes the tokens (even when the revoke fails)', params: ProviderParamsSchema, response: { 200: IntegrationAnswerSchema } } },
      async (request) => disconnect(contextOf(app), request.caller),
    );
  });

  await app.register(async (scope) => {
    const loads = scope.withTypeProvider<ZodTypeProvider>();
    loads.addHook('onRequest', loads.requireAccess(ROUTE_ACCESS.shipments));
    loads.get(
      '/shipments/:id/stop-event-proposals',
      { schema: { tags, security, summary: 'Arrivals and departures the ELD proposed from stop geofences', params: ShipmentIdParamsSchema, response: { 200: ProposalListSchema } } },
      async (request) => listStopEventProposals(app.db, request.caller, request.params.id),
    );
    loads.post(
      '/shipments/:id/stop-event-proposals/:proposalId/accept',
      {
        schema: {
          tags,
          security,
          summary: 'Records the proposed arrival or departure at the time the ELD saw it, with source ELD',
          params: ShipmentIdParamsSchema.extend(ProposalIdParamsSchema.shape),
          response: { 200: ProposalAnswerSchema },
        },
      },
      async (request) => decideStopEventProposal(app.db, request.caller, request.params.id, request.params.proposalId, 'accept'),
    );
    loads.post(
      '/shipments/:id/stop-event-proposals/:proposalId/dismiss',
      { schema: { tags, security, summary: 'Dismisses a proposed arrival or departure', params: ShipmentIdParamsSchema.extend(ProposalIdParamsSchema.shape), response: { 200: ProposalAnswerSchema } } },
      async (request) => decideStopEventProposal(app.db, request.caller, request.params.id, request.params.proposalId, 'dismiss'),
    );
  });
};

/**
 * Where the provider sends the admin's browser back (the redirect URL registered at Samsara): public,
 * since a browser redirect carries no bearer token, so it only passes the code and state on to the
 * integrations tab, whose signed-in page completes the connection with POST .../complete.
 */
export const trackingIntegrationCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tracking-integrations/:provider/callback',
    {
      schema: {
        tags,
        summary: 'OAuth 2.0 redirect target: redirects to the integrations tab with the code and state, which the signed-in page completes',
        params: ProviderParamsSchema,
        querystring: CallbackQuerySchema,
        response: { 302: z.null().describe('Redirect to /profile?tab=integrations') },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.redirect(app.config.samsara ? callbackTarget(request.params.provider, request.query) : '/profile?tab=integrations&error=not_configured', 302),
  );
};
