import type { HistoryPage } from '@portal/domain/common/history-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const INVOICE_HISTORY_PAGE_SIZE = 10;

/** GET {portal}/ap-invoices/by-number/{invoiceNumber}/history: who changed the invoice, newest first. */
export function getApInvoiceHistory(invoiceNumber: string, page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return portal.get('/ap-invoices/by-number/:invoiceNumber/history', { params: { invoiceNumber }, query: { page, pageSize: INVOICE_HISTORY_PAGE_SIZE }, signal });
}

export function useApInvoiceHistory(invoiceNumber: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.apInvoices.history(invoiceNumber, page),
      queryFn: ({ signal }) => getApInvoiceHistory(invoiceNumber, page, signal),
      placeholderData: keepPreviousData,
      meta: { context: 'invoice history' },
    }),
  );
}
