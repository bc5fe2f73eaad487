import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceRoutes } from '@portal/domain/invoices/invoice-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { confirmPayeeChangeByLink } from './payee-changes.service';

/**
 * The link mailed to a carrier's registered address when its only admin asks for a payee change:
 * public (the mailbox is the proof), with small bodies and the auth routes' per-address limit, so
 * tokens cannot be guessed at speed.
 */
export const publicPayeeChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, invoiceRoutes.confirmPayeeChangeLink, async (request) => confirmPayeeChangeByLink(app, request.body.token, auditContextOf(request)), {
    bodyLimit: 16 * 1024,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  });
};
