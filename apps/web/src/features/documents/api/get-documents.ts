import type { ListAnswer } from '@portal/domain/common/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DocumentFilter, PortalDocument } from '../types';

/** GET {portal}/documents?shipmentId=|apInvoiceId=|thirdPartyInvoiceId=|caseId=|orderId= */
export function getDocuments(filter: DocumentFilter, signal?: AbortSignal): Promise<ListAnswer<PortalDocument>> {
  return portalApi.get<ListAnswer<PortalDocument>>('/documents', { query: { ...filter }, signal });
}

export function documentsQueryOptions(filter: DocumentFilter) {
  return queryOptions({
    queryKey: queryKeys.documents.list({ ...filter }),
    queryFn: ({ signal }) => getDocuments(filter, signal),
    meta: { context: 'documents' },
  });
}

/** Runs once the filter names a record. */
export function useDocuments(filter: DocumentFilter) {
  return useQuery({ ...documentsQueryOptions(filter), enabled: hasRecord(filter) });
}

function hasRecord(filter: DocumentFilter): boolean {
  return Object.values(filter).some((id) => id !== undefined && id !== null && id !== '');
}
