import { route } from '../api/route-contract';
import {
  checkNumberParams,
  createPaymentBody,
  paymentDetailsQuery,
  PaymentDetailsAnswerSchema,
  PaymentListSchema,
  paymentListQuery,
  PaymentSummaryAnswerSchema,
} from './payment-schemas';

const payments = { service: 'portal', tags: ['payments'] } as const;

/** Payment remittance by check number (Portal API), and the brokerage's pay call. */
export const paymentRoutes = {
  list: route({ ...payments, method: 'GET', path: '/payments', summary: 'Payment summaries by check (default: the last 3 months, 20 a page)', query: paymentListQuery, answer: PaymentListSchema }),
  get: route({ ...payments, method: 'GET', path: '/payments/:checkNumber', summary: 'The summary of one check', params: checkNumberParams, answer: PaymentSummaryAnswerSchema }),
  details: route({
    ...payments,
    method: 'GET',
    path: '/payments/:checkNumber/details',
    summary: 'Every invoice the check paid, with amounts (20 a page) and totals over the check',
    params: checkNumberParams,
    query: paymentDetailsQuery,
    answer: PaymentDetailsAnswerSchema,
  }),
  remittancePdf: route({ ...payments, method: 'GET', path: '/payments/:checkNumber/remittance.pdf', summary: 'Remittance advice of the check (PDF)', params: checkNumberParams, answer: 'file' }),
  remittanceCsv: route({ ...payments, method: 'GET', path: '/payments/:checkNumber/remittance.csv', summary: 'Remittance advice of the check (CSV)', params: checkNumberParams, answer: 'file' }),
  create: route({
    service: 'portal',
    tags: ['internal'],
    method: 'POST',
    path: '/internal/payments',
    summary:
      'Pay Settled invoices with one check (Settled -> Paid in Full, one transaction). Brokerage Admins only, never invoices they approved themselves; the carrier (and the factoring company paid) are e-mailed',
    body: createPaymentBody,
    status: 201,
    answer: PaymentSummaryAnswerSchema,
  }),
} as const;
