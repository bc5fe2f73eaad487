import type { AttentionLoadList, DeskCarrierList, DeskListQueryInput, PendingAccessRequestList } from '@portal/domain/back-office/back-office-desk-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The desk's lists by address, each with its answer: the one place the web binds them. */
export interface DeskLists {
  'loads-needing-attention': AttentionLoadList;
  carriers: DeskCarrierList;
  'access-requests': PendingAccessRequestList;
}

/** GET {portal}/internal/{list}: one page of a desk list (50 a page), filtered by the search. */
export function useDeskList<K extends keyof DeskLists>(list: K, params: DeskListQueryInput) {
  return useQuery({
    queryKey: queryKeys.backOfficeDesk.list(list, params),
    queryFn: ({ signal }) => portalApi.get<DeskLists[K]>(`/internal/${list}`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    meta: { context: 'back-office' },
  });
}
