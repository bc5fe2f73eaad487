import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS, type AccessRule } from '@portal/domain/auth/access';
import { invoiceHistoryRoutes } from '@portal/domain/invoices/invoice-history-routes';
import { serve } from '../../lib/serve-route';
import { invoiceHistory } from './invoice-history.service';

/** The invoices area, and the brokerage's staff, who run payables. */
const ACCOUNTING_OR_BROKERAGE: AccessRule = { ...ROUTE_ACCESS.accounting, alsoBrokerage: true };

/** Portal API: an invoice's history, by its number. */
export const invoiceHistoryPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, invoiceHistoryRoutes.history, async (request) => invoiceHistory(app.db, request.caller, request.params.invoiceNumber, request.query), {
    onRequest: app.requireAccess(ACCOUNTING_OR_BROKERAGE),
  });
};
