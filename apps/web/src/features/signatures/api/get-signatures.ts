import type { SignaturesAnswer } from '@portal/domain/signatures/signature-schemas';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const signaturesKey = (shipmentId: number) => queryKeys.shipments.part(shipmentId, 'signatures');

/** GET {portal}/shipments/{id}/signatures: the load's pickups and dropoffs with the signature taken at each. */
export async function getSignatures(shipmentId: number, signal?: AbortSignal): Promise<SignaturesAnswer> {
  return (await portal.get('/shipments/:id/signatures', { params: { id: shipmentId }, signal })).data;
}

export function useSignatures(shipmentId: number) {
  return useQuery({
    queryKey: signaturesKey(shipmentId),
    queryFn: ({ signal }) => getSignatures(shipmentId, signal),
    meta: { silent: true, context: 'signatures' },
  });
}
