import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { invoiceRoutes } from '@portal/domain/invoices/invoice-routes';
import { serve } from '../../lib/serve-route';
import { apInvoiceCounts } from './invoices.service';

export const invoicePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, invoiceRoutes.counts, async (request) => ({ data: await apInvoiceCounts(app.db, request.caller) }), { onRequest: app.requireAccess(ROUTE_ACCESS.accounting) });
};
