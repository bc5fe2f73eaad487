import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/documents/{id}/file as a blob (the bearer token rules out a plain link). */
export function getDocumentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  return portal.download('/documents/:id/file', { params: { id: documentId }, signal });
}

export function documentFileQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: queryKeys.documents.file(documentId),
    queryFn: ({ signal }) => getDocumentFile(documentId, signal),
    // A stored file never changes; keep it only while the viewer holds it, blobs can be large.
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    // The viewer shows its own messages and banner.
    meta: { silent: true, context: 'document file' },
  });
}

export function useDocumentFile(documentId: string | null) {
  return useQuery({ ...documentFileQueryOptions(documentId ?? ''), enabled: !!documentId });
}
