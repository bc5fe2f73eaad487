import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { shareLinkRoutes } from '@portal/domain/share-links/share-link-routes';
import type { ShareLinkHours } from '@portal/domain/share-links/share-link-rules';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { createShareLink, listShareLinks, revokeLink, sharedLoad } from './share-links.service';

/** The load's carrier makes, lists and revokes its share links. */
export const shareLinkPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.shipments));

  serve(app, shareLinkRoutes.list, async (request) => listShareLinks(app.db, request.caller, request.params.id));
  serve(app, shareLinkRoutes.create, async (request, reply) =>
    reply.status(201).send(await createShareLink(app.db, request.caller, request.params.id, request.body.hours as ShareLinkHours, auditContextOf(request))),
  );
  serve(app, shareLinkRoutes.revoke, async (request) => revokeLink(app.db, request.caller, request.params.id, request.params.shareLinkId, auditContextOf(request)));
};

/**
 * The shared load's page: public, since whoever the carrier hands the link to has no account. Tokens
 * carry 256 random bits and the route is limited per address, so links cannot be tried at speed.
 */
export const publicShareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, shareLinkRoutes.shared, async (request) => sharedLoad(app.db, request.body.token), {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
};
