import type { Signature, SignatureBody } from '@portal/domain/signatures/signature-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { signaturesKey } from './get-signatures';

/** POST {portal}/shipments/{id}/signatures: the signature at a stop, filed as a sealed PDF. */
export async function takeSignature({ shipmentId, body }: { shipmentId: number; body: SignatureBody }): Promise<Signature> {
  return (await portal.post('/shipments/:id/signatures', { params: { id: shipmentId }, body })).data;
}

export function useTakeSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeSignature,
    onSuccess: async (_signature, { shipmentId }) => {
      // The signed PDF is a new document of the load and may meet its required proof of delivery.
      await Promise.all([queryClient.invalidateQueries({ queryKey: signaturesKey(shipmentId) }), queryClient.invalidateQueries({ queryKey: queryKeys.documents.all })]);
    },
    meta: { context: 'signature' },
  });
}
