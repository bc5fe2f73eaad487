import type { ShareLink } from '@portal/domain/share-links/share-link-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { shareLinksKey } from './get-share-links';

/** DELETE {portal}/shipments/{id}/share-links/{shareLinkId}: ends the link at once. */
export async function revokeShareLink({ shipmentId, shareLinkId }: { shipmentId: number; shareLinkId: number }): Promise<ShareLink[]> {
  return (await portal.delete('/shipments/:id/share-links/:shareLinkId', { params: { id: shipmentId, shareLinkId } })).data;
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (links, { shipmentId }) => queryClient.setQueryData(shareLinksKey(shipmentId), links),
    meta: { context: 'share link' },
  });
}
