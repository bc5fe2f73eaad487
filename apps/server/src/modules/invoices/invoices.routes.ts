import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { ApInvoiceCountsAnswerSchema } from '@portal/domain/invoices/ap-invoice-schemas';
import { apInvoiceCounts } from './invoices.service';
import { BEARER_SECURITY, moneyRoute } from './money-routes';

export const invoicePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.accounting), { tags: ['invoices'], security: BEARER_SECURITY });
  app.get('/ap-invoices/counts', route('Invoice amount (dollars) and shipment count per accounting bucket', { response: { 200: ApInvoiceCountsAnswerSchema } }), async (request) => ({
    data: await apInvoiceCounts(app.db, request.caller),
  }));
};
