import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { apInvoiceCounts, ApInvoiceCountsSchema } from './invoices.service';

export const invoicePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ap-invoices/counts',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.accounting),
      schema: {
        tags: ['invoices'],
        summary: 'Invoice amount (dollars) and shipment count per accounting bucket',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: ApInvoiceCountsSchema }) },
      },
    },
    async (request) => ({ data: await apInvoiceCounts(app.db, request.caller) }),
  );
};
