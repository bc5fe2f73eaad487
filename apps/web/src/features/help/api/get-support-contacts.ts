import type { SupportContacts } from '@portal/domain/help/support-contacts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/support-contacts: the configured support address and the brokerage's phone and address. */
export async function getSupportContacts(signal?: AbortSignal): Promise<SupportContacts> {
  return (await portal.get('/support-contacts', { signal })).data;
}

export function supportContactsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.supportContacts(), queryFn: ({ signal }) => getSupportContacts(signal), staleTime: 60 * 60_000 });
}

export function useSupportContacts() {
  return useQuery(supportContactsQueryOptions());
}
