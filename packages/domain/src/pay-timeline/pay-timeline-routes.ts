import { route } from '../api/route-contract';
import { invoiceNumberParams } from '../invoices/ap-invoice-schemas';
import { PayTimelineAnswerSchema } from './pay-timeline-schemas';

export const payTimelineRoutes = {
  get: route({
    service: 'portal',
    tags: ['invoices'],
    method: 'GET',
    path: '/ap-invoices/by-number/:invoiceNumber/pay-timeline',
    summary: "A carrier invoice's way to the money: documents received, approved, payment scheduled and paid, with times, and the predicted pay date",
    params: invoiceNumberParams,
    answer: PayTimelineAnswerSchema,
  }),
} as const;
