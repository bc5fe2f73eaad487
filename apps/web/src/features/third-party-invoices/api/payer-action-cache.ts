import type { ThirdPartyActionAnswer } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After approve, dispute or pay: the preview shows the answer at once; the list, counts and notes reload. */
export function applyPayerActionAnswer(queryClient: QueryClient, invoiceNumber: string, answer: ThirdPartyActionAnswer): void {
  queryClient.setQueryData(queryKeys.thirdPartyInvoices.detail(invoiceNumber), answer.data);
  void queryClient.invalidateQueries({ queryKey: queryKeys.thirdPartyInvoices.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
}
