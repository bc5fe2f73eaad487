import type { NewFeeTableVersionBody } from '@portal/domain/pay-speed/pay-speed-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/quick-pay-fees: payables staff add a version of the fee table. */
export function useAddQuickPayFeeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewFeeTableVersionBody) => portal.post('/quick-pay-fees', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quickPayFees.all }),
    meta: { context: 'add quick pay fees' },
  });
}
