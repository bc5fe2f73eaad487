import type { z } from 'zod';
import type { FactoringCompanyListSchema } from '@portal/domain/scorecard/scorecard-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type FactoringCompanyList = z.output<typeof FactoringCompanyListSchema>;

/** GET {portal}/carriers/factoring-companies: the Carriers factoring list, the companies a carrier can name as Remit To. */
export function getFactoringCompanies(signal?: AbortSignal): Promise<FactoringCompanyList> {
  return portalApi.get<FactoringCompanyList>('/carriers/factoring-companies', { signal });
}

export function factoringCompaniesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.factoringCompanies(), queryFn: ({ signal }) => getFactoringCompanies(signal), staleTime: 10 * 60_000 });
}

export function useFactoringCompanies(enabled = true) {
  return useQuery({ ...factoringCompaniesQueryOptions(), enabled });
}
