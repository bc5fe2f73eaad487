import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PortalDocument, UploadDocumentBody } from '../types';

/** POST {portal}/documents: 201 {data: Document}. */
export async function uploadDocument(body: UploadDocumentBody): Promise<PortalDocument> {
  const answer = await portalApi.post<{ data: PortalDocument }>('/documents', body);
  return answer.data;
}

/** The upload dialog shows its own failure ('the thrown message'), so the central handler only logs. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    meta: { silent: true, context: 'upload document' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
  });
}
