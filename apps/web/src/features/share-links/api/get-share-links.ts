import type { ShareLink } from '@portal/domain/share-links/share-link-schemas';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const shareLinksKey = (shipmentId: number) => queryKeys.shipments.part(shipmentId, 'share-links');

/** GET {portal}/shipments/{id}/share-links: the load's links, open and ended (its carrier only). */
export async function getShareLinks(shipmentId: number, signal?: AbortSignal): Promise<ShareLink[]> {
  return (await portal.get('/shipments/:id/share-links', { params: { id: shipmentId }, signal })).data;
}

export function useShareLinks(shipmentId: number) {
  return useQuery({
    queryKey: shareLinksKey(shipmentId),
    queryFn: ({ signal }) => getShareLinks(shipmentId, signal),
    // A link's state changes with the clock (it expires), not only with the data.
    refetchInterval: 60_000,
    meta: { silent: true, context: 'share links' },
  });
}
