import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { isQueuedWrite, sendOrQueue, type QueuedWrite } from '../../../lib/offline-writes';
import { queryKeys } from '../../../lib/query-keys';
import { UploadDataSchema, type PortalDocument, type UploadDocumentBody } from '@portal/domain/documents/document-schemas';

/** POST {portal}/documents: 201 {data: Document}. On the driver's pages a shipment's document may wait in the outbox. */
export async function uploadDocument(body: UploadDocumentBody): Promise<PortalDocument | QueuedWrite> {
  // The route's own schema first: the dialog shows the thrown message.
  const checked = UploadDataSchema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid upload');
  const send = async () => (await portal.post('/documents', { body })).data;
  if (typeof body.shipmentId !== 'number') return send();
  const write = { kind: 'document', shipmentId: body.shipmentId, subject: body.name, service: 'portal', method: 'POST', path: '/documents', body } as const;
  const answer = await sendOrQueue<{ data: PortalDocument }>(write, async () => ({ data: await send() }));
  return isQueuedWrite(answer) ? answer : answer.data;
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
