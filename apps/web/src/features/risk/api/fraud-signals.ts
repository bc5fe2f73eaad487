import type { AcknowledgeFraudSignalBody, FraudSignalDetail, FraudSignalList, FraudSignalListQueryInput } from '@portal/domain/risk/fraud-signal-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/internal/fraud-signals: one page of signals, newest first, filtered. */
export function useFraudSignals(params: FraudSignalListQueryInput, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.fraudSignals.list(params),
    queryFn: ({ signal }): Promise<FraudSignalList> => portal.get('/internal/fraud-signals', { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { context: 'risk' },
  });
}

/** GET {portal}/internal/fraud-signals/{id}: the signal with its evidence and history. */
export function useFraudSignal(id: number) {
  return useQuery({
    queryKey: queryKeys.fraudSignals.detail(id),
    queryFn: ({ signal }): Promise<FraudSignalDetail> => portal.get('/internal/fraud-signals/:signalId', { params: { signalId: id }, signal }),
    meta: { context: 'risk' },
  });
}

/** POST {portal}/internal/fraud-signals/{id}/acknowledge with the note of what was checked. */
export function useAcknowledgeFraudSignal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcknowledgeFraudSignalBody): Promise<FraudSignalDetail> => portal.post('/internal/fraud-signals/:signalId/acknowledge', { params: { signalId: id }, body }),
    onSuccess: (detail) => {
      client.setQueryData(queryKeys.fraudSignals.detail(id), detail);
      void client.invalidateQueries({ queryKey: queryKeys.fraudSignals.all });
    },
  });
}
