import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ContactList } from '@portal/domain/contacts/contact-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ContactListParams {
  fuzzyMatch: string;
  role: string;
  page: number;
}

/** GET {portal}/contacts: find by roles, fuzzy matched, 50 a page. */
export function getContacts(params: ContactListParams, signal?: AbortSignal): Promise<ContactList> {
  return portal.get('/contacts', {
    query: { fuzzyMatch: params.fuzzyMatch || undefined, roles: params.role || undefined, page: params.page, pageSize: DEFAULT_PAGE_SIZE },
    signal,
  });
}

export function contactsQueryOptions(params: ContactListParams) {
  return queryOptions({
    queryKey: queryKeys.contacts.list(params),
    queryFn: ({ signal }) => getContacts(params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true, context: 'contacts' },
  });
}

export function useContacts(params: ContactListParams) {
  return useQuery(contactsQueryOptions(params));
}
