import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { ApInvoiceCountsAnswerSchema } from '@portal/domain/invoices/ap-invoice-schemas';
import { apInvoiceCounts } from './invoices.service';

export const invoicePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ap-invoices/counts',
    {
      onRequest: app.requireAccess(ROUTE_ACCESS.accounting),
      schema: {
        tags: ['invoices'],
        summary: 'Invoice amount (dollars) and shipment count per accounting bucket',
        security: [{ bearer: [] }],
        response: { 200: ApInvoiceCountsAnswerSchema },
      },
    },
    async (request) => ({ data: await apInvoiceCounts(app.db, request.caller) }),
  );
};
