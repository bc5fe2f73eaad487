import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { contactRoutes } from '@portal/domain/contacts/contact-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { approveAccessRequest, declineAccessRequest, listAccessRequests, requestAccess } from './access-requests.service';

/**
 * The public Request Access form. It answers 202 the same for any number and address (the outcome
 * goes to the requester's mailbox), takes small bodies, and allows 5 requests a minute per IP.
 */
export const publicAccessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contactRoutes.requestAccess, async (request, reply) => reply.status(202).send(requestAccess(app, request.body)), {
    bodyLimit: 8 * 1024,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
  });
};

/** The company admins' list of access requests, with approve and decline. */
export const accessRequestPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.contacts));

  serve(app, contactRoutes.accessRequests, async (request) => listAccessRequests(app, request.caller, request.query));
  serve(app, contactRoutes.approveAccessRequest, async (request) =>
    approveAccessRequest(app, request.caller, request.params.accessRequestId, request.body, auditContextOf(request)),
  );
  serve(app, contactRoutes.declineAccessRequest, async (request) =>
    declineAccessRequest(app, request.caller, request.params.accessRequestId, request.body, auditContextOf(request)),
  );
};
