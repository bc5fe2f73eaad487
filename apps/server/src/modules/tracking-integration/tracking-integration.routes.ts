import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionIdOf } from '../../plugins/auth';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { trackingIntegrationRoutes } from '@portal/domain/tracking-integration/tracking-integration-routes';
import { serve } from '../../lib/serve-route';
import { decideStopEventProposal, listStopEventProposals } from '../shipments/tracking/shipment-eld.service';
import { trackingContext } from './tracking-context';
import { callbackTarget, completeAuthorize, disconnect, listIntegrations, startAuthorize, testConnection, type FlowOwner } from './tracking-integration.service';

const contextOf = (app: FastifyInstance) => trackingContext({ db: app.db, samsara: app.config.samsara, publicUrl: app.config.publicUrl, log: app.log });

/** The caller and its sign-in session, so a connection started in one sign-in completes only in it. */
function flowOwner(request: FastifyRequest): FlowOwner {
  return { caller: request.caller, sessionId: sessionIdOf(request) };
}

/** The OAuth steps a browser or a script could repeat: a few a minute is plenty. */
const oauthRateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/** The company's ELD integrations: CarrierPortal users read them; admins connect, test and disconnect. */
export const trackingIntegrationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    const read = scope.withTypeProvider<ZodTypeProvider>();
    read.addHook('onRequest', read.requireAccess(ROUTE_ACCESS.trackingIntegrations));
    serve(read, trackingIntegrationRoutes.list, async (request) => listIntegrations(app.db, app.config.samsara !== undefined, request.caller));
  });

  await app.register(async (scope) => {
    const manage = scope.withTypeProvider<ZodTypeProvider>();
    manage.addHook('onRequest', manage.requireAccess(ROUTE_ACCESS.trackingIntegrationsManage));
    serve(manage, trackingIntegrationRoutes.authorize, async (request) => startAuthorize(contextOf(app), flowOwner(request)));
    serve(manage, trackingIntegrationRoutes.complete, async (request) => completeAuthorize(contextOf(app), flowOwner(request), request.body), oauthRateLimit);
    serve(manage, trackingIntegrationRoutes.test, async (request) => testConnection(contextOf(app), request.caller));
    serve(manage, trackingIntegrationRoutes.disconnect, async (request) => disconnect(contextOf(app), request.caller));
  });

  await app.register(async (scope) => {
    const loads = scope.withTypeProvider<ZodTypeProvider>();
    loads.addHook('onRequest', loads.requireAccess(ROUTE_ACCESS.shipments));
    serve(loads, trackingIntegrationRoutes.stopEventProposals, async (request) => listStopEventProposals(app.db, request.caller, request.params.id));
    serve(loads, trackingIntegrationRoutes.acceptStopEventProposal, async (request) =>
      decideStopEventProposal(app.db, request.caller, request.params.id, request.params.proposalId, 'accept'),
    );
    serve(loads, trackingIntegrationRoutes.dismissStopEventProposal, async (request) =>
      decideStopEventProposal(app.db, request.caller, request.params.id, request.params.proposalId, 'dismiss'),
    );
  });
};

/**
 * Where the provider sends the admin's browser back (the redirect URL registered at Samsara): public,
 * since a browser redirect carries no bearer token, so it only passes the code and state on to the
 * integrations tab, whose signed-in page completes the connection with POST .../complete.
 */
export const trackingIntegrationCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    trackingIntegrationRoutes.callback,
    async (request, reply) => reply.redirect(app.config.samsara ? callbackTarget(request.params.provider, request.query) : '/profile?tab=integrations&error=not_configured', 302),
    oauthRateLimit,
  );
};
