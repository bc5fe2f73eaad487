import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/quick-pay-fees: every version of the brokerage's fee table, newest first. */
export function useQuickPayFees() {
  return useQuery({
    queryKey: queryKeys.quickPayFees.all,
    queryFn: ({ signal }) => portal.get('/quick-pay-fees', { signal }),
    meta: { context: 'quick pay fees' },
  });
}
