import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { requireBrokerage } from '../invoices/brokerage-guard';
import {
  checkNumberParams,
  createPaymentBody,
  paymentDetailsQuery,
  PaymentDetailsAnswerSchema,
  PaymentListSchema,
  paymentListQuery,
  PaymentSummaryAnswerSchema,
} from './payment-schemas';
import { createPayment, getPayment, listPayments, paymentDetails, remittance } from './payments.service';
import { remittanceCsv } from './remittance-csv';
import { remittancePdf } from './remittance-pdf';

const TAGS = ['payments'];
const bearerSecurity = [{ bearer: [] }];

const attachment = (checkNumber: string, extension: string) => `attachment; filename="remittance-${checkNumber}.${extension}"`;

/** Portal API: payment remittance by check number. */
export const paymentsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireAccess(ROUTE_ACCESS.payments);

  app.get(
    '/payments',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Payment summaries by check (default: the last 3 months, 20 a page)',
        security: bearerSecurity,
        querystring: paymentListQuery,
        response: { 200: PaymentListSchema },
      },
    },
    async (request) => listPayments(app.db, request.caller, request.query),
  );

  app.get(
    '/payments/:checkNumber',
    { onRequest: guard, schema: { tags: TAGS, summary: 'The summary of one check', security: bearerSecurity, params: checkNumberParams, response: { 200: PaymentSummaryAnswerSchema } } },
    async (request) => ({ data: await getPayment(app.db, request.caller, request.params.checkNumber) }),
  );

  app.get(
    '/payments/:checkNumber/details',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Every invoice the check paid, with amounts (20 a page) and totals over the check',
        security: bearerSecurity,
        params: checkNumberParams,
        querystring: paymentDetailsQuery,
        response: { 200: PaymentDetailsAnswerSchema },
      },
    },
    async (request) => paymentDetails(app.db, request.caller, request.params.checkNumber, request.query),
  );

  app.get(
    '/payments/:checkNumber/remittance.pdf',
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Remittance advice of the check (PDF)', security: bearerSecurity, params: checkNumberParams, response: { 200: z.any().describe('application/pdf') } },
    },
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
    {
      onRequest: guard,
      schema: { tags: TAGS, summary: 'Remittance advice of the check (CSV)', security: bearerSecurity, params: checkNumberParams, response: { 200: z.any().describe('text/csv') } },
    },
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
  app.post(
    '/internal/payments',
    {
      onRequest: requireBrokerage,
      schema: {
        tags: ['internal'],
        summary: 'Pay Settled invoices with one check (Settled -> Paid in Full, one transaction)',
        security: bearerSecurity,
        body: createPaymentBody,
        response: { 201: PaymentSummaryAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createPayment(app.db, request.caller, request.body) }),
  );
};
