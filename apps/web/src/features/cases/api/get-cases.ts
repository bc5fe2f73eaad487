import type { QueryParams } from '@portal/domain/common/query-string';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CaseList } from '@portal/domain/cases/case-schemas';

/** GET {portal}/cases: the visible cases with the list's filters, one page. */
export function getCases(params: QueryParams, signal?: AbortSignal): Promise<CaseList> {
  return portal.get('/cases', { query: params, signal });
}

export function casesQueryOptions(params: QueryParams) {
  return queryOptions({
    queryKey: queryKeys.cases.list(params),
    queryFn: ({ signal }) => getCases(params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true, context: 'cases' },
  });
}

export function useCases(params: QueryParams) {
  return useQuery(casesQueryOptions(params));
}
