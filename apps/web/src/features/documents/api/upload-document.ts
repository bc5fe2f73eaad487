import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { UploadDataSchema, type PortalDocument, type UploadDocumentBody } from '@portal/domain/documents/document-schemas';

/** POST {portal}/documents: 201 {data: Document}. */
export async function uploadDocument(body: UploadDocumentBody): Promise<PortalDocument> {
  // The route's own schema first: the dialog shows the thrown message.
  const checked = UploadDataSchema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid upload');
  return (await portal.post('/documents', { body })).data;
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
