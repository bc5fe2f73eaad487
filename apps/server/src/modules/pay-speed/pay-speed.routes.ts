import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { paySpeedRoutes } from '@portal/domain/pay-speed/pay-speed-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { changePaySpeed, getInvoicePaySpeed } from './pay-speed.service';
import { addFeeTableVersion, getFeeTable } from './quick-pay-fees.service';

/**
 * Pay speed on the Portal API: an invoice's readers see its speed and fee, its carrier switches;
 * the brokerage's staff read the fee table and its payables staff add versions (checked in the services).
 */
export const paySpeedPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoiceReaders = { onRequest: app.requireAccess(ROUTE_ACCESS.paySpeed) };
  const brokerage = { onRequest: app.requireAccess(ROUTE_ACCESS.quickPayFees) };

  serve(app, paySpeedRoutes.get, async (request) => getInvoicePaySpeed(app.db, request.caller, request.params.id), invoiceReaders);
  serve(app, paySpeedRoutes.change, async (request) => changePaySpeed(app.db, request.caller, request.params.id, request.body.paySpeed, auditContextOf(request)), invoiceReaders);
  serve(app, paySpeedRoutes.feeTable, async () => getFeeTable(app.db), brokerage);
  serve(app, paySpeedRoutes.addFeeTableVersion, async (request, reply) => reply.status(201).send(await addFeeTableVersion(app.db, request.caller, request.body, auditContextOf(request))), brokerage);
};
