import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const SENT = [TenderOfferStatus.Sent];

/** GET {portal}/tenders/count?statuses=: the caller's tenders in these stored statuses, counted (a Sent tender past its expiry is not Sent). */
export async function getTendersCount(statuses: readonly TenderOfferStatus[], signal?: AbortSignal): Promise<number> {
  return (await portal.get('/tenders/count', { query: { statuses: [...statuses] }, signal })).totalCount;
}

/** The Sent tenders, counted: the Tenders badge. Under the tenders key, so an answer refreshes it. */
export function sentTendersCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tenders.count(SENT),
    queryFn: ({ signal }) => getTendersCount(SENT, signal),
    meta: { silent: true, context: 'badge: sent tenders' },
  });
}

/** How often a badge is read again (the shell's badge defaults, app/shell/use-nav-counts.ts). */
export interface CountRefresh {
  staleTime?: number;
  refetchInterval?: number;
  retry?: number;
}

/**
 * The badge counts tenders waiting for the caller's answer: a carrier's Sent tenders. A broker (or
 * the brokerage) only sends tenders and never answers one, so nothing waits for it and it gets no badge.
 */
export function useSentTendersCount(enabled: boolean, refresh: CountRefresh = {}) {
  const { user } = useSession();
  const answersTenders = !!user && !user.isBroker && !user.isBrokerage;
  return useQuery({ ...refresh, ...sentTendersCountQueryOptions(), enabled: enabled && answersTenders });
}
