import type { SupportContacts, SupportContactsAnswer } from '@portal/domain/help/support-contacts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/support-contacts: the configured support address and the brokerage's phone and address. */
export async function getSupportContacts(signal?: AbortSignal): Promise<SupportContacts> {
  return (await portalApi.get<SupportContactsAnswer>('/support-contacts', { signal })).data;
}

export function supportContactsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.supportContacts(), queryFn: ({ signal }) => getSupportContacts(signal), staleTime: 60 * 60_000 });
}

export function useSupportContacts() {
  return useQuery(supportContactsQueryOptions());
}
