import type { ApInvoiceDetail } from '@portal/domain/invoices/ap-invoice-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/ap-invoices/by-number/{invoiceNumber}: the preview route carries the number. */
export async function getApInvoiceByNumber(invoiceNumber: string, signal?: AbortSignal): Promise<ApInvoiceDetail> {
  return (await portal.get('/ap-invoices/by-number/:invoiceNumber', { params: { invoiceNumber }, signal })).data;
}

export function apInvoiceQueryOptions(invoiceNumber: string) {
  return queryOptions({
    queryKey: queryKeys.apInvoices.detail(invoiceNumber),
    queryFn: ({ signal }) => getApInvoiceByNumber(invoiceNumber, signal),
    retry: false,
    meta: { context: 'invoice' },
  });
}

export function useApInvoice(invoiceNumber: string, enabled = true) {
  return useQuery({ ...apInvoiceQueryOptions(invoiceNumber), enabled });
}
