import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { AttentionLoadListSchema, DeskCarrierListSchema, DeskListQuerySchema, PendingAccessRequestListSchema } from '@portal/domain/back-office/back-office-desk-schemas';
import { attentionLoads, deskCarriers, pendingAccessRequests } from './back-office-desk.service';

const tags = ['back office'];
const security = [{ bearer: [] }];

/** The brokerage staff's desk (read only; every user of the brokerage, other companies 403). */
export const backOfficeDeskInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.backOffice));

  app.get(
    '/internal/loads-needing-attention',
    {
      schema: {
        tags,
        security,
        summary: 'Loads not covered with the pickup within 48 hours or past, with a stop update overdue, or with an unresolved problem; most overdue first, 50 a page',
        querystring: DeskListQuerySchema,
        response: { 200: AttentionLoadListSchema },
      },
    },
    async (request) => attentionLoads(app.db, request.query),
  );

  app.get(
    '/internal/carriers',
    {
      schema: { tags, security, summary: 'The carriers by name, with their active loads, invoices to approve and portal admins; 50 a page', querystring: DeskListQuerySchema, response: { 200: DeskCarrierListSchema } },
    },
    async (request) => deskCarriers(app.db, request.query),
  );

  app.get(
    '/internal/access-requests',
    {
      schema: {
        tags,
        security,
        summary: "Open access requests at every company, oldest first, with the number of the company's admins who can answer them; 50 a page",
        querystring: DeskListQuerySchema,
        response: { 200: PendingAccessRequestListSchema },
      },
    },
    async (request) => pendingAccessRequests(app.db, request.query),
  );
};
