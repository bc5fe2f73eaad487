import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS, type AccessRule } from '@portal/domain/auth/access';
import { payTimelineRoutes } from '@portal/domain/pay-timeline/pay-timeline-routes';
import { serve } from '../../lib/serve-route';
import { payTimeline } from './pay-timeline.service';

/** The invoices area, and the brokerage's staff, who run payables. */
const ACCOUNTING_OR_BROKERAGE: AccessRule = { ...ROUTE_ACCESS.accounting, alsoBrokerage: true };

/** Portal API: a carrier invoice's pay timeline, by its number. */
export const payTimelinePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, payTimelineRoutes.get, async (request) => ({ data: await payTimeline(app.db, request.caller, request.params.invoiceNumber) }), {
    onRequest: app.requireAccess(ACCOUNTING_OR_BROKERAGE),
  });
};
