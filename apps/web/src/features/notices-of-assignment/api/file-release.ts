import type { FileReleaseBody } from '@portal/domain/notices-of-assignment/notice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/notices-of-assignment/{noticeId}/release: the factor files the release of its active notice. */
export function useFileRelease(noticeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileReleaseBody) => portal.post('/notices-of-assignment/:noticeId/release', { params: { noticeId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.noticesOfAssignment.all }),
    meta: { context: 'file release of a notice of assignment' },
  });
}
