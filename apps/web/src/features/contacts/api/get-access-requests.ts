import type { AccessRequestList, AccessRequestStatus } from '@portal/domain/contacts/access-request-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AccessRequestParams {
  status: AccessRequestStatus | 'All';
  page: number;
}

/** GET {portal}/contacts/access-requests: the company's requests, newest first (admins). */
export function getAccessRequests(params: AccessRequestParams, signal?: AbortSignal): Promise<AccessRequestList> {
  return portal.get('/contacts/access-requests', { query: { status: params.status, page: params.page, pageSize: 50 }, signal });
}

export function accessRequestsQueryOptions(params: AccessRequestParams) {
  return queryOptions({
    queryKey: queryKeys.contacts.accessRequests(params),
    queryFn: ({ signal }) => getAccessRequests(params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true, context: 'access-requests' },
  });
}

export function useAccessRequests(params: AccessRequestParams, enabled: boolean) {
  return useQuery({ ...accessRequestsQueryOptions(params), enabled });
}
