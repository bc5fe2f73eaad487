import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/documents/{id}: true when deleted, false when the user may not (403). */
export async function deleteDocument(documentId: string): Promise<boolean> {
  try {
    await portal.delete('/documents/:id', { params: { id: documentId } });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return false;
    throw error;
  }
}

/** Tiles show 'Document deleted' or 'Failed to delete document' themselves. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    meta: { silent: true, context: 'delete document' },
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
    },
  });
}
