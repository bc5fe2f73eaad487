import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { paymentRoutes } from '@portal/domain/payments/payment-routes';
import { auditContextOf } from '../../lib/audit-context';
import { requireBrokerage } from '../../lib/caller-guards';
import { serve } from '../../lib/serve-route';
import { createPayment, getPayment, listPayments, paymentDetails, remittance } from './payments.service';
import { remittanceCsv } from './remittance-csv';
import { remittancePdf } from './remittance-pdf';

const attachment = (checkNumber: string, extension: string) => `attachment; filename="remittance-${checkNumber}.${extension}"`;

/** Portal API: payment remittance by check number. */
export const paymentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { onRequest: app.requireAccess(ROUTE_ACCESS.payments) };

  serve(app, paymentRoutes.list, async (request) => listPayments(app.db, request.caller, request.query), options);
  serve(app, paymentRoutes.get, async (request) => ({ data: await getPayment(app.db, request.caller, request.params.checkNumber) }), options);
  serve(app, paymentRoutes.details, async (request) => paymentDetails(app.db, request.caller, request.params.checkNumber, request.query), options);

  serve(
    app,
    paymentRoutes.remittancePdf,
    async (request, reply) => {
      const bytes = await remittancePdf(await remittance(app.db, request.caller, request.params.checkNumber));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(request.params.checkNumber, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
    options,
  );

  serve(
    app,
    paymentRoutes.remittanceCsv,
    async (request, reply) => {
      const csv = remittanceCsv(await remittance(app.db, request.caller, request.params.checkNumber));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(request.params.checkNumber, 'csv'))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
    options,
  );
};

/** Internal brokerage API: pay Settled invoices with one check. */
export const paymentsInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    paymentRoutes.create,
    async (request, reply) =>
      reply.status(201).send({ data: await createPayment({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl }, request.caller, request.body, auditContextOf(request)) }),
    { onRequest: requireBrokerage },
  );
};
