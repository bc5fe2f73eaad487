import type { ThirdPartyInvoiceDetail } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/third-party-invoices/{invoiceNumber}: details by invoice number. */
export async function getThirdPartyInvoice(invoiceNumber: string, signal?: AbortSignal): Promise<ThirdPartyInvoiceDetail> {
  return (await portal.get('/third-party-invoices/:invoiceNumber', { params: { invoiceNumber }, signal })).data;
}

export function thirdPartyInvoiceQueryOptions(invoiceNumber: string) {
  return queryOptions({
    queryKey: queryKeys.thirdPartyInvoices.detail(invoiceNumber),
    queryFn: ({ signal }) => getThirdPartyInvoice(invoiceNumber, signal),
    retry: false,
    meta: { context: 'third-party invoice' },
  });
}

export function useThirdPartyInvoice(invoiceNumber: string, enabled = true) {
  return useQuery({ ...thirdPartyInvoiceQueryOptions(invoiceNumber), enabled });
}
