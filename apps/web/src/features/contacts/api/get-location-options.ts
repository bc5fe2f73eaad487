import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LocationOption {
  id: number;
  name: string;
  city: string;
  province: string;
}

/** GET {portal}/locations (first 100): the company's locations a contact can work at. */
export async function getLocationOptions(signal?: AbortSignal): Promise<LocationOption[]> {
  const answer = await portal.get('/locations', { query: { page: 1, pageSize: 100 }, signal });
  return answer.data.map(({ id, name, city, province }) => ({ id, name, city, province }));
}

export function useLocationOptions() {
  return useQuery(queryOptions({ queryKey: queryKeys.contacts.locationOptions(), queryFn: ({ signal }) => getLocationOptions(signal), staleTime: 60_000, meta: { silent: true } }));
}
