import type { NoticeDecisionBody } from '@portal/domain/notices-of-assignment/notice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST {portal}/notices-of-assignment/{noticeId}/decision: the brokerage accepts or rejects what
 * waits (the API client asks the person to confirm who they are when the server wants it). Invoices
 * change payee with it, so they are read again too.
 */
export function useDecideNotice(noticeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeDecisionBody) => portal.post('/notices-of-assignment/:noticeId/decision', { params: { noticeId }, body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.noticesOfAssignment.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all });
    },
    meta: { context: 'decide notice of assignment' },
  });
}
