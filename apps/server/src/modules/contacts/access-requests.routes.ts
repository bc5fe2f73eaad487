import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  AccessRequestBodySchema,
  AccessRequestDecidedSchema,
  AccessRequestIdParamsSchema,
  AccessRequestListQuerySchema,
  AccessRequestListSchema,
  AccessRequestReceivedSchema,
  ApproveAccessRequestBodySchema,
  DeclineAccessRequestBodySchema,
} from '@portal/domain/contacts/access-request-schemas';
import { auditContextOf } from '../../lib/audit-context';
import { approveAccessRequest, declineAccessRequest, listAccessRequests, requestAccess } from './access-requests.service';

const tags = ['contacts'];
const security = [{ bearer: [] }];

/**
 * The public Request Access form. It answers 202 the same for any number and address (the outcome
 * goes to the requester's mailbox), takes small bodies, and allows 5 requests a minute per IP.
 */
export const publicAccessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/access-requests',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Asks for portal access to a company by its MC or DOT number (public; the company's admins approve or decline)",
        body: AccessRequestBodySchema,
        response: { 202: AccessRequestReceivedSchema },
      },
    },
    async (request, reply) => reply.status(202).send(requestAccess(app, request.body)),
  );
};

/** The company admins' list of access requests, with approve and decline. */
export const accessRequestPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.contacts));

  app.get(
    '/contacts/access-requests',
    {
      schema: { tags, security, summary: "The company's access requests, newest first (admins)", querystring: AccessRequestListQuerySchema, response: { 200: AccessRequestListSchema } },
    },
    async (request) => listAccessRequests(app, request.caller, request.query),
  );

  app.post(
    '/contacts/access-requests/:accessRequestId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approves a request: the requester becomes a contact with a portal user and gets the activation e-mail (admins)',
        params: AccessRequestIdParamsSchema,
        body: ApproveAccessRequestBodySchema,
        response: { 200: AccessRequestDecidedSchema },
      },
    },
    async (request) => approveAccessRequest(app, request.caller, request.params.accessRequestId, request.body, auditContextOf(request)),
  );

  app.post(
    '/contacts/access-requests/:accessRequestId/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Declines a request with a reason the requester is told by e-mail (admins)',
        params: AccessRequestIdParamsSchema,
        body: DeclineAccessRequestBodySchema,
        response: { 200: AccessRequestDecidedSchema },
      },
    },
    async (request) => declineAccessRequest(app, request.caller, request.params.accessRequestId, request.body, auditContextOf(request)),
  );
};
