import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RequiredDocumentsAnswer } from '@portal/domain/documents/document-schemas';
import type { RequiredDocumentsFilter } from '../types';

/** GET {portal}/required-documents?shipmentId=|apInvoiceId=|thirdPartyInvoiceId= */
export function getRequiredDocuments(filter: RequiredDocumentsFilter, signal?: AbortSignal): Promise<RequiredDocumentsAnswer> {
  return portal.get('/required-documents', { query: { ...filter }, signal });
}

export function requiredDocumentsQueryOptions(filter: RequiredDocumentsFilter) {
  return queryOptions({
    queryKey: queryKeys.documents.required({ ...filter }),
    queryFn: ({ signal }) => getRequiredDocuments(filter, signal),
    meta: { context: 'required documents' },
  });
}

export function useRequiredDocuments(filter: RequiredDocumentsFilter | undefined) {
  return useQuery({ ...requiredDocumentsQueryOptions(filter ?? {}), enabled: !!filter });
}
