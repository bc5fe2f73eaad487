import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PortalCase } from '@portal/domain/cases/case-schemas';

/** GET {portal}/cases/{caseNumber}: one case by its number. */
export async function getCase(caseNumber: string, signal?: AbortSignal): Promise<PortalCase> {
  const answer = await portal.get('/cases/:caseNumber', { params: { caseNumber }, signal });
  return answer.data;
}

export function caseQueryOptions(caseNumber: string) {
  return queryOptions({
    queryKey: queryKeys.cases.detail(caseNumber),
    queryFn: ({ signal }) => getCase(caseNumber, signal),
    // A missing case is a page state (not found), not a toast.
    meta: { silent: true, context: 'case' },
  });
}

export function useCase(caseNumber: string) {
  return useQuery(caseQueryOptions(caseNumber));
}
