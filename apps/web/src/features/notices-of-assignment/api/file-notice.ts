import type { FileNoticeBody } from '@portal/domain/notices-of-assignment/notice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/notices-of-assignment: a factoring company files a notice for a carrier. */
export function useFileNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileNoticeBody) => portal.post('/notices-of-assignment', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.noticesOfAssignment.all }),
    meta: { context: 'file notice of assignment' },
  });
}
