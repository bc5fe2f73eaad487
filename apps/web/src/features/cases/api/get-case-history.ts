import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CaseHistory } from '@portal/domain/cases/case-schemas';

export const CASE_HISTORY_PAGE_SIZE = 50;

/** GET {portal}/cases/{id}/history: every change of the case, newest first. */
export function getCaseHistory(caseId: number, page: number, signal?: AbortSignal): Promise<CaseHistory> {
  return portal.get('/cases/:id/history', { params: { id: caseId }, query: { page, pageSize: CASE_HISTORY_PAGE_SIZE }, signal });
}

export function caseHistoryQueryOptions(caseId: number, page: number) {
  return queryOptions({
    queryKey: queryKeys.cases.history(caseId, page),
    queryFn: ({ signal }) => getCaseHistory(caseId, page, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true, context: 'case history' },
  });
}

export function useCaseHistory(caseId: number | undefined, page: number) {
  return useQuery({ ...caseHistoryQueryOptions(caseId ?? 0, page), enabled: caseId !== undefined });
}
