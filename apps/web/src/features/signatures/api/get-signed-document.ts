import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/documents/{id}/file: the signed PDF, checked by the server against its seal before it is sent. */
export function getSignedDocument(documentId: string, signal?: AbortSignal): Promise<Blob> {
  return portal.download('/documents/:id/file', { params: { id: documentId }, signal });
}

export function useSignedDocument(documentId: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.file(documentId ?? ''),
    queryFn: ({ signal }) => getSignedDocument(documentId!, signal),
    enabled: documentId !== null,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    meta: { silent: true, context: 'signed document' },
  });
}
