import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  checkNumberParams,
  createPaymentBody,
  paymentDetailsQuery,
  PaymentDetailsAnswerSchema,
  PaymentListSchema,
  paymentListQuery,
  PaymentSummaryAnswerSchema,
} from '@portal/domain/payments/payment-schemas';
import { auditContextOf } from '../../lib/audit-context';
import { requireBrokerage } from '../invoices/brokerage-guard';
import { BEARER_SECURITY, moneyRoute } from '../invoices/money-routes';
import { createPayment, getPayment, listPayments, paymentDetails, remittance } from './payments.service';
import { remittanceCsv } from './remittance-csv';
import { remittancePdf } from './remittance-pdf';

const TAGS = ['payments'];

const attachment = (checkNumber: string, extension: string) => `attachment; filename="remittance-${checkNumber}.${extension}"`;

/** Portal API: payment remittance by check number. */
export const paymentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(app.requireAccess(ROUTE_ACCESS.payments), { tags: TAGS, security: BEARER_SECURITY });

  app.get('/payments', route('Payment summaries by check (default: the last 3 months, 20 a page)', { querystring: paymentListQuery, response: { 200: PaymentListSchema } }), async (request) =>
    listPayments(app.db, request.caller, request.query),
  );

  app.get('/payments/:checkNumber', route('The summary of one check', { params: checkNumberParams, response: { 200: PaymentSummaryAnswerSchema } }), async (request) => ({
    data: await getPayment(app.db, request.caller, request.params.checkNumber),
  }));

  app.get(
    '/payments/:checkNumber/details',
    route('Every invoice the check paid, with amounts (20 a page) and totals over the check', {
      params: checkNumberParams,
      querystring: paymentDetailsQuery,
      response: { 200: PaymentDetailsAnswerSchema },
    }),
    async (request) => paymentDetails(app.db, request.caller, request.params.checkNumber, request.query),
  );

  app.get(
    '/payments/:checkNumber/remittance.pdf',
    route('Remittance advice of the check (PDF)', { params: checkNumberParams, response: { 200: z.any().describe('application/pdf') } }),
    async (request, reply) => {
      const bytes = await remittancePdf(await remittance(app.db, request.caller, request.params.checkNumber));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(request.params.checkNumber, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/payments/:checkNumber/remittance.csv',
    route('Remittance advice of the check (CSV)', { params: checkNumberParams, response: { 200: z.any().describe('text/csv') } }),
    async (request, reply) => {
      const csv = remittanceCsv(await remittance(app.db, request.caller, request.params.checkNumber));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(request.params.checkNumber, 'csv'))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};

/** Internal brokerage API: pay Settled invoices with one check. */
export const paymentsInternalRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = moneyRoute(requireBrokerage, { tags: ['internal'], security: BEARER_SECURITY });
  app.post(
    '/internal/payments',
    route('Pay Settled invoices with one check (Settled -> Paid in Full, one transaction). Brokerage Admins only, never invoices they approved themselves; the carrier (and the factoring company paid) are e-mailed', { body: createPaymentBody, response: { 201: PaymentSummaryAnswerSchema } }),
    async (request, reply) =>
      reply.status(201).send({ data: await createPayment({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl }, request.caller, request.body, auditContextOf(request)) }),
  );
};
