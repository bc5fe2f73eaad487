import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmPayeeChangeLinkSchema, PayeeChangeLinkAnswerSchema } from '@portal/domain/invoices/ap-invoice-schemas';
import { auditContextOf } from '../../lib/audit-context';
import { confirmPayeeChangeByLink } from './payee-changes.service';

/**
 * The link mailed to a carrier's registered address when its only admin asks for a payee change:
 * public (the mailbox is the proof), with small bodies and the auth routes' per-address limit, so
 * tokens cannot be guessed at speed.
 */
export const publicPayeeChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payee-changes/confirm',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['invoices'],
        summary: "Confirm a held payee change with the link mailed to the carrier's registered address; the invoice takes the new payee",
        body: ConfirmPayeeChangeLinkSchema,
        response: { 200: PayeeChangeLinkAnswerSchema },
      },
    },
    async (request) => confirmPayeeChangeByLink(app, request.body.token, auditContextOf(request)),
  );
};
