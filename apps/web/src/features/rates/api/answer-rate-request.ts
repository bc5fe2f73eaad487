import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DeclineInput, RateRequestChangeAnswer, RateResponseInput } from '@portal/domain/rates/rate-schemas';

/** POST {portal}/rate-requests/{rateId}/response: the carrier's rate (decimal dollars) and notes. */
export function sendRateResponse(rateId: number, body: RateResponseInput): Promise<RateRequestChangeAnswer> {
  return portal.post('/rate-requests/:rateId/response', { params: { rateId }, body });
}

/** POST {portal}/rate-requests/{rateId}/decline */
export function declineRateRequest(rateId: number, body: DeclineInput): Promise<RateRequestChangeAnswer> {
  return portal.post('/rate-requests/:rateId/decline', { params: { rateId }, body });
}

/** Answers move a request out of Sent: the lists, counts and the Rate Requests badge refresh. */
function useRefreshRateRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.rateRequests.all });
}

export function useSendRateResponse(rateId: number) {
  const refresh = useRefreshRateRequests();
  return useMutation({ mutationFn: (body: RateResponseInput) => sendRateResponse(rateId, body), onSettled: refresh, meta: { context: 'rate response' } });
}

export function useDeclineRateRequest(rateId: number) {
  const refresh = useRefreshRateRequests();
  return useMutation({ mutationFn: (body: DeclineInput) => declineRateRequest(rateId, body), onSettled: refresh, meta: { context: 'decline rate request' } });
}
