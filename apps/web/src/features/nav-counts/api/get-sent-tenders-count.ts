import type { CountAnswer } from '@portal/domain/common/api';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { BADGE_QUERY_DEFAULTS } from './badge-query-defaults';

const SENT = [TenderOfferStatus.Sent];

/** GET {portal}/tenders/count?statuses=0: the Tenders badge (tenders in Sent status). */
export async function getSentTendersCount(signal?: AbortSignal): Promise<number> {
  const answer = await portalApi.get<CountAnswer>('/tenders/count', { query: { statuses: SENT }, signal });
  return answer.totalCount;
}

export function sentTendersCountQueryOptions() {
  return queryOptions({
    ...BADGE_QUERY_DEFAULTS,
    queryKey: queryKeys.tenders.count(SENT),
    queryFn: ({ signal }) => getSentTendersCount(signal),
    meta: { silent: true, context: 'badge: sent tenders' },
  });
}

/**
 * The badge counts tenders waiting for the caller's answer: a carrier's Sent tenders. A broker (or
 * the brokerage) only sends tenders and never answers one, so nothing waits for it and it gets no badge.
 */
export function useSentTendersCount(enabled: boolean) {
  const { user } = useSession();
  const answersTenders = !!user && !user.isBroker && !user.isBrokerage;
  return useQuery({ ...sentTendersCountQueryOptions(), enabled: enabled && answersTenders });
}
