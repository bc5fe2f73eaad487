import type { RouteAnswer } from '@portal/domain/api/route-contract';
import type { scorecardRoutes } from '@portal/domain/scorecard/scorecard-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type FactoringCompanyList = RouteAnswer<typeof scorecardRoutes.factoringCompanies>;

/** GET {portal}/carriers/factoring-companies: the Carriers factoring list, the companies a carrier can name for its Remit To. */
export function getFactoringCompanies(signal?: AbortSignal): Promise<FactoringCompanyList> {
  return portal.get('/carriers/factoring-companies', { signal });
}

export function factoringCompaniesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.factoringCompanies(), queryFn: ({ signal }) => getFactoringCompanies(signal), staleTime: 10 * 60_000 });
}

export function useFactoringCompanies(enabled = true) {
  return useQuery({ ...factoringCompaniesQueryOptions(), enabled });
}
