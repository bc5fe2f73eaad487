import type { NoticeStatus } from '@portal/domain/notices-of-assignment/notice-rules';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/notices-of-assignment: the notices the caller takes part in (the brokerage: all), newest first. */
export function useNotices(status: NoticeStatus | undefined) {
  const query = status ? { status } : {};
  return useQuery({
    queryKey: queryKeys.noticesOfAssignment.list(query),
    queryFn: ({ signal }) => portal.get('/notices-of-assignment', { query, signal }),
    meta: { context: 'notices of assignment' },
  });
}
