import { route } from '../api/route-contract';
import { HistoryPageSchema, HistoryQuerySchema } from '../common/history-schemas';
import { invoiceNumberParams } from './ap-invoice-schemas';

/** A carrier invoice's history (decision 0298), by the number its preview carries. */
export const invoiceHistoryRoutes = {
  history: route({
    service: 'portal',
    tags: ['invoices'],
    method: 'GET',
    path: '/ap-invoices/by-number/:invoiceNumber/history',
    summary: "A carrier invoice's history (created, updated fields with old and new values, submitted, documents, approved, paid), newest first",
    params: invoiceNumberParams,
    query: HistoryQuerySchema,
    answer: HistoryPageSchema,
  }),
} as const;
