import type { CreatedShareLink, CreateShareLinkBody } from '@portal/domain/share-links/share-link-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { shareLinksKey } from './get-share-links';

/** POST {portal}/shipments/{id}/share-links: a new link; its token comes back this once. */
export async function createShareLink({ shipmentId, body }: { shipmentId: number; body: CreateShareLinkBody }): Promise<CreatedShareLink> {
  return (await portal.post('/shipments/:id/share-links', { params: { id: shipmentId }, body })).data;
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_link, { shipmentId }) => queryClient.invalidateQueries({ queryKey: shareLinksKey(shipmentId) }),
    meta: { context: 'share link' },
  });
}
