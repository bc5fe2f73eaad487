import type { DetentionTerms } from '@portal/domain/detention/detention-schemas';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/detention/terms: the brokerage's free time and hourly rates, and whether the caller may change them. */
export async function getDetentionTerms(signal?: AbortSignal): Promise<DetentionTerms> {
  return (await portal.get('/detention/terms', { signal })).data;
}

export function useDetentionTerms() {
  return useQuery({
    queryKey: queryKeys.detentionTerms.all,
    queryFn: ({ signal }) => getDetentionTerms(signal),
    meta: { context: 'detention terms' },
  });
}
