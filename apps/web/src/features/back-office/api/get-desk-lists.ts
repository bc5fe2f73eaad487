import type { AttentionLoadList, DeskCarrierList, DeskListQueryInput, PendingAccessRequestList } from '@portal/domain/back-office/back-office-desk-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The desk's lists by the last segment of their address, each with its answer. */
export interface DeskLists {
  'loads-needing-attention': AttentionLoadList;
  carriers: DeskCarrierList;
  'access-requests': PendingAccessRequestList;
}

/** GET {portal}/internal/{list}: one page of a desk list (50 a page), filtered by the search. */
const getDeskList: { [K in keyof DeskLists]: (query: DeskListQueryInput, signal: AbortSignal) => Promise<DeskLists[K]> } = {
  'loads-needing-attention': (query, signal) => portal.get('/internal/loads-needing-attention', { query, signal }),
  carriers: (query, signal) => portal.get('/internal/carriers', { query, signal }),
  'access-requests': (query, signal) => portal.get('/internal/access-requests', { query, signal }),
};

export function useDeskList<K extends keyof DeskLists>(list: K, params: DeskListQueryInput) {
  return useQuery({
    queryKey: queryKeys.backOfficeDesk.list(list, params),
    queryFn: ({ signal }) => getDeskList[list](params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'back-office' },
  });
}
