import type { DetentionTerms, DetentionTermsBody } from '@portal/domain/detention/detention-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/detention/terms: the brokerage's admins set the free time and the hourly rates. */
export async function saveDetentionTerms(body: DetentionTermsBody): Promise<DetentionTerms> {
  return (await portal.put('/detention/terms', { body })).data;
}

export function useSaveDetentionTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDetentionTerms,
    onSuccess: (terms) => queryClient.setQueryData(queryKeys.detentionTerms.all, terms),
    meta: { context: 'save detention terms' },
  });
}
