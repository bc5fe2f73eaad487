import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DocumentList } from '@portal/domain/documents/document-schemas';
import type { DocumentFilter } from '../types';

/** GET {portal}/documents?shipmentId=|apInvoiceId=|thirdPartyInvoiceId=|caseId=|orderId= */
export function getDocuments(filter: DocumentFilter, signal?: AbortSignal): Promise<DocumentList> {
  return portal.get('/documents', { query: { ...filter }, signal });
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
